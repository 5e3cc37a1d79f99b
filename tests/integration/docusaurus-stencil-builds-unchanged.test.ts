import path from 'node:path';
import { vi } from 'vitest';
import { describeDocusaurusSet } from '@/tests/helpers/docusaurus-set';

vi.mock('next/navigation', async (actual) => ({
  ...(await actual<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch() {} }),
  usePathname: () => '/',
}));

/*
 * Stencil's documentation (MIT), as its website builds it with Docusaurus 3: <Tabs> with a
 * `values` list, npm2yarn blocks, titled admonitions, _category_.json folders, slugs, footnotes,
 * HTML comments, links to files by path from the docs root.
 * tests/fixtures/docusaurus-stencil/README.md names the source and what the site adds beside it.
 */
describeDocusaurusSet('Stencil', {
  dir: path.join(process.cwd(), 'tests/fixtures/docusaurus-stencil'),
  // A chart drawn by a component of Stencil's website (@site/src/components).
  ownComponents: { 'docs/components/component-lifecycle.md': ['LifecycleMethodsChart'] },
  ownBrokenLinks: [
    `docs/testing/webdriverio/04-visual-testing.md:56: image "/img/testing/diff-example.png" is not a file under public/: put it there, or link an image beside the page by a relative path`,
  ],
  docsSha256: 'a008c22d17e43c04c19eb60447261bff6d9272c84faa0f4b0ebca0d75ac1ca9b',
  sourceTotals: {
    admonitions: { note: 75, tip: 8, info: 9, warning: 12, danger: 0 },
    admonitionTitles: 2,
    details: 0,
    tabs: 47,
    tabItems: 141,
    partials: 0,
    headings: 735,
    explicitHeadingIds: 0,
    links: 577,
    docIdLinks: 0,
    codeBlocks: 737,
    highlightedLines: 0,
    tables: 21,
    images: 1,
  },
});
