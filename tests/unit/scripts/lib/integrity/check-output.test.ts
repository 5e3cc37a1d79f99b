import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkOutput,
  collectReferences,
  fileToUrlPath,
  resolveFile,
  runOutputChecks,
} from '@/scripts/lib/integrity/check-output.mjs';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** Writes a small exported site: path -> HTML body. */
function site(pages: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'out-'));
  dirs.push(dir);
  for (const [file, body] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), `<!DOCTYPE html><html><body>${body}</body></html>`);
  }
  return dir;
}

const levels = { onBrokenLinks: 'throw', onBrokenAnchors: 'warn' } as const;

describe('the post-build link check', () => {
  it('passes a site whose links, assets and anchors all exist', () => {
    const outDir = site({
      'index.html':
        '<a href="/agent/agent#name">agent</a><a href="/blog">blog</a><img src="/img/logo.svg"><a href="#top" id="top">top</a>',
      'agent/agent.html': '<h2 id="name">Name</h2><a href="../">home</a><a href="/?q=1">home again</a>',
      'blog/index.html': '<a href="https://example.com/x">out</a><a href="mailto:a@b.example">mail</a>',
      'img/logo.svg': '',
    });
    const result = checkOutput({ outDir });
    expect(result.brokenLinks).toEqual([]);
    expect(result.brokenAnchors).toEqual([]);
    expect(result.pages).toBe(3);
  });

  it('fails the build naming each source page and each broken target', () => {
    const outDir = site({
      'index.html': '<a href="/agent/missing">x</a><img src="/img/gone.png">',
      'agent/agent.html': '<a href="/agent/missing">x</a>',
    });
    expect(() => runOutputChecks({ outDir, levels })).toThrow(
      [
        "Broken links found in the build (siteChecks.onBrokenLinks is 'throw' in lib/site-checks.mjs):",
        '- On page /agent/agent, linking to:',
        '  - /agent/missing',
        '- On page /, linking to:',
        '  - /agent/missing',
        '  - /img/gone.png',
      ].join('\n'),
    );
  });

  it('names the Markdown file a docs page was built from', () => {
    const outDir = site({ 'guide/first-steps.html': '<a href="/nowhere">x</a>' });
    const contentDir = path.resolve('tests/fixtures/a-small-docs-site');
    const [problem] = checkOutput({ outDir, contentDir }).brokenLinks;
    expect(problem).toEqual({
      source: '/guide/first-steps',
      sourceFile: 'tests/fixtures/a-small-docs-site/docs/guide/first-steps.md',
      targets: ['/nowhere'],
    });
  });

  it('names the line of the Markdown file that writes each broken link, however the author wrote it', () => {
    const outDir = site({
      'guide/a.html': '<a href="/guide/missing-page#part">x</a><a href="/elsewhere">y</a><a href="/nowhere">z</a>',
    });
    const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
    dirs.push(contentDir);
    fs.mkdirSync(path.join(contentDir, 'docs/guide'), { recursive: true });
    const lines = [
      '---',
      'title: A',
      '---',
      '',
      'By doc id: [x](missing-page#part).',
      '',
      'Absolute: [y](/elsewhere).',
      '',
    ];
    fs.writeFileSync(path.join(contentDir, 'docs/guide/a.md'), lines.join('\n'));
    const file = path.relative(process.cwd(), path.join(contentDir, 'docs/guide/a.md'));
    expect(checkOutput({ outDir, contentDir }).brokenLinks[0].targets).toEqual([
      `/guide/missing-page#part (${file}:5)`,
      `/elsewhere (${file}:7)`,
      '/nowhere',
    ]);
  });

  it("names a page's file from the route table when its URL is not its file's path (id: or slug:)", () => {
    // Jest's ExpectAPI.md says `id: expect`, so it is served at /expect.
    const outDir = site({ 'expect.html': '<a href="/blog/2016/07/27/jest-14">x</a>' });
    const file = 'tests/fixtures/docusaurus-jest/docs/ExpectAPI.md';
    const [problem] = checkOutput({
      outDir,
      contentDir: path.resolve('tests/fixtures/docusaurus-jest'),
      sources: { '/expect': file },
    }).brokenLinks;
    expect(problem).toEqual({
      source: '/expect',
      sourceFile: file,
      targets: [`/blog/2016/07/27/jest-14 (${file}:855)`],
    });
    // A link written to the target's file (`Configuration.md#...`) is found by that file's name.
    const anchorOut = site({
      'dynamodb.html': '<a href="/configuration#testenvironment-string">x</a>',
      'configuration.html': '<h2 id="other">Other</h2>',
    });
    const dynamo = 'tests/fixtures/docusaurus-jest/docs/DynamoDB.md';
    const sources = { '/dynamodb': dynamo, '/configuration': 'tests/fixtures/docusaurus-jest/docs/Configuration.md' };
    expect(checkOutput({ outDir: anchorOut, sources }).brokenAnchors[0].targets).toEqual([
      `/configuration#testenvironment-string (${dynamo}:6)`,
    ]);
    // Without the route table only a page named after its file is found.
    expect(
      checkOutput({ outDir, contentDir: path.resolve('tests/fixtures/docusaurus-jest') }).brokenLinks[0].sourceFile,
    ).toBeUndefined();
  });

  it('warns about a missing anchor on another page or the same page and goes on', () => {
    const outDir = site({
      'index.html': '<a href="/agent/agent#gone">x</a><a href="#also-gone">y</a>',
      'agent/agent.html': '<h2 id="name">Name</h2>',
    });
    const warnings: string[] = [];
    const result = runOutputChecks({ outDir, levels, warn: (line) => warnings.push(line) });
    expect(result.brokenLinks).toEqual([]);
    expect(warnings).toEqual([
      "[warn] Broken anchors found in the build (siteChecks.onBrokenAnchors is 'warn' in lib/site-checks.mjs):\n- On page /, linking to:\n  - /agent/agent#gone\n  - #also-gone",
    ]);
  });

  it('checks an anchor into another page against that page, whether it comes before or after, once per reference', () => {
    const outDir = site({
      'a.html': '<h2 id="in-a">A</h2><a href="/b#in-b">ok</a><a href="/b#not-in-b">bad</a>',
      'b.html':
        '<h2 id="in-b">B</h2><a href="/a#in-a">ok</a><a href="/a#not-in-a">bad</a><a href="/b#in-b">itself</a><a href="#nowhere">own</a><a href="/a#not-in-a">again</a>',
    });
    expect(checkOutput({ outDir }).brokenAnchors).toEqual([
      { source: '/a', sourceFile: undefined, targets: ['/b#not-in-b'] },
      { source: '/b', sourceFile: undefined, targets: ['/a#not-in-a', '#nowhere'] },
    ]);
  });

  it('obeys the configured levels: anchors can throw, links can be ignored', () => {
    const outDir = site({ 'index.html': '<a href="#gone">x</a><a href="/missing">y</a>' });
    expect(() => runOutputChecks({ outDir, levels: { onBrokenLinks: 'ignore', onBrokenAnchors: 'throw' } })).toThrow(
      /Broken anchors found/,
    );
    const warnings: string[] = [];
    runOutputChecks({
      outDir,
      levels: { onBrokenLinks: 'ignore', onBrokenAnchors: 'ignore' },
      warn: (l) => warnings.push(l),
    });
    expect(warnings).toEqual([]);
  });

  it('checks external links only for a valid URL, never fetching them', () => {
    const outDir = site({
      'index.html':
        '<a href="https://plumbline.example/">ok</a><a href="https://">bad</a><a href="http://exa mple.com">bad too</a>',
    });
    expect(checkOutput({ outDir }).brokenLinks[0].targets).toEqual(['https://', 'http://exa mple.com']);
  });

  it("treats absolute URLs on the site's own origin as internal links", () => {
    const outDir = site({
      'index.html':
        '<link rel="canonical" href="https://docs.plumbline.example/gone"><a href="https://docs.plumbline.example/">home</a>',
    });
    expect(checkOutput({ outDir, siteUrl: 'https://docs.plumbline.example' }).brokenLinks[0].targets).toEqual([
      'https://docs.plumbline.example/gone',
    ]);
  });

  it('reports links that leave the base URL', () => {
    const outDir = site({ 'index.html': '<a href="/docs/agent">in</a><a href="/agent">out</a>', 'agent.html': '' });
    expect(checkOutput({ outDir, baseUrl: '/docs/' }).brokenLinks[0].targets).toEqual(['/agent']);
  });

  it('ignores link-like text inside inline scripts and comments', () => {
    expect(
      collectReferences(
        '<script>document.write(\' <a href="/x">\')</script><!-- <a href="/y"> --><a href="/z">z</a><img srcset="/a.png 1x, /b.png 2x">',
      ),
    ).toEqual(['/z', '/a.png', '/b.png']);
  });
});

describe('paths in the export', () => {
  it('maps files to the clean URLs a static server answers', () => {
    expect(fileToUrlPath('index.html')).toBe('/');
    expect(fileToUrlPath('agent/agent.html')).toBe('/agent/agent');
    expect(fileToUrlPath('blog/index.html')).toBe('/blog');
  });

  it('resolves a clean URL to x, x.html or x/index.html', () => {
    const outDir = site({ 'a.html': '', 'b/index.html': '', 'c.txt': '' });
    expect(resolveFile(outDir, '/a')).toBe(path.join(outDir, 'a.html'));
    expect(resolveFile(outDir, '/b/')).toBe(path.join(outDir, 'b/index.html'));
    expect(resolveFile(outDir, '/c.txt')).toBe(path.join(outDir, 'c.txt'));
    expect(resolveFile(outDir, '/../etc/passwd')).toBeNull();
  });
});
