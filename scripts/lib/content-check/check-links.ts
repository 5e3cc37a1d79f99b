import fs from 'node:fs';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { outlineMarkdown } from '../../../lib/mdx/outline';
import { PageProblemsError } from '../../../lib/mdx/page-problems';
import { originOf } from '../../../lib/mdx/source-file';
import { normalisePath } from '../../../lib/routes';
import { toDisplayPath, type MarkdownFile } from '../../../lib/content/files';
import { lineInMessage, type ContentProblem } from './content-problem';
import { basePath } from '../../../lib/site-deploy.mjs';

interface ReadPage {
  file: MarkdownFile;
  /** URL path of the page when it is a doc (anchors into it can be checked). */
  path?: string;
  ids: Set<string>;
  /** Each internal link, with the file that writes it (a partial's, for text the page includes) and its line. */
  links: { href: string; file: string; line: number }[];
  /** Each image given by an absolute path on the site (`/img/x.png`), which a file under public/ serves. */
  images: { src: string; file: string; line: number }[];
}

/**
 * Reads every page through the outline pipeline (the build's Markdown plugins, no colours):
 * broken `.md` links, missing images and missing example files surface as they do in the build,
 * then every internal link is checked for its page (`knownPaths`, when the route table could be
 * built) and its `#anchor` against the ids of the target page. What the build would only warn
 * about (a component left out at the 'warn' level of lib/site-checks.mjs) goes to `warnings`.
 */
export async function checkLinks(
  pages: MarkdownFile[],
  routesBySource: Map<string, string>,
  knownPaths: Set<string> | undefined,
  docIdsBySource?: Map<string, string>,
  warnings: ContentProblem[] = [],
): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  const read: ReadPage[] = [];
  for (const file of pages) {
    const report = (message: string) => problems.push(problemIn(file.displayPath, message));
    try {
      const { tree } = await outlineMarkdown(
        {
          sourcePath: file.absPath,
          body: file.body,
          bodyStartLine: file.bodyStartLine,
          format: file.absPath.endsWith('.mdx') ? 'mdx' : 'md',
        },
        {
          routesBySource,
          docIdsBySource,
          onBrokenMarkdownLink: report,
          onBrokenMarkdownImage: report,
          onPageWarning: (warning) =>
            warnings.push({
              file: warning.file,
              line: warning.line,
              message: `warning: ${withoutPlace(warning.message)}`,
            }),
        },
      );
      read.push({ file, path: routesBySource.get(file.absPath), ...idsAndLinks(tree, file.displayPath) });
    } catch (error) {
      // Every problem the page's plugins found, each in the file that holds it; else the one error.
      if (error instanceof PageProblemsError)
        for (const problem of error.problems)
          problems.push({ file: problem.file, line: problem.line, message: withoutPlace(problem.message) });
      else report((error as Error).message);
    }
  }
  const byPath = new Map(read.filter((page) => page.path !== undefined).map((page) => [page.path!, page]));
  for (const page of read) {
    for (const { href, file, line } of page.links) {
      const problem = linkProblem(href, page, byPath, knownPaths);
      if (problem) problems.push({ file, line, message: problem });
    }
    for (const { src, file, line } of page.images) {
      if (!publicFileExists(src))
        problems.push({
          file,
          line,
          message: `image "${src}" is not a file under public/: put it there, or link an image beside the page by a relative path`,
        });
    }
  }
  return problems;
}

const withoutBasePath = (src: string) =>
  basePath && src.startsWith(`${basePath}/`) ? src.slice(basePath.length) : src;

/** Whether `public/` holds the file an absolute image path names (the base URL left out), as the exported site would serve it. */
function publicFileExists(src: string): boolean {
  const file = path.join(process.cwd(), 'public', decodeURI(withoutBasePath(src).split(/[?#]/)[0]));
  return (
    file.startsWith(path.join(process.cwd(), 'public') + path.sep) &&
    fs.statSync(file, { throwIfNoEntry: false })?.isFile() === true
  );
}

function linkProblem(
  href: string,
  page: ReadPage,
  byPath: Map<string, ReadPage>,
  knownPaths: Set<string> | undefined,
): string | undefined {
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

/**
 * A message of the build, which names its file and line in its text (`in page.md:3:1`, `referenced
 * in page.md at line 3`), as `npm run check` prints it: the file and line lead, the text follows.
 * The file named is the page's own, or a partial's it includes.
 */
function problemIn(page: string, message: string): ContentProblem {
  const named = / in (\S+?):(\d+)(?::\d+)? |referenced in (\S+) at line (\d+)/.exec(message);
  const file = named?.[1] ?? named?.[3] ?? page;
  return {
    file,
    line: named ? Number(named[2] ?? named[4]) : lineInMessage(message.replace(page, '')),
    message: withoutPlace(message),
  };
}

function withoutPlace(message: string): string {
  return message.replace(/:? referenced in \S+(?: at line \d+)?/, '').replace(/ in \S+:\d+(?::\d+)? /, ' ');
}

/** Ids a link can target, and the internal links and absolute image paths with the file and line that write them. */
function idsAndLinks(tree: Root, page: string): Pick<ReadPage, 'ids' | 'links' | 'images'> {
  const ids = new Set<string>();
  const links: ReadPage['links'] = [];
  const images: ReadPage['images'] = [];
  const writtenIn = (node: Element) => {
    const origin = originOf(node);
    return { file: origin ? toDisplayPath(origin) : page, line: node.position?.start.line ?? 1 };
  };
  visit(tree, 'element', (node: Element) => {
    if (typeof node.properties.id === 'string') ids.add(node.properties.id);
    const href = node.tagName === 'a' ? node.properties.href : undefined;
    if (typeof href === 'string' && /^[/#]/.test(href) && !href.startsWith('//') && !href.startsWith('/assets/'))
      links.push({ href, ...writtenIn(node) });
    // Images beside the page become /assets/ URLs, checked where the compile resolves them.
    const src = node.tagName === 'img' ? node.properties.src : undefined;
    if (
      typeof src === 'string' &&
      src.startsWith('/') &&
      !src.startsWith('//') &&
      !withoutBasePath(src).startsWith('/assets/')
    )
      images.push({ src, ...writtenIn(node) });
  });
  return { ids, links, images };
}
