import path from 'node:path';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { contentRoot } from '../content/files';

export interface DocLinkOptions {
  /** Absolute source path of every page -> its URL path. */
  routesBySource: Map<string, string>;
  /** Absolute source path of every doc -> its doc id, for links written by id (`other-page#anchor`). */
  docIdsBySource?: Map<string, string>;
  /** Called for a relative Markdown link that matches no page; the link is left as written. */
  onBrokenLink: (message: string) => void;
  /** The content folder (holding docs/ and blog/), from which `/guide/setup.md` links resolve; the site's by default. */
  root?: string;
  /** Told every lookup a link made in the tables and what it found: the content stage keeps them (lib/stage/link-lookups.ts). */
  onLookup?: (lookup: LinkLookup) => void;
}

/** One question a link asked of the link tables, and the answer: what a compiled page depends on in other pages. */
export type LinkLookup = [table: LinkTable, key: string, found: string | boolean | null];
export type LinkTable = 'route' | 'docPath' | 'docId' | 'idPath';

interface LinkTargets {
  docPaths: Set<string>;
  pathById: Map<string, string>;
}

const NO_DOC_IDS = new Map<string, string>();
const targetsOf = new WeakMap<Map<string, string>, WeakMap<Map<string, string>, LinkTargets>>();

/**
 * Every page's URL, and every doc id's, made once per pair of tables: the plugin is set up again
 * for every page compiled (and every partial it includes), and at 9,500 pages making both for
 * each was work in the square of the pages, in the build workers and the `.md` copies alike.
 */
function linkTargets(
  routesBySource: Map<string, string>,
  docIdsBySource: Map<string, string> = NO_DOC_IDS,
): LinkTargets {
  let byIds = targetsOf.get(routesBySource);
  if (!byIds) targetsOf.set(routesBySource, (byIds = new WeakMap()));
  let targets = byIds.get(docIdsBySource);
  if (!targets) {
    const pathById = new Map<string, string>();
    for (const [source, id] of docIdsBySource) {
      const route = routesBySource.get(source);
      if (route !== undefined) pathById.set(id, route);
    }
    targets = { docPaths: new Set(routesBySource.values()), pathById };
    byIds.set(docIdsBySource, targets);
  }
  return targets;
}

/** Answers `lookup`'s question from the tables as they are now. */
export function lookUp(
  table: LinkTable,
  key: string,
  routesBySource: Map<string, string>,
  docIdsBySource?: Map<string, string>,
): string | boolean | null {
  if (table === 'route') return routesBySource.get(key) ?? null;
  if (table === 'docId') return docIdsBySource?.get(key) ?? null;
  const { docPaths, pathById } = linkTargets(routesBySource, docIdsBySource);
  return table === 'docPath' ? docPaths.has(key) : (pathById.get(key) ?? null);
}

