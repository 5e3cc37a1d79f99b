import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { stagedFile, stagedLlmsFull, stagePages, withStagedContent } from '@/tests/helpers/staged-content';

/*
 * A site whose pages include partials (tests/fixtures/a-page-includes-partials-where-it-uses-them),
 * read through the getters the routes, search, the `.md` copies, llms-full.txt and npm run check
 * use. It is copied to a temporary folder, so a test can save a partial as an author would.
 */
const fixture = path.join(process.cwd(), 'tests/fixtures/a-page-includes-partials-where-it-uses-them');
/** The content index the loaders import, named before the tests move to a project folder of their own. */
const GENERATED_INDEX = path.join(process.cwd(), '.plumbline/content-index.json');
const site = fs.mkdtempSync(path.join(os.tmpdir(), 'partials-'));
fs.cpSync(fixture, site, { recursive: true });
afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

const m = withStagedContent(site, async () => ({
  source: await import('@/lib/content/source'),
  render: await import('@/lib/content/render'),
  check: await import('@/scripts/lib/content-check/check-content'),
}));

const setupDoc = () => m.source.getDocsVersion().docs.find((doc) => doc.id === 'guide/setup')!;
const searchText = async () =>
  (await m.render.getSearchOutline(setupDoc())).sections.map((section) => section.text).join(' ');

describe("a partial's text is the including page's everywhere the page goes", () => {
  it('is in the search sections of the page', async () => {
    const text = await searchText();
    expect(text).toContain('Keep the installer window open.');
    expect(text).toContain('Text from two partials deep.');
  });

  it("is in the page's .md copy and in llms-full.txt, with no import or <Steps /> left", async () => {
    const copy = stagedFile('guide/setup.md');
    expect(copy).toContain(
      '## Install the agent\n\nRun the installer, then read [the options](https://docs.plumbline.example/guide/reference#options).',
    );
    expect(copy).not.toMatch(/import |<Steps|<Note/);
    const full = await stagedLlmsFull();
    expect(full).toContain('> **Note: A shared note**');
    expect(full).not.toContain('<Steps />');
  });

  it('passes npm run check, partials with mistakes that no page includes left alone', async () => {
    const { problems } = await m.check.checkContent(site);
    expect(problems).toEqual([]);
  });

  it('changes on the page, its search text and its .md copy once the partial is saved, under next dev', async () => {
    const doc = setupDoc();
    expect(JSON.stringify((await m.render.getCompiledPage('doc', doc)).sections)).toContain(
      'Keep the installer window open.',
    );
    const steps = path.join(site, 'docs/guide/_steps.md');
    fs.writeFileSync(
      steps,
      fs.readFileSync(steps, 'utf8').replace('Keep the installer window open.', 'Close the installer once it is done.'),
    );
    // A save a moment later, as an editor's is: the compile key holds the file's time and size.
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(steps, later, later);
    // `npm run dev` runs the stage on each save, before the page refreshes.
    await stagePages();
    expect(JSON.stringify((await m.render.getCompiledPage('doc', doc)).sections)).toContain(
      'Close the installer once it is done.',
    );
    expect(await searchText()).toContain('Close the installer once it is done.');
    expect(stagedFile('guide/setup.md')).toContain('> Close the installer once it is done.');
    expect(await stagedLlmsFull()).toContain('> Close the installer once it is done.');
  });

  it('follows a partial two levels down too', async () => {
    const inner = path.join(site, 'docs/shared/_inner.md');
    fs.writeFileSync(inner, 'Text from a partial inside a partial, saved again.\n');
    const later = new Date(Date.now() + 10000);
    fs.utimesSync(inner, later, later);
    expect(await searchText()).toContain('Text from a partial inside a partial, saved again.');
  });

  it("is searched by the first index next dev builds once the partial is saved, as the page's own text would be", async () => {
    const doc = setupDoc();
    const input = { sourcePath: doc.sourcePath, body: doc.body, bodyStartLine: doc.bodyStartLine, format: doc.format };
    // `npm run dev` lists the files saved since it started in the content index (scripts/dev.mjs).
    const serverWith = async (saved: string[]) => {
      vi.doMock(GENERATED_INDEX, () => ({
        default: { root: site, stamp: saved.join(), saved },
      }));
      vi.resetModules();
      return import('@/lib/content/render');
    };
    try {
      // Before any save the first index knows the page by its title alone.
      expect((await (await serverWith([])).firstIndexOutline(input)).sections.map((section) => section.text)).toEqual([
        '',
      ]);
      const partial = path.relative(process.cwd(), path.join(site, 'docs/shared/_inner.md'));
      expect(
        (await (await serverWith([partial])).firstIndexOutline(input)).sections
          .map((section) => section.text)
          .join(' '),
      ).toContain('Text from a partial inside a partial, saved again.');
    } finally {
      vi.doUnmock(path.join(process.cwd(), '.plumbline/content-index.json'));
      vi.resetModules();
    }
  });
});
