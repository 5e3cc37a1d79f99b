import { siteConfig } from './site-config';
import { getDocByPath, getSidebar } from './content/source';
import { getDocIdsBySource, getRoutesBySource } from './content/link-targets';
import { flattenSidebar } from './content/sidebar';
import type { Doc, SidebarItem } from './content/docs';
import { absoluteUrl, getRouteTable, routeDescriptions } from './routes';
import { docMarkdown, markdownPath } from './doc-markdown';
import type { ParsedPage } from './mdx/compile-input';
import type { LinkLookup } from './mdx/remark-doc-links';

/** Where the whole docs set lives as one Markdown file. */
export const LLMS_FULL_PATH = '/llms-full.txt';

/** llms.txt: title, summary, then the docs by sidebar section and the rest of the site. */
export function getLlmsIndex(): string {
  const routes = getRouteTable();
  const describe = routeDescriptions(routes);
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
  return (
    [
      `# ${siteConfig.title}`,
      `> ${siteConfig.description}`,
      `Every doc is also served as Markdown at its URL plus \`.md\` (for example ${absoluteUrl(markdownPath(example))}), and in sidebar order in one file of up to ${LLMS_FULL_MAX_BYTES / 1024 / 1024} MB: ${absoluteUrl(LLMS_FULL_PATH)}.`,
      `## Getting started\n\n${topLevel.join('\n')}`,
      ...sections,
      `## Optional\n\n${[line('The docs as one Markdown file', LLMS_FULL_PATH), ...other.map((r) => line(r.title, r.path))].join('\n')}`,
    ].join('\n\n') + '\n'
  );
}

/** The docs in sidebar reading order (category index pages have no Markdown of their own). */
export function getDocsInReadingOrder(): Doc[] {
  return flattenSidebar(getSidebar()).flatMap((link) => getDocByPath(link.path) ?? []);
}

/**
 * One doc as Markdown, what `<path>.md` serves and the 'Copy page' button copies: made by the
 * content stage from `parsed`, the page as its compile parsed it, and kept nowhere (at 10,000
 * pages keeping every result held more than the docs themselves).
 */
export function makeDocMarkdown(doc: Doc, parsed?: ParsedPage, onLinkLookup?: (lookup: LinkLookup) => void): string {
  // Spread, the body is read once, where a build reads it from the file each time it is asked for.
  return docMarkdown(
    { ...doc },
    { routesBySource: getRoutesBySource(), docIdsBySource: getDocIdsBySource(), onLinkLookup },
    parsed,
  );
}

/** What llms-full.txt puts between two docs. */
export const LLMS_FULL_SEPARATOR = '\n---\n\n';

/**
 * Largest llms-full.txt, in bytes. Static hosts refuse a larger single file (Cloudflare Pages at
 * 25 MiB, GitHub at 100 MB), and at 9,501 docs pages every doc made 127 MB. Past this the file
 * holds the docs that fit, in reading order, and says where the others are.
 */
export const LLMS_FULL_MAX_BYTES = 20 * 1024 * 1024;

/** Room kept for the opening lines and the closing note. */
const LLMS_FULL_NOTES_BYTES = 2048;

/** How many docs, in reading order, llms-full.txt holds, from the byte length of each doc's Markdown. */
export function llmsFullDocCount(docBytes: number[], maxBytes: number = LLMS_FULL_MAX_BYTES): number {
  let total = LLMS_FULL_NOTES_BYTES;
  let count = 0;
  for (const bytes of docBytes) {
    total += LLMS_FULL_SEPARATOR.length + bytes;
    if (total > maxBytes) break;
    count += 1;
  }
  return count;
}

/** "1 docs page", "2 docs pages": counts in llms-full.txt's notes read as English. */
function docsPages(count: number): string {
  return `${count} docs ${count === 1 ? 'page' : 'pages'}`;
}

/** llms-full.txt's opening lines, before the first doc: how many of the docs it holds. */
export function llmsFullIntro(held: number, docs: number): string {
  const what =
    held === docs
      ? `${docs === 1 ? 'The one docs page' : `All ${docsPages(docs)}`} in sidebar order, as Markdown.`
      : `The first ${held === 1 ? 'one' : held} of the ${docsPages(docs)} in sidebar order, as Markdown: all of them would make a file larger than static hosts accept. The page index lists every page with its Markdown copy.`;
  return `# ${siteConfig.title}\n\n> ${siteConfig.description}\n\n${what} Page index: ${absoluteUrl('/llms.txt')}.\n`;
}

/** The note after the last doc when llms-full.txt could not hold them all ('' when it holds every doc). */
export function llmsFullEnd(docs: Doc[], held: number): string {
  const next = docs[held];
  if (!next) return '';
  return `${LLMS_FULL_SEPARATOR}This file ends here, ${docsPages(docs.length - held)} short. The next in sidebar order is ${next.title}: ${absoluteUrl(markdownPath(next.path))}. Every page and its Markdown copy: ${absoluteUrl('/llms.txt')}.\n`;
}
