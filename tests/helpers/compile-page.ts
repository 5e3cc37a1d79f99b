import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { compileMarkdownSource } from '@/lib/mdx/compile';
import { renderCompiledSource } from '@/components/mdx/render-compiled-source';

/*
 * A page compiled through the real pipeline and rendered with the site's components, as a reader
 * gets it. Test files using this mock next/navigation's useRouter: the links need a router only
 * to prefetch.
 */
export const site = path.join(process.cwd(), 'tests/fixtures/a-small-docs-site');
export const docs = path.join(site, 'docs');
export const routesBySource = new Map([
  [path.join(docs, 'index.md'), '/'],
  [path.join(docs, 'guide/first-steps.md'), '/guide/first-steps'],
  [path.join(docs, 'guide/second.md'), '/guide/second'],
]);
/** Where messages name the page compiled by `compilePage`, relative to the repository. */
export const PAGE = 'tests/fixtures/a-small-docs-site/docs/guide/first-steps.md';

export async function compilePage(
  body: string,
  { format = 'md', bodyStartLine }: { format?: 'md' | 'mdx'; bodyStartLine?: number } = {},
) {
  const sourcePath = path.join(docs, `guide/first-steps.${format}`);
  const { code, toc, sections } = await compileMarkdownSource(
    { sourcePath, body, format, bodyStartLine },
    { routesBySource, contentRoot: site, onBrokenMarkdownLink: () => {} },
  );
  // React separates adjacent text nodes with empty comments; a reader never sees them.
  const html = renderToStaticMarkup(renderCompiledSource({ code })).replace(/<!-- -->/g, '');
  return { html, code, toc, sections };
}
