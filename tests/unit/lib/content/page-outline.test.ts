import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { CompileInput } from '@/lib/mdx/compile-input';
import { withContentDir } from '@/tests/helpers/with-content-dir';

const fixture = path.join(process.cwd(), 'tests/fixtures/a-small-docs-site');
const site = withContentDir(fixture, () => import('@/lib/content/page-outline'));
const page = (body: string, format: 'md' | 'mdx' = 'md'): CompileInput => ({
  sourcePath: path.join(fixture, 'docs/guide/new-page.md'),
  body,
  bodyStartLine: 4,
  format,
});

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-page-outline-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe("a page's quick outline", () => {
  it('holds its table of contents and one search section per heading, without code', async () => {
    const outline = await site.quickOutline(page('Opening words.\n\n## Install it\n\nRun the installer.\n'));
    expect(outline).not.toHaveProperty('code');
    expect(outline.toc).toEqual([{ id: 'install-it', depth: 2, text: 'Install it' }]);
    expect(outline.sections.map((s) => [s.id, s.heading, s.text])).toEqual([
      ['', '', 'Opening words.'],
      ['install-it', 'Install it', 'Run the installer.'],
    ]);
  });

  it('leaves a missing image and a link to no page to the compile, which reports them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const outline = await site.quickOutline(
        page('See [a page](./no-such-page.md).\n\n![Gone](./missing.png)\n\n## After\n\nStill outlined.\n'),
      );
      expect(outline.sections.map((s) => s.heading)).toEqual(['', 'After']);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('rejects a page that does not parse', async () => {
    await expect(site.quickOutline(page('<div>\n\nnever closed {\n', 'mdx'))).rejects.toThrow();
  });
});

describe("what a page's outline is made from", () => {
  it('changes with the text, where it starts in the file and whether it is MDX', () => {
    const base = page('Text.\n');
    const inputs = site.outlineInputs(base);
    expect(site.outlineInputs({ ...base })).toEqual(inputs);
    expect(site.outlineInputs({ ...base, body: 'Other text.\n' })).not.toEqual(inputs);
    expect(site.outlineInputs({ ...base, bodyStartLine: 9 })).not.toEqual(inputs);
    expect(site.outlineInputs({ ...base, format: 'mdx' })).not.toEqual(inputs);
  });

  it('changes when an image the page shows is saved again', () => {
    const image = path.join(scratch, 'chart.svg');
    fs.writeFileSync(image, '<svg/>');
    const input = { ...page('![Chart](./chart.svg)\n'), sourcePath: path.join(scratch, 'page.md') };
    const before = site.outlineInputs(input);
    fs.writeFileSync(image, '<svg viewBox="0 0 1 1"/>');
    expect(site.outlineInputs(input)).not.toEqual(before);
  });
});
