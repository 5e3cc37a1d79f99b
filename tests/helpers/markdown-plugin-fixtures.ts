import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { compileMarkdownSource } from '@/lib/mdx/compile';
import { compileMarkdownToHtml } from '@/lib/mdx/compile-html';
import { renderCompiledSource } from '@/components/mdx/render-compiled-source';

/*
 * Fixture pairs for the Markdown plugins: tests/fixtures/markdown-plugins/<plugin>/<case>.md (or
 * .mdx) is a page, and <case>.html beside it what the site renders for it. A case's folder is its
 * content root, so partials (`_name.md`), `examples/` files, images and linked pages sit beside it.
 */
export const PLUGIN_FIXTURES = path.join(process.cwd(), 'tests/fixtures/markdown-plugins');

/** Plugins whose work only a feed shows: their cases render as compileMarkdownToHtml writes a feed entry. */
const FEED_ONLY = new Set(['rehype-absolute-urls']);

const PAGE = /\.mdx?$/;

export const pluginFolders = (): string[] =>
  fs
    .readdirSync(PLUGIN_FIXTURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** A folder's cases: its own `.md` and `.mdx` files that are not partials. */
export const casesOf = (plugin: string): string[] =>
  fs
    .readdirSync(path.join(PLUGIN_FIXTURES, plugin))
    .filter((name) => PAGE.test(name) && !name.startsWith('_'))
    .sort();

export const expectedFileOf = (plugin: string, page: string): string =>
  path.join(PLUGIN_FIXTURES, plugin, page.replace(PAGE, '.html'));

/** Every page of a folder (its cases and the pages they link to), with the route and doc id a site would give it. */
function pagesOf(root: string): { routesBySource: Map<string, string>; docIdsBySource: Map<string, string> } {
  const routesBySource = new Map<string, string>();
  const docIdsBySource = new Map<string, string>();
  for (const rel of fs.readdirSync(root, { recursive: true }) as string[]) {
    const file = rel.split(path.sep).join('/');
    if (!PAGE.test(file) || path.posix.basename(file).startsWith('_') || file.startsWith('examples/')) continue;
    const id = file.replace(PAGE, '');
    routesBySource.set(path.join(root, rel), `/${id}`);
    docIdsBySource.set(path.join(root, rel), id);
  }
  return { routesBySource, docIdsBySource };
}

/** The HTML the site renders for a case, as its `.html` holds it. */
export async function renderCase(plugin: string, page: string): Promise<string> {
  const root = path.join(PLUGIN_FIXTURES, plugin);
  const sourcePath = path.join(root, page);
  const body = fs.readFileSync(sourcePath, 'utf8');
  const format = page.endsWith('.mdx') ? 'mdx' : 'md';
  const options = { ...pagesOf(root), contentRoot: root };
  if (FEED_ONLY.has(plugin)) {
    const pageUrl = `https://plumbline.example/${page.replace(PAGE, '')}`;
    return `${await compileMarkdownToHtml({ sourcePath, body }, { ...options, pageUrl })}\n`;
  }
  const { code } = await compileMarkdownSource({ sourcePath, body, format }, options);
  // React separates adjacent text nodes with empty comments; a reader never sees them.
  return `${renderToStaticMarkup(renderCompiledSource({ code })).replace(/<!-- -->/g, '')}\n`;
}
