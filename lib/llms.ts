import { siteConfig } from './site-config';
import { getDocByPath, getSidebar } from './content/source';
import { getDocIdsBySource, getRoutesBySource, getRoutesKey } from './content/link-targets';
import { cachedByContent } from './content/build-cache';
import { referencedFilesStamp } from './content/referenced-files';
import { flattenSidebar } from './content/sidebar';
import type { Doc, SidebarItem } from './content/docs';
import { absoluteUrl, getRouteTable } from './routes';
import { docMarkdown, markdownPath } from './doc-markdown';

/** Where the whole docs set lives as one Markdown file. */
export const LLMS_FULL_PATH = '/llms-full.txt';

/** llms.txt: title, summary, then the docs by sidebar section and the rest of the site. */
export function getLlmsIndex(): string {
  const routes = getRouteTable();
  const describe = (path: string) => routes.find((r) => r.path === path)?.description;
  const line = (label: string, path: string) => {
    const description = describe(path);
    return `- [${label}](${absoluteUrl(path)})${description ? `: ${description}` : ''}`;
  };
  const sections: string[] = [];
  const topLevel: string[] = [];
  const walk = (items: SidebarItem[], into: string[]) => {
    for (const item of items) {
      if (item.type === 'doc') into.push(line(item.label, item.path));
      else {
        const inner: string[] = [line(`${item.label} (overview)`, item.path)];
        walk(item.items, inner);
        sections.push(`## ${item.label}\n\n${item.description}\n\n${inner.join('\n')}`);
      }
    }
  };
  walk(getSidebar(), topLevel);
  // The example is a doc that has a Markdown copy: the first in reading order, since `/` may be a generated index.
  const example = getDocsInReadingOrder()[0]?.path ?? '/';
  const other = routes.filter((r) => r.kind !== 'doc' && r.kind !== 'category' && r.kind !== 'search');
  return [
    `# ${siteConfig.title}`,
    `> ${siteConfig.description}`,
    `Every doc is also served as Markdown at its URL plus \`.md\` (for example ${absoluteUrl(markdownPath(example))}), and all of them in sidebar order in one file: ${absoluteUrl(LLMS_FULL_PATH)}.`,
    `## Getting started\n\n${topLevel.join('\n')}`,
    ...sections,
    `## Optional\n\n${[line('All docs as one Markdown file', LLMS_FULL_PATH), ...other.map((r) => line(r.title, r.path))].join('\n')}`,
  ].join('\n\n') + '\n';
}

/** The docs in sidebar reading order (category index pages have no Markdown of their own). */
export function getDocsInReadingOrder(): Doc[] {
  return flattenSidebar(getSidebar()).flatMap((link) => getDocByPath(link.path) ?? []);
}

/** One doc as Markdown: what `<path>.md` serves and the 'Copy page' button copies (kept until its text, or a partial or example it shows, changes). */
export function getDocMarkdown(doc: Doc): string {
  const inputs = [doc.body, doc.title, doc.description, doc.path, getRoutesKey(), referencedFilesStamp(doc.sourcePath, doc.body)];
  return cachedByContent('markdown', doc.sourcePath, inputs, () => docMarkdown(doc, { routesBySource: getRoutesBySource(), docIdsBySource: getDocIdsBySource() }));
}

/** What llms-full.txt puts between two docs. */
export const LLMS_FULL_SEPARATOR = '\n---\n\n';

/** llms-full.txt's opening lines, before the first doc. */
export function llmsFullIntro(): string {
  return `# ${siteConfig.title}\n\n> ${siteConfig.description}\n\nAll ${getDocsInReadingOrder().length} docs pages in sidebar order, as Markdown. Page index: ${absoluteUrl('/llms.txt')}.\n`;
}

/**
 * llms-full.txt: every doc as Markdown, in sidebar order, each with its title, URL and body.
 * `next dev` serves this string; a build writes the same bytes from the `.md` copies, a doc at
 * a time (lib/build/markdown-files.ts).
 */
export function getLlmsFull(): string {
  return [llmsFullIntro(), ...getDocsInReadingOrder().map(getDocMarkdown)].join(LLMS_FULL_SEPARATOR);
}
