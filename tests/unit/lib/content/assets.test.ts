import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { assetUrl, listContentAssets } from '@/lib/content/assets';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-assets-'));
const write = (rel: string, text = 'bytes') => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};
write('docs/img/layers.svg');
write('docs/guide/page.md');
write('docs/guide/_partial.md');
write('docs/guide/_draft-diagram.png');
write('blog/2026-01-01-post/cover.png');
write('pages/about.mdx');
write('pages/files/report.pdf');
write('examples/demo/sample.yml');
write('snippets/not-published.txt');
write('logo.svg');

afterEach(() => {
  vi.unstubAllEnvs();
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the published files of the content folder', () => {
  it('are the files beside the docs, posts, pages and examples that are not Markdown, nor named with a leading _', () => {
    expect(listContentAssets(root)).toEqual([
      'docs/img/layers.svg',
      'blog/2026-01-01-post/cover.png',
      'pages/files/report.pdf',
      'examples/demo/sample.yml',
    ]);
  });
});

describe("a content file's URL", () => {
  it('is its path under /assets in a build', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(assetUrl('docs/img/layers.svg', root)).toBe('/assets/docs/img/layers.svg');
  });

  it('carries the file version under next dev, so a saved image is fetched again', () => {
    vi.stubEnv('NODE_ENV', 'development');
    const before = assetUrl('docs/img/layers.svg', root);
    expect(before).toMatch(/^\/assets\/docs\/img\/layers\.svg\?v=[0-9a-z.]+-[0-9a-z]+$/);
    write('docs/img/layers.svg', 'saved again, longer');
    expect(assetUrl('docs/img/layers.svg', root)).not.toBe(before);
  });
});
