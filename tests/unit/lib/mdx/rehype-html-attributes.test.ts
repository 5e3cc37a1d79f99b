import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { compileMarkdownToHtml } from '@/lib/mdx/compile-html';
import { compilePage, docs, routesBySource, site } from '@/tests/helpers/compile-page';

vi.mock('next/navigation', async (actual) => ({
  ...(await actual<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch() {} }),
}));

/*
 * Attributes pages written for Docusaurus carry: `<summary markdown="span">` (Jest's Getting
 * Started) and `<a target="_blank">` (Stencil's Versioning). Neither stops the build; the first is
 * dropped, and a link opening a new tab gets rel="noopener noreferrer".
 */
const SUMMARY =
  '<details>\n  <summary markdown="span"><strong>Babel</strong> setup</summary>\n\nConfigure it.\n\n</details>\n';
const NEW_TAB = 'Read <a href="https://semver.org/" target="_blank">SemVer</a> first.\n';

describe('Docusaurus HTML attributes', () => {
  it.each(['md', 'mdx'] as const)('drop markdown= from <summary> in a .%s page and keep its text', async (format) => {
    const { html } = await compilePage(SUMMARY, { format });
    expect(html).toMatch(/<details>\s*<summary><strong>Babel<\/strong> setup<\/summary>/);
    expect(html).not.toContain('markdown=');
  });

  it.each(['md', 'mdx'] as const)(
    'keep target="_blank" on a link of a .%s page, adding rel="noopener noreferrer"',
    async (format) => {
      const { html } = await compilePage(NEW_TAB, { format });
      const link = html.match(/<a [^>]*href="https:\/\/semver.org\/"[^>]*>/)?.[0] ?? '';
      expect(link).toContain('target="_blank"');
      expect(link).toMatch(/rel="noopener noreferrer"/);
    },
  );

  it("keep a rel of the author's own beside noopener noreferrer", async () => {
    const { html } = await compilePage('<a href="https://semver.org/" target="_blank" rel="external">SemVer</a>\n');
    expect(html).toMatch(/rel="external noopener noreferrer"/);
  });

  it('do the same in feed entries', async () => {
    const html = await compileMarkdownToHtml(
      { sourcePath: path.join(docs, 'guide/first-steps.md'), body: `${SUMMARY}\n${NEW_TAB}` },
      {
        routesBySource,
        contentRoot: site,
        pageUrl: 'https://docs.example/guide/first-steps',
        onBrokenMarkdownLink: () => {},
      },
    );
    expect(html).toContain('<summary><strong>Babel</strong> setup</summary>');
    expect(html).toContain('<a href="https://semver.org/" target="_blank" rel="noopener noreferrer">SemVer</a>');
  });
});
