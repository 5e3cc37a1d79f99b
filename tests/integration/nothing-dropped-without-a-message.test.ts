import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { compileMarkdownToHtml } from '@/lib/mdx/compile-html';
import { outlineMarkdown } from '@/lib/mdx/outline';
import type { PageProblemsError } from '@/lib/mdx/page-problems';
import { CONTENT_COMPONENTS } from '@/lib/mdx/content-components';
import { mdxComponents } from '@/components/mdx/mdx-components';
import { compilePage, docs, PAGE, routesBySource, site } from '@/tests/helpers/compile-page';

vi.mock('next/navigation', async (actual) => ({
  ...(await actual<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch() {} }),
}));

const MDX_PAGE = PAGE.replace(/\.md$/, '.mdx');
const SEE = '(docs/authoring.md, "HTML in pages")';
const ELEMENTS =
  'details, summary, div, span, p, br, hr, kbd, sup, sub, code, em, strong, b, i, del, mark, abbr, a, img, figure, figcaption, table, caption, thead, tbody, tfoot, tr, th, td, ul, ol, li, dl, dt, dd, blockquote, iframe';
const HOSTS = 'www.youtube-nocookie.com, player.vimeo.com';

/**
 * Every construct the pipeline does not render, as an author writes it, with the message that
 * stops the build: what was found, where (file:line:column), and what to write instead.
 */
