import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compileMarkdownSource } from '@/lib/mdx/compile';
import type { PageProblem } from '@/lib/mdx/page-problems';
import { siteChecks } from '@/lib/site-checks.mjs';
import { renderCompiledSource } from '@/components/mdx/render-compiled-source';
import { readMarkdownFile } from '@/lib/content/files';
import { checkLinks } from '@/scripts/lib/content-check/check-links';
import { compilePage, docs, PAGE, routesBySource, site } from '@/tests/helpers/compile-page';

vi.mock('next/navigation', async (actual) => ({
  ...(await actual<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch() {} }),
}));

/*
 * A folder moved from a Docusaurus site uses components of that site (Jest's <LiteYouTubeEmbed>,
 * imported from its own package). By default each stops the build; with
 * siteChecks.onUnknownComponents set to 'warn' the page is built without the tag, what the tag
 * holds is kept, and the build and npm run check say what was left out, where.
 */
const MDX_PAGE = PAGE.replace(/\.md$/, '.mdx');
const LEFT_OUT = "The page is built without it (siteChecks.onUnknownComponents is 'warn' in lib/site-checks.mjs).";
const component = (name: string, where: string) =>
  `The component <${name}> in ${where} is not one this site provides, so it would render nothing. Components available: TOCInline, Tabs, TabItem. Write its content as Markdown, or as HTML the site allows (docs/authoring.md, "HTML in pages"), instead. ${LEFT_OUT}`;

async function compileWarned(body: string, format: 'md' | 'mdx') {
  const warnings: PageProblem[] = [];
  const { code } = await compileMarkdownSource(
    { sourcePath: path.join(docs, `guide/first-steps.${format}`), body, format },
    {
      routesBySource,
      contentRoot: site,
      onBrokenMarkdownLink: () => {},
      onPageWarning: (warning) => warnings.push(warning),
    },
  );
  // Line breaks between blocks are not content: one stands for any run of them.
  const html = renderToStaticMarkup(renderCompiledSource({ code }))
    .replace(/<!-- -->/g, '')
    .replace(/\n+/g, '\n');
  return { html, messages: warnings.map((w) => `${w.file}:${w.line}: ${w.message}`) };
}

describe('a component of another site', () => {
  it("stops the build by default, as siteChecks.onUnknownComponents is 'throw'", async () => {
    expect(siteChecks.onUnknownComponents).toBe('throw');
    await expect(compilePage('<LiteYouTubeEmbed id="3YDiloj8_d0" />\n')).rejects.toThrow(
      /The component <LiteYouTubeEmbed> in .* is not one this site provides/,
    );
  });

  describe("at the 'warn' level", () => {
    beforeEach(() => {
      siteChecks.onUnknownComponents = 'warn';
    });
    afterEach(() => {
      siteChecks.onUnknownComponents = 'throw';
    });

    it('in a .md page, and its import, are left out with a warning each; the page builds with every word', async () => {
      const body =
        'import LiteYouTubeEmbed from \'react-lite-youtube-embed\';\n\nCheck out this video:\n\n<LiteYouTubeEmbed id="3YDiloj8_d0" />\n\nThere is also a written guide.\n';
      const { html, messages } = await compileWarned(body, 'md');
      expect(html).toBe('<p>Check out this video:</p>\n<p>There is also a written guide.</p>');
      expect(messages).toEqual([
        `${PAGE}:1: The import in ${PAGE}:1:1 cannot be resolved (react-lite-youtube-embed): pages import nothing but partials (./_name.md). The components a page may use need no import (TOCInline, Tabs, TabItem); write anything else as Markdown. ${LEFT_OUT}`,
        `${PAGE}:5: ${component('LiteYouTubeEmbed', `${PAGE}:5:1`)}`,
      ]);
    });

    it('in an .mdx page keeps what the tag holds', async () => {
      const { html, messages } = await compileWarned('<Callout kind="info">\n\nKept **words**.\n\n</Callout>\n', 'mdx');
      expect(html).toBe('<p>Kept <strong>words</strong>.</p>');
      expect(messages).toEqual([`${MDX_PAGE}:1: ${component('Callout', `${MDX_PAGE}:1:1`)}`]);
    });

    it('is a warning of npm run check, not a problem', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'warn-'));
      fs.writeFileSync(path.join(dir, 'video.mdx'), '---\ntitle: Video\n---\n\nIntro.\n\n<YouTube id="abc" />\n');
      const warnings: { file: string; line: number; message: string }[] = [];
      const problems = await checkLinks(
        [readMarkdownFile(path.join(dir, 'video.mdx'))],
        new Map(),
        undefined,
        undefined,
        warnings,
      );
      expect(problems).toEqual([]);
      // As npm run check prints every message: the file and line lead, so the text leaves them out.
      expect(warnings).toEqual([
        {
          file: path.relative(process.cwd(), path.join(dir, 'video.mdx')),
          line: 7,
          message: `warning: ${component('YouTube', 'X').replace(' in X ', ' ')}`,
        },
      ]);
    });
  });
});
