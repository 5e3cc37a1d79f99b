import { describe, expect, it, vi } from 'vitest';
import { compilePage } from '@/tests/helpers/compile-page';

vi.mock('next/navigation', async (actual) => ({
  ...(await actual<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch() {} }),
}));

const HEADINGS = '## Install\n\n### On a laptop\n\n#### With Docker\n\n## Configure\n\n### Keys\n';

/** The inline table of contents as its nested links, `depth:text->#id`, in page order. */
function inlineToc(html: string): string[] {
  const box = /<div class="toc-inline">(.*?)<\/div>/.exec(html)?.[1];
  if (box === undefined) return [];
  const items: string[] = [];
  let depth = 0;
  for (const [tag, href, text] of box.matchAll(/<\/?ul>|<a href="([^"]+)">([^<]*)<\/a>/g)) {
    if (tag === '<ul>') depth += 1;
    else if (tag === '</ul>') depth -= 1;
    else items.push(`${depth}:${text}->${href}`);
  }
  return items;
}

describe('<TOCInline> as Docusaurus pages write it', () => {
  it.each(['md', 'mdx'] as const)(
    'draws the page headings of the site TOC levels (h2-h3) as nested links in a .%s page',
    async (format) => {
      const { html, toc } = await compilePage(
        `import TOCInline from '@theme/TOCInline';\n\n<TOCInline toc={toc} />\n\n${HEADINGS}`,
        { format },
      );
      expect(inlineToc(html)).toEqual([
        '1:Install->#install',
        '2:On a laptop->#on-a-laptop',
        '1:Configure->#configure',
        '2:Keys->#keys',
      ]);
      // The page's own table of contents is unchanged, and the list does not swallow the headings after it.
      expect(toc.map((item) => item.id)).toEqual(['install', 'on-a-laptop', 'configure', 'keys']);
      expect(html).toMatch(/<\/div>\s*<h2 id="install">/);
    },
  );

  it.each(['md', 'mdx'] as const)('takes minHeadingLevel and maxHeadingLevel in a .%s page', async (format) => {
    const { html } = await compilePage(
      `<TOCInline toc={toc} minHeadingLevel={3} maxHeadingLevel={4} />\n\n${HEADINGS}`,
      { format },
    );
    expect(inlineToc(html)).toEqual(['1:On a laptop->#on-a-laptop', '2:With Docker->#with-docker', '1:Keys->#keys']);
  });

  it.each(['md', 'mdx'] as const)(
    'narrows toc with .slice and .filter by level in a .%s page, as Docusaurus documents',
    async (format) => {
      const draw = async (toc: string) =>
        inlineToc((await compilePage(`<TOCInline toc={${toc}} />\n\n${HEADINGS}`, { format })).html);
      // `toc` holds every h2-h6 heading; the levels shown (h2-h3 here) are chosen after the slice.
      expect(await draw('toc.slice(1)')).toEqual([
        '1:On a laptop->#on-a-laptop',
        '1:Configure->#configure',
        '2:Keys->#keys',
      ]);
      expect(await draw('toc.slice(3)')).toEqual(['1:Configure->#configure', '2:Keys->#keys']);
      expect(await draw('toc.slice(1, 3)')).toEqual(['1:On a laptop->#on-a-laptop']);
      expect(await draw('toc.filter((node) => node.level === 2)')).toEqual([
        '1:Install->#install',
        '1:Configure->#configure',
      ]);
      expect(await draw('toc.slice(0, -1).filter(n => n.level === 3 || n.level === 4)')).toEqual([
        '1:On a laptop->#on-a-laptop',
      ]);
    },
  );

  it.each(['md', 'mdx'] as const)(
    'stops a .%s page whose toc is any other JavaScript, naming what it reads',
    async (format) => {
      await expect(compilePage(`<TOCInline toc={toc.map((n) => n)} />\n\n${HEADINGS}`, { format })).rejects.toThrow(
        /The <TOCInline> in [^ ]+:1:1 has toc=\{toc\.map\(\(n\) => n\)\}, JavaScript this site does not run: write toc, toc\.slice\(1\)/,
      );
    },
  );

  it("keeps a heading's inline code in its link, and gives up links inside it", async () => {
    const { html } = await compilePage(
      '<TOCInline toc={toc} />\n\n## `jest.Mocked<Source>`\n\n## See [the guide](https://example.com)\n',
    );
    expect(html).toContain('<a href="#jestmockedsource"><code>jest.Mocked&lt;Source&gt;</code></a>');
    expect(html).toContain('<a href="#see-the-guide">See the guide</a>');
  });

  it('leaves its link texts out of the search sections', async () => {
    const { sections } = await compilePage(`Intro.\n\n<TOCInline toc={toc} />\n\n${HEADINGS}`);
    expect(sections[0]).toEqual({ id: '', depth: 0, heading: '', text: 'Intro.' });
  });
});
