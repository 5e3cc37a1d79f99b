import { describe, expect, it, vi } from 'vitest';
import { compilePage } from './compile-page';

vi.mock('next/navigation', async (actual) => ({ ...(await actual<typeof import('next/navigation')>()), useRouter: () => ({ prefetch() {} }) }));

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
  it.each(['md', 'mdx'] as const)('draws the page headings of the site TOC levels (h2-h3) as nested links in a .%s page', async (format) => {
    const { html, toc } = await compilePage(`import TOCInline from '@theme/TOCInline';\n\n<TOCInline toc={toc} />\n\n${HEADINGS}`, { format });
    expect(inlineToc(html)).toEqual(['1:Install->#install', '2:On a laptop->#on-a-laptop', '1:Configure->#configure', '2:Keys->#keys']);
    // The page's own table of contents is unchanged, and the list does not swallow the headings after it.
    expect(toc.map((item) => item.id)).toEqual(['install', 'on-a-laptop', 'configure', 'keys']);
    expect(html).toMatch(/<\/div>\s*<h2 id="install">/);
  });

  it.each(['md', 'mdx'] as const)('takes minHeadingLevel and maxHeadingLevel in a .%s page', async (format) => {
    const { html } = await compilePage(`<TOCInline toc={toc} minHeadingLevel={3} maxHeadingLevel={4} />\n\n${HEADINGS}`, { format });
    expect(inlineToc(html)).toEqual(['1:On a laptop->#on-a-laptop', '2:With Docker->#with-docker', '1:Keys->#keys']);
  });

  it('leaves its link texts out of the search sections', async () => {
    const { sections } = await compilePage(`Intro.\n\n<TOCInline toc={toc} />\n\n${HEADINGS}`);
    expect(sections[0]).toEqual({ id: '', depth: 0, heading: '', text: 'Intro.' });
  });
});
