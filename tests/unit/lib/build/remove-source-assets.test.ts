import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeSourceAssets } from '@/lib/build/remove-source-assets.mjs';

const made: string[] = [];
function project(media: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-source-assets-'));
  made.push(dir);
  const folder = path.join(dir, '.next', 'static', 'media');
  fs.mkdirSync(folder, { recursive: true });
  for (const name of media) fs.writeFileSync(path.join(folder, name), name);
  return dir;
}

afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('source files Turbopack copies beside the worker chunk', () => {
  it('leave static/media, and the fonts, images and scripts stay', async () => {
    const dir = project(['worker.0a1b.ts', 'helper.mts', 'old.cts', 'view.tsx', 'logo.svg', 'inter.woff2', 'chunk.js']);
    await removeSourceAssets({ projectDir: dir, distDir: '.next' });
    expect(fs.readdirSync(path.join(dir, '.next', 'static', 'media')).sort()).toEqual([
      'chunk.js',
      'inter.woff2',
      'logo.svg',
    ]);
  });

  it('are looked for under the distDir the build uses', async () => {
    const dir = project(['worker.ts']);
    fs.mkdirSync(path.join(dir, 'build', 'static', 'media'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'build', 'static', 'media', 'worker.ts'), '');
    await removeSourceAssets({ projectDir: dir, distDir: 'build' });
    expect(fs.readdirSync(path.join(dir, 'build', 'static', 'media'))).toEqual([]);
    expect(fs.readdirSync(path.join(dir, '.next', 'static', 'media'))).toEqual(['worker.ts']);
  });

  it('are no concern of a build that copied no media', async () => {
    const dir = project([]);
    await expect(removeSourceAssets({ projectDir: dir, distDir: 'elsewhere' })).resolves.toBeUndefined();
  });
});