const REFUSED: [string, 'md' | 'mdx', string, string][] = [
  [
    'a script',
    'md',
    'Intro.\n\n<script>alert(1)</script>\n',
    `The element <script> in ${PAGE}:3:1 is not allowed in a page, so it would be removed: pages run no scripts of their own; delete it, and show code in a fenced code block ${SEE}.`,
  ],
  [
    'a script written as JSX',
    'mdx',
    '<script>{"alert(1)"}</script>\n',
    `The element <script> in ${MDX_PAGE}:1:1 is not allowed in a page, so it would be removed: pages run no scripts of their own; delete it, and show code in a fenced code block ${SEE}.`,
  ],
  [
    'a style element',
    'md',
    '<style>p { color: red }</style>\n',
    `The element <style> in ${PAGE}:1:1 is not allowed in a page, so it would be removed: pages take their look from the site's CSS: delete it ${SEE}.`,
  ],
  [
    'an element outside the allow-list',
    'md',
    'Watch this:\n\n<video src="/demo.mp4" controls></video>\n',
    `The element <video> in ${PAGE}:3:1 is not allowed in a page, so it would be removed: embed the player with an <iframe> from an allowed host (${HOSTS}), or link to the video ${SEE}.`,
  ],
  [
    'an unknown element with no advice of its own',
    'mdx',
    '<marquee>Hello</marquee>\n',
    `The element <marquee> in ${MDX_PAGE}:1:1 is not allowed in a page, so it would be removed: use one of the elements a page may hold: ${ELEMENTS} ${SEE}.`,
  ],
  [
    'a heading written as HTML',
    'md',
    '<h2>Heading in HTML</h2>\n',
    `The element <h2> in ${PAGE}:1:1 is not allowed in a page, so it would be removed: write a Markdown heading (## Title), which gets an anchor and a place in the table of contents ${SEE}.`,
  ],
  [
    'an event handler attribute',
    'md',
    'Text <img src="https://x.example/a.png" onerror="alert(1)"> more\n',
    `The attribute onerror on <img> in ${PAGE}:1:6 is an event handler, and pages run no scripts, so it would be removed: delete it ${SEE}.`,
  ],
  [
    'a style attribute written as JSX',
    'mdx',
    '<div style={{color: "red"}}>Red</div>\n',
    `The attribute style on <div> in ${MDX_PAGE}:1:1 is not allowed, so it would be removed: the site's CSS gives a page its look; delete it, or use a class ${SEE}.`,
  ],
  [
    'an attribute outside the allow-list',
    'md',
    '<div data-x="1">x</div>\n',
    `The attribute data-x on <div> in ${PAGE}:1:1 is not allowed there, so it would be removed. Allowed on <div>: class, id, title ${SEE}.`,
  ],
  [
    'a javascript: URL in HTML',
    'md',
    'A <a href="javascript:alert(1)">link</a>.\n',
    `The attribute href on <a> in ${PAGE}:1:3 holds a URL whose scheme is not allowed (javascript:alert(1)), so it would be removed: link to a page (./other.md) or to an https:// address ${SEE}.`,
  ],
  [
    'a javascript: URL in a Markdown link',
    'md',
    'A [link](javascript:alert(1)).\n',
    `The link in ${PAGE}:1:3 uses a script URL (javascript:alert(1)), which pages do not run, so it would do nothing: link to a page (./other.md) or to an https:// address.`,
  ],
  [
    'an HTML link to a Markdown file',
    'md',
    'Read <a href="./second.md#setup">the setup</a>.\n',
    `The <a> in ${PAGE}:1:6 links to a Markdown file (./second.md#setup), which only a Markdown link turns into the page's URL: write it as [text](./second.md#setup).`,
  ],
  [
    'an iframe from a host not in the config',
    'md',
    '<iframe src="https://evil.example/embed" title="Evil"></iframe>\n',
    `The <iframe> in ${PAGE}:1:1 loads evil.example, and iframes may load only from ${HOSTS} (siteConfig.content.allowedIframeHosts in lib/site-config.ts): link to the page instead, or add its host there.`,
  ],
  [
    'an iframe without a title',
    'mdx',
    '<iframe src="https://player.vimeo.com/video/1"></iframe>\n',
    `The <iframe> in ${MDX_PAGE}:1:1 has no title: screen readers announce a frame by its title, so give it one (title="Video: what the agent does").`,
  ],
  [
    'an HTML image of a file beside the page',
    'md',
    '<img src="./shot.png" alt="Shot">\n',
    `The <img> in ${PAGE}:1:1 points at a file beside the page (./shot.png), which the site publishes only for Markdown images: write it as ![alt text](./shot.png), or give an absolute URL (/img/... or https://).`,
  ],
  [
    'a component in a .md page',
    'md',
    'Intro.\n\n<SomeNote />\n\nAfter.\n',
    `The component <SomeNote> in ${PAGE}:3:1 is not one this site provides, so it would render nothing. Components available: TOCInline, Tabs, TabItem. Write its content as Markdown, or as HTML the site allows ${SEE}, instead.`,
  ],
  [
    'an unknown component (a video embed)',
    'mdx',
    'Intro.\n\n<YouTube id="abc" />\n',
    `The component <YouTube> in ${MDX_PAGE}:3:1 is not one this site provides, so it would render nothing. Components available: TOCInline, Tabs, TabItem. Write its content as Markdown, or as HTML the site allows ${SEE}, instead.`,
  ],
  [
    'an imported partial that is not there',
    'mdx',
    "import SomeNote from './_some-note.md';\n\n<SomeNote />\n",
    `The import in ${MDX_PAGE}:1:1 names ./_some-note.md, and there is no such file (tests/fixtures/a-small-docs-site/docs/guide/_some-note.md).`,
  ],
  [
    'an import line of a missing partial in a .md page',
    'md',
    "Intro.\n\nimport SomeNote from './_some-note.mdx';\n\n<SomeNote />\n",
    `The import in ${PAGE}:3:1 names ./_some-note.mdx, and there is no such file (tests/fixtures/a-small-docs-site/docs/guide/_some-note.mdx).`,
  ],
  [
    'an import the pipeline cannot resolve',
    'mdx',
    "import Tabs from '@theme/Tabs';\nimport CodeBlock from '@theme/CodeBlock';\n",
    `The import in ${MDX_PAGE}:1:1 cannot be resolved (@theme/CodeBlock): pages import nothing but partials (./_name.md). The components a page may use need no import (TOCInline, Tabs, TabItem); write anything else as Markdown.`,
  ],
  [
    'an export',
    'mdx',
    'export const year = 2026;\n',
    `The export in ${MDX_PAGE}:1:1 is not supported: pages run no JavaScript, so it would do nothing. Write the value into the text instead.`,
  ],
  [
    'a JavaScript expression',
    'mdx',
    'It costs {price} today.\n',
    `The JavaScript expression in ${MDX_PAGE}:1:10 would print nothing ({price}): pages run no JavaScript. Write the text itself, or escape the brace as \\{ to show braces.`,
  ],
  [
    'an attribute holding an expression',
    'mdx',
    '<img src="https://x.example/a.png" alt="A" width={size * 2} />\n',
    `The attribute width on <img> in ${MDX_PAGE}:1:44 is a JavaScript expression ({size * 2}), which pages do not run, so it would be dropped: write it as width="value".`,
  ],
  [
    'an attribute spread',
    'mdx',
    '<div {...props}>x</div>\n',
    `The attribute spread on <div> in ${MDX_PAGE}:1:6 ({...props}) is JavaScript, which pages do not run: write each attribute as name="value".`,
  ],
  [
    'TOCInline inside a paragraph',
    'mdx',
    'See <TOCInline toc={toc} /> here.\n',
    `The <TOCInline> in ${MDX_PAGE}:1:5 sits inside a paragraph: put it on a line of its own.`,
  ],
  [
    'TOCInline with a level past h6',
    'mdx',
    '<TOCInline toc={toc} maxHeadingLevel={7} />\n',
    `The <TOCInline> in ${MDX_PAGE}:1:1 has maxHeadingLevel="7": write a heading level from 2 to 6.`,
  ],
  [
    'TOCInline with its levels the wrong way round',
    'md',
    '<TOCInline toc={toc} minHeadingLevel="4" maxHeadingLevel="3" />\n',
    `The <TOCInline> in ${PAGE}:1:1 has minHeadingLevel 4 above maxHeadingLevel 3: swap them.`,
  ],
  [
    'TOCInline with a prop it does not take',
    'md',
    '<TOCInline toc={toc} className="wide" />\n',
    `The <TOCInline> in ${PAGE}:1:1 has a prop this site does not know (classname): it takes toc, minHeadingLevel and maxHeadingLevel.`,
  ],
];

