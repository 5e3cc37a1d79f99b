import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { outlineMarkdown } from '../../../lib/mdx/outline';
import { normalisePath } from '../../../lib/routes';
import type { MarkdownFile } from '../../../lib/content/files';
import { lineInMessage, type ContentProblem } from './content-problem';

interface ReadPage {
  file: MarkdownFile;
  /** URL path of the page when it is a doc (anchors into it can be checked). */
  path?: string;
  ids: Set<string>;
  links: { href: string; line: number }[];
}

/**
 * Reads every page through the outline pipeline (the build's Markdown plugins, no colours):
 * broken `.md` links, missing images and missing example files surface as they do in the build,
 * then every internal link is checked for its page (`knownPaths`, when the route table could be
 * built) and its `#anchor` against the ids of the target page.
 */
export async function checkLinks(
  pages: MarkdownFile[],
  routesBySource: Map<string, string>,
  knownPaths: Set<string> | undefined,
  docIdsBySource?: Map<string, string>,
): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  const read: ReadPage[] = [];
  for (const file of pages) {
    // The build's messages name the file and line in their text; here they lead the line instead.
    const report = (message: string) =>
      problems.push({
        file: file.displayPath,
        line: lineInMessage(message.replace(file.displayPath, '')),
        message: message.replace(/:? referenced in \S+(?: at line \d+)?/, '').replace(/ in \S+:\d+ /, ' '),
      });
    try {
      const { tree } = await outlineMarkdown(
        { sourcePath: file.absPath, body: file.body, bodyStartLine: file.bodyStartLine, format: file.absPath.endsWith('.mdx') ? 'mdx' : 'md' },
        { routesBySource, docIdsBySource, onBrokenMarkdownLink: report, onBrokenMarkdownImage: report },
      );
      read.push({ file, path: routesBySource.get(file.absPath), ...idsAndLinks(tree) });
    } catch (error) {
      report((error as Error).message);
    }
  }
  const byPath = new Map(read.filter((page) => page.path !== undefined).map((page) => [page.path!, page]));
  for (const page of read) {
    for (const { href, line } of page.links) {
      const problem = linkProblem(href, page, byPath, knownPaths);
      if (problem) problems.push({ file: page.file.displayPath, line, message: problem });
    }
  }
  return problems;
}

function linkProblem(href: string, page: ReadPage, byPath: Map<string, ReadPage>, knownPaths: Set<string> | undefined): string | undefined {
  const [rawPath, hash] = href.split('#', 2);
  const targetPath = rawPath === '' ? page.path : normalisePath(rawPath.split('?')[0]);
  const target = rawPath === '' ? page : byPath.get(targetPath ?? '');
  if (rawPath !== '' && !target) {
    if (knownPaths && !knownPaths.has(targetPath!)) return `link "${href}" points at no page`;
    return undefined;
  }
  if (hash && target && !target.ids.has(decodeURIComponent(hash))) {
    return `link "${href}" points at an anchor that ${rawPath === '' ? 'this page' : target.file.displayPath} does not have`;
  }
  return undefined;
}

/** Ids a link can target, and the internal links with their lines. */
function idsAndLinks(tree: Root): Pick<ReadPage, 'ids' | 'links'> {
  const ids = new Set<string>();
  const links: ReadPage['links'] = [];
  visit(tree, 'element', (node: Element) => {
    if (typeof node.properties.id === 'string') ids.add(node.properties.id);
    const href = node.tagName === 'a' ? node.properties.href : undefined;
    if (typeof href === 'string' && /^[/#]/.test(href) && !href.startsWith('//') && !href.startsWith('/assets/')) {
      links.push({ href, line: node.position?.start.line ?? 1 });
    }
  });
  return { ids, links };
}
