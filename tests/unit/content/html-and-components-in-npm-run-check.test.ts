import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFrontMatter } from '@/scripts/lib/content-check/check-front-matter';
import { checkLinks } from '@/scripts/lib/content-check/check-links';
import { formatContentProblem, sortContentProblems } from '@/scripts/lib/content-check/content-problem';

const FIXTURE = path.join(__dirname, '../../fixtures/html-and-components-the-site-cannot-render-stop-npm-run-check');

/** `npm run check`'s lines for the fixture's docs (front matter, then links and anchors), paths relative to the fixture. */
async function checkLines(): Promise<string[]> {
  const { problems, pages, routesBySource } = checkFrontMatter(FIXTURE);
  problems.push(...(await checkLinks(pages, routesBySource, undefined)));
  const prefix = path.relative(process.cwd(), FIXTURE) + '/';
  return sortContentProblems(problems).map((problem) => formatContentProblem(problem).replaceAll(prefix, ''));
}

describe('HTML and components in npm run check', () => {
  it('reports each construct the build would refuse at its line, and reads ids set in HTML as anchors', async () => {
    expect(await checkLines()).toEqual([
      'docs/iframe.md:11: The <iframe> loads videos.example, and iframes may load only from www.youtube-nocookie.com, player.vimeo.com (siteConfig.content.allowedIframeHosts in lib/site-config.ts): link to the page instead, or add its host there.',
      `docs/partial-import.mdx:7: The import includes the partial ./_note.md, and including partials is not supported yet, so its text would be missing: copy the partial's text into this page for now (docs/authoring.md, "Partial files").`,
      `docs/script.md:9: The element <script> is not allowed in a page, so it would be removed: pages run no scripts of their own; delete it, and show code in a fenced code block (docs/authoring.md, "HTML in pages").`,
      'docs/video-component.mdx:9: The component <YouTube> is not one this site provides, so it would render nothing. Components available: TOCInline, Tabs, TabItem. Write its content as Markdown, or as HTML the site allows (docs/authoring.md, "HTML in pages"), instead.',
    ]);
  });
});