const MARKDOWN_LINK = /^(?![a-z][a-z0-9+.-]*:|\/|#)([^?#]+\.mdx?)(#.*)?$/i;
/** A Markdown file by path from the content root: `/config/01-overview.md#globalscript`. */
const ROOTED_MARKDOWN_LINK = /^\/(?!\/)([^?#]+\.mdx?)(#.*)?$/i;
/** A relative link: `other-page#anchor`, `./setup`, `../guide/setup`, `./data.zip`. */
const RELATIVE_LINK = /^(?![a-z][a-z0-9+.-]*:|\/|#)([^?#]+)(#.*)?$/i;
/** A Docusaurus route: `/docs/<doc path or id>`, for a site that serves docs under `/docs`. */
const DOCS_ROUTE = /^\/docs(\/[^?#]*)?(#.*)?$/;

/**
 * Rewrites links between pages into the URL of the page they build, as a Docusaurus site's links
 * resolve: relative `.md(x)` links by file; relative links without an extension by file, then by
 * doc id from the page's folder (`other-page#anchor`), then as the browser would resolve them
 * against the page's URL; `/docs/...` routes to the doc they name where one exists. A `.md` link
 * to no file is reported with its file and line. A `.md` path starting with `/` is a file from the
 * content root: the page's own folder of content (docs/ or blog/), then the content folder itself
 * (`/docs/guide/setup.md`), as Docusaurus resolves it; matching no file, it is left as written (it
 * may be a page's Markdown copy), for the link checks to judge.
 */
export function remarkDocLinks({
  routesBySource,
  docIdsBySource,
  onBrokenLink,
  root = contentRoot,
  onLookup,
}: DocLinkOptions) {
  const tables = linkTargets(routesBySource, docIdsBySource);
  const ask = <T extends string | boolean | undefined>(table: LinkTable, key: string, found: T): T => {
    onLookup?.([table, key, found ?? null]);
    return found;
  };
  const route = (source: string) => ask('route', source, routesBySource.get(source));
  const isDocPath = (url: string) => ask('docPath', url, tables.docPaths.has(url));
  const pathOfId = (id: string) => ask('idPath', id, tables.pathById.get(id));
  return (tree: Root, file: VFile) => {
    const from = file.path;
    if (!from) return;
    // A partial's text shows on the page that includes it: links by id and URL resolve as the page's.
    const page = file.data.pageSourcePath ?? from;
    const where = (line: number | undefined) => `${path.relative(process.cwd(), from)}${line ? `:${line}` : ''}`;
    visit(tree, ['link', 'definition'], (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const markdown = MARKDOWN_LINK.exec(node.url);
      if (markdown) {
        const target = route(path.resolve(path.dirname(from), decodeURI(markdown[1])));
        if (target === undefined) {
          onBrokenLink(
            `Markdown link "${node.url}" in ${where(node.position?.start.line)} does not resolve to any doc.`,
          );
          return;
        }
        node.url = `${target}${markdown[2] ?? ''}`;
        return;
      }
      const rooted = ROOTED_MARKDOWN_LINK.exec(node.url);
      if (rooted) {
        const target = byRootedFile(page, decodeURI(rooted[1]));
        if (target !== undefined) node.url = `${target}${rooted[2] ?? ''}`;
        return;
      }
      const relative = RELATIVE_LINK.exec(node.url);
      // A file beside the page (`./data.zip`) is not a page link; `.`, `..` and names without an extension are.
      if (relative && !/\.[^./]+\/?$/.test(relative[1].replace(/(^|\/)\.\.?\/?$/, ''))) {
        const link = relative[1].replace(/(.)\/$/, '$1');
        const target = byFile(from, link) ?? byId(page, link) ?? byUrl(route(page), link);
        if (target !== undefined) node.url = `${target}${relative[2] ?? ''}`;
        return;
      }
      const docsRoute = DOCS_ROUTE.exec(node.url);
      if (docsRoute && !isDocPath(node.url.split('#')[0])) {
        const rest = docsRoute[1] ?? '/';
        const target = isDocPath(rest) ? rest : pathOfId(rest.replace(/^\/|\/$/g, ''));
        if (target !== undefined) node.url = `${target}${docsRoute[2] ?? ''}`;
      }
    });
  };

  function byFile(from: string, link: string): string | undefined {
    const base = path.resolve(path.dirname(from), decodeURI(link));
    return route(`${base}.md`) ?? route(`${base}.mdx`);
  }

  function byRootedFile(page: string, file: string): string | undefined {
    const own = path.relative(root, page).split(path.sep)[0];
    const roots = [...(own && !own.startsWith('..') ? [path.join(root, own)] : []), path.join(root, 'docs'), root];
    for (const base of roots) {
      const target = route(path.join(base, file));
      if (target !== undefined) return target;
    }
    return undefined;
  }

  function byId(from: string, link: string): string | undefined {
    const id = ask('docId', from, docIdsBySource?.get(from));
    if (id === undefined) return undefined;
    return pathOfId(path.posix.join(path.posix.dirname(id), decodeURI(link)).replace(/\/$/, ''));
  }

  /**
   * Where the browser would go from the page's URL. Written out in full, so the link checks (npm
   * run check with its line, the build's check of out/) judge the address a reader reaches.
   */
  function byUrl(pageUrl: string | undefined, link: string): string | undefined {
    if (pageUrl === undefined) return undefined;
    return new URL(link, `https://site.invalid${pageUrl}`).pathname.replace(/(.)\/$/, '$1');
  }
}
