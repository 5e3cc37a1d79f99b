import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe("scripts/page-sources.mts, which the post-build link check asks for each page's file", () => {
  it("names each page's Markdown file by the URL its id: or slug: gives it", () => {
    const env = { ...process.env, PLUMBLINE_CONTENT_DIR: 'tests/fixtures/docusaurus-jest' };
    const child = spawnSync('npx', ['tsx', '--tsconfig', 'tsconfig.json', 'scripts/page-sources.mts'], {
      encoding: 'utf8',
      env,
    });
    expect(child.status, child.stderr).toBe(0);
    const sources = JSON.parse(child.stdout) as Record<string, string>;
    expect(sources['/expect']).toBe('tests/fixtures/docusaurus-jest/docs/ExpectAPI.md');
    expect(sources['/markdown-page']).toBe('tests/fixtures/docusaurus-jest/pages/markdown-page.md');
    // Pages no Markdown file makes (the generated index at /, /search) are not named.
    expect(sources['/']).toBeUndefined();
  });
});