const input = (format: 'md' | 'mdx', body: string) => ({
  sourcePath: path.join(docs, `guide/first-steps.${format}`),
  body,
  format,
});

describe('nothing an author writes is dropped without a message', () => {
  it.each(REFUSED)('stops the build at %s (.%s)', async (_, format, body, message) => {
    await expect(compilePage(body, { format })).rejects.toThrow(message);
  });

  it.each(REFUSED)(
    'stops npm run check (the outline) at %s (.%s) with the same message',
    async (_, format, body, message) => {
      await expect(
        outlineMarkdown(input(format, body), { routesBySource, contentRoot: site, onBrokenMarkdownLink: () => {} }),
      ).rejects.toThrow(message);
    },
  );

  it.each(REFUSED.filter(([, format]) => format === 'md'))('stops a feed entry at %s', async (_, __, body, message) => {
    const options = {
      routesBySource,
      contentRoot: site,
      pageUrl: 'https://docs.example/guide/first-steps',
      onBrokenMarkdownLink: () => {},
    };
    await expect(
      compileMarkdownToHtml({ sourcePath: path.join(docs, 'guide/first-steps.md'), body }, options),
    ).rejects.toThrow(message);
  });

  it('lists every problem of a page at once, not only the first, in the build and in npm run check', async () => {
    const body =
      'Intro.\n\n<SomeNote />\n\nIt costs {price}.\n\n<div style={{color: "red"}}>Red</div>\n\n## One {#same}\n\n## Two {#same}\n';
    const expected = [
      'The page has 4 problems; fix them all, then build again:',
      `  - The component <SomeNote> in ${MDX_PAGE}:3:1 is not one this site provides, so it would render nothing. Components available: TOCInline, Tabs, TabItem. Write its content as Markdown, or as HTML the site allows ${SEE}, instead.`,
      `  - The JavaScript expression in ${MDX_PAGE}:5:10 would print nothing ({price}): pages run no JavaScript. Write the text itself, or escape the brace as \\{ to show braces.`,
      `  - The attribute style on <div> in ${MDX_PAGE}:7:1 is not allowed, so it would be removed: the site's CSS gives a page its look; delete it, or use a class ${SEE}.`,
      `  - The heading id "same" in ${MDX_PAGE}:11:1 is already the id of the heading on line 9: ids on a page must differ, so give one of the two its own {#id}.`,
    ];
    const built = await compilePage(body, { format: 'mdx' }).catch((error: Error) => error);
    expect((built as Error).message.split('\n')).toEqual(expected);
    const checked = await outlineMarkdown(input('mdx', body), {
      routesBySource,
      contentRoot: site,
      onBrokenMarkdownLink: () => {},
    }).catch((error: PageProblemsError) => error);
    expect((checked as PageProblemsError).problems.map(({ line, column }) => `${line}:${column}`)).toEqual([
      '3:1',
      '5:10',
      '7:1',
      '11:1',
    ]);
  });

  it('stops at the first MDX syntax error, the one case where the parser cannot read on', async () => {
    await expect(compilePage('<div>\n\nNever closed.\n\n<SomeNote />\n', { format: 'mdx' })).rejects.toThrow(
      /Expected a closing tag for `<div>` \(1:1-1:6\)/,
    );
  });

  it('gives the file line when the page has front matter above its body', async () => {
    await expect(compilePage('Intro.\n\n<kbd>ok</kbd> <blink>no</blink>\n', { bodyStartLine: 7 })).rejects.toThrow(
      `The element <blink> in ${PAGE}:9:15 is not allowed`,
    );
  });

  it('lets comments, literal attribute values and the TOCInline import through, as nothing is lost with them', async () => {
    const body =
      'import TOCInline from \'@theme/TOCInline\';\n\n{/* Note to editors: keep this short. */}\n\n<img src="https://x.example/a.png" alt="A" width={300} title={\'Chart\'} />\n';
    const { html } = await compilePage(body, { format: 'mdx' });
    expect(html).toBe(
      '<img alt="A" loading="lazy" decoding="async" src="https://x.example/a.png" width="300" title="Chart"/>',
    );
  });

  it('lists as available every component the site renders by name', () => {
    // Components named with a capital in components/mdx/mdx-components.tsx are what a page may
    // write as <Name />; the check reads the list in lib/mdx/content-components.ts.
    const rendered = Object.keys(mdxComponents).filter((name) => /^[A-Z]/.test(name));
    expect(rendered.filter((name) => !(CONTENT_COMPONENTS as readonly string[]).includes(name))).toEqual([]);
  });
});
