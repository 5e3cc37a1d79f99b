import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { withContentDir } from '@/tests/helpers/with-content-dir';

const FIXTURE = path.join(process.cwd(), 'tests/fixtures/a-page-includes-partials-where-it-uses-them');
const site = withContentDir(FIXTURE, async () => ({
  files: await import('@/lib/build/markdown-files'),
  llms: await import('@/lib/llms'),
  source: await import('@/lib/content/source'),
  docMarkdown: await import('@/lib/doc-markdown'),
}));

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
/** The docs' copies in `out`, as the content stage leaves them beside llms-full.txt. */
function writeCopies(out: string): void {
  for (const doc of site.source.getDocsVersion().docs) {
    const file = path.join(out, site.docMarkdown.markdownPath(doc.path));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, site.llms.makeDocMarkdown(doc));
  }
}

function emptyOut(): string {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-out-'));
  dirs.push(out);
  return out;
}

describe('llms-full.txt as a build writes it', () => {
  it('writes llms-full.txt from the copies: an opening note, then every doc in reading order', async () => {
    const out = emptyOut();
    writeCopies(out);
    const docs = site.llms.getDocsInReadingOrder();
    expect(await site.files.writeLlmsFull(out)).toBe(docs.length);
    expect(fs.readFileSync(path.join(out, 'llms-full.txt'), 'utf8')).toBe(
      [site.llms.llmsFullIntro(docs.length, docs.length), ...docs.map((doc) => site.llms.makeDocMarkdown(doc))].join(
        site.llms.LLMS_FULL_SEPARATOR,
      ),
    );
  });

  it('stops llms-full.txt at the docs that fit under its size limit, and says where the others are', async () => {
    const out = emptyOut();
    writeCopies(out);
    const docs = site.llms.getDocsInReadingOrder();
    expect(docs.length).toBeGreaterThan(2);
    const sizes = docs.map((doc) => Buffer.byteLength(site.llms.makeDocMarkdown(doc)));
    // Room for the first two docs and no more.
    const limit = 2048 + 2 * site.llms.LLMS_FULL_SEPARATOR.length + sizes[0] + sizes[1];
    expect(await site.files.writeLlmsFull(out, limit)).toBe(2);
    const written = fs.readFileSync(path.join(out, 'llms-full.txt'), 'utf8');
    expect(Buffer.byteLength(written)).toBeLessThanOrEqual(limit);
    expect(written).toContain(`The first 2 of the ${docs.length} docs pages in sidebar order`);
    expect(written).toContain(site.llms.makeDocMarkdown(docs[1]));
    expect(written).not.toContain(site.llms.makeDocMarkdown(docs[2]));
    expect(written.trimEnd().split('\n').at(-1)).toMatch(
      new RegExp(
        `^This file ends here, ${docs.length - 2} docs pages short\\. The next in sidebar order is ${docs[2].title}: \\S+${site.docMarkdown.markdownPath(docs[2].path).replace(/[.]/g, '\\.')}\\. Every page`,
      ),
    );
    // Under the limit, every doc and no closing note.
    await site.files.writeLlmsFull(out);
    const whole = fs.readFileSync(path.join(out, 'llms-full.txt'), 'utf8');
    expect(whole).toContain(`All ${docs.length} docs pages in sidebar order`);
    expect(whole).not.toContain('This file ends here');
  });

  it('refuses to write llms-full.txt without every copy', async () => {
    await expect(site.files.writeLlmsFull(emptyOut())).rejects.toThrow(
      /needs every doc's Markdown copy, and \d+ are not in out\//,
    );
  });
});
