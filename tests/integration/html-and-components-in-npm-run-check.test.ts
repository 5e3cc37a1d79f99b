import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withContentDir } from '@/tests/helpers/with-content-dir';

const FIXTURE = path.join(
  process.cwd(),
  'tests/fixtures/html-and-components-the-site-cannot-render-stop-npm-run-check',
);

// As `npm run check -- <folder>` does: the fixture is the content folder (partials resolve in it).
const m = withContentDir(FIXTURE, async () => ({
  frontMatter: await import('@/scripts/lib/content-check/check-front-matter'),
  links: await import('@/scripts/lib/content-check/check-links'),
  problem: await import('@/scripts/lib/content-check/content-problem'),
}));

/** `npm run check`'s lines for the fixture's docs (front matter, then links and anchors), paths relative to the fixture. */
async function checkLines(): Promise<string[]> {
  const { problems, pages, routesBySource } = m.frontMatter.checkFrontMatter(FIXTURE);
  problems.push(...(await m.links.checkLinks(pages, routesBySource, undefined)));
  const prefix = path.relative(process.cwd(), FIXTURE) + '/';
  return m.problem
    .sortContentProblems(problems)
    .map((problem) => m.problem.formatContentProblem(problem).replaceAll(prefix, ''));
}

describe('HTML and components in npm run check', () => {
  it('reports each construct the build would refuse at its line, every one of a page, and reads ids set in HTML as anchors', async () => {
    expect(await checkLines()).toEqual([
      'docs/iframe.md:11: The <iframe> loads videos.example, and iframes may load only from www.youtube-nocookie.com, player.vimeo.com (siteConfig.content.allowedIframeHosts in lib/site-config.ts): link to the page instead, or add its host there.',
      'docs/partial-import.mdx:7: The import names ./_notes.md, and there is no such file (docs/_notes.md); partials in that folder: _note.md.',
      `docs/script.md:9: The element <script> is not allowed in a page, so it would be removed: pages run no scripts of their own; delete it, and show code in a fenced code block (docs/authoring.md, "HTML in pages").`,
      'docs/video-component.mdx:9: The component <YouTube> is not one this site provides, so it would render nothing. Components available: TOCInline, Tabs, TabItem. Write its content as Markdown, or as HTML the site allows (docs/authoring.md, "HTML in pages"), instead.',
      'docs/video-component.mdx:11: The JavaScript expression would print nothing ({price}): pages run no JavaScript. Write the text itself, or escape the brace as \\{ to show braces.',
    ]);
  });
});
