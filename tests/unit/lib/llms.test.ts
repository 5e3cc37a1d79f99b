import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Doc } from '@/lib/content/docs';
import { withContentDir } from '@/tests/helpers/with-content-dir';

const fixture = path.join(process.cwd(), 'tests/fixtures/a-blog-with-two-posts');
const m = withContentDir(fixture, async () => ({
  llms: await import('@/lib/llms'),
  files: await import('@/lib/build/markdown-files'),
  docMarkdown: await import('@/lib/doc-markdown'),
}));

/** llms-full.txt as the content stage writes it, from each doc's `.md` copy. */
async function llmsFull(maxBytes?: number): Promise<string> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-llms-'));
  try {
    for (const doc of m.llms.getDocsInReadingOrder()) {
      const file = path.join(out, m.docMarkdown.markdownPath(doc.path));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, m.llms.makeDocMarkdown(doc));
    }
    await m.files.writeLlmsFull(out, maxBytes);
    return fs.readFileSync(path.join(out, 'llms-full.txt'), 'utf8');
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

const ORIGIN = 'https://docs.plumbline.example';
const HEAD =
  '# Plumbline Docs\n\n> How to build and use Plumbline conversational data agents on top of a data schema and a semantic metadata layer.\n\n';

/** llms.txt's `## ` sections, keyed by heading. */
function sections(index: string): Map<string, string> {
  return new Map(
    index
      .split(/\n\n(?=## )/)
      .slice(1)
      .map((section) => [section.slice(3, section.indexOf('\n')), section.slice(section.indexOf('\n') + 2)]),
  );
}

describe('llms.txt', () => {
  it('opens with the site title, its description and where the Markdown copies are', () => {
    expect(m.llms.getLlmsIndex().startsWith(HEAD)).toBe(true);
    expect(m.llms.getLlmsIndex()).toContain(
      `\n\nEvery doc is also served as Markdown at its URL plus \`.md\` (for example ${ORIGIN}/index.md), and in sidebar order in one file of up to 20 MB: ${ORIGIN}/llms-full.txt.\n\n`,
    );
  });

  it('lists top-level docs under Getting started, and each category in a section of its own', () => {
    const parts = sections(m.llms.getLlmsIndex());
    expect([...parts.keys()]).toEqual(['Getting started', 'Guide', 'Optional']);
    expect(parts.get('Getting started')).toBe(
      `- [Fixture home](${ORIGIN}/): The one docs page of a fixture site whose blog has two posts.`,
    );
    expect(parts.get('Guide')).toBe(
      [
        "The fixture's one category, which every site build needs for its category pages.",
        '',
        `- [Guide (overview)](${ORIGIN}/category/guide): The fixture's one category, which every site build needs for its category pages.`,
        `- [Reading the blog](${ORIGIN}/guide/reading): A docs page inside the fixture's category.`,
      ].join('\n'),
    );
  });

  it('lists the one-file docs, then the pages that are not docs, under Optional, and ends with a newline', () => {
    const index = m.llms.getLlmsIndex();
    const optional = sections(index).get('Optional')!.split('\n');
    expect(optional[0]).toBe(`- [The docs as one Markdown file](${ORIGIN}/llms-full.txt)`);
    expect(optional).toContain(
      `- [The newer post](${ORIGIN}/blog/the-newer-post): The second fixture post, dropped in with no code change.`,
    );
    expect(optional).toContain(
      `- [Fixture glossary](${ORIGIN}/markdown-page): The standalone Markdown page every site build expects.`,
    );
    expect(index).not.toContain('A draft post');
    expect(index).not.toContain(`${ORIGIN}/search`);
    expect(index.endsWith('.\n')).toBe(true);
  });
});

describe('the docs in reading order', () => {
  it('are the sidebar’s docs, top to bottom, without the category index pages', () => {
    expect(m.llms.getDocsInReadingOrder().map((doc) => doc.path)).toEqual(['/', '/guide/reading']);
  });
});

describe('llms-full.txt', () => {
  it('holds every doc as Markdown, in reading order, when they fit', async () => {
    const full = await llmsFull();
    expect(full).toBe(
      [
        `${HEAD}All 2 docs pages in sidebar order, as Markdown. Page index: ${ORIGIN}/llms.txt.\n`,
        ...m.llms.getDocsInReadingOrder().map((doc) => m.llms.makeDocMarkdown(doc)),
      ].join('\n---\n\n'),
    );
    expect(full).toContain(
      "# Reading the blog\n\n> A docs page inside the fixture's category.\n\nURL: https://docs.plumbline.example/guide/reading\n\nThe blog lists posts newest first. See the [home page](https://docs.plumbline.example/).\n",
    );
  });

  it('stops at the docs that fit its size limit, and says which doc comes next', async () => {
    const [home, reading] = m.llms.getDocsInReadingOrder().map((doc) => m.llms.makeDocMarkdown(doc));
    const limit = 2048 + m.llms.LLMS_FULL_SEPARATOR.length + Buffer.byteLength(home);
    const full = await llmsFull(limit);
    expect(full).toContain(home);
    expect(full).not.toContain(reading);
    expect(full).toContain('The first one of the 2 docs pages in sidebar order');
    expect(full).toContain('This file ends here, 1 docs page short.');
    expect(full).toMatch(/\n---\n\nThis file ends here, .*\.\n$/);
    expect(full).toContain(
      `The next in sidebar order is Reading the blog: ${ORIGIN}/guide/reading.md. Every page and its Markdown copy: ${ORIGIN}/llms.txt.\n`,
    );
  });
});

describe('how many docs llms-full.txt holds', () => {
  const notes = 2048;
  const separator = '\n---\n\n'.length;

  it('is every doc while the docs, their separators and room for the notes fit', () => {
    expect(m.llms.llmsFullDocCount([100, 100], notes + 2 * separator + 200)).toBe(2);
    expect(m.llms.llmsFullDocCount([100, 100], notes + 2 * separator + 199)).toBe(1);
    expect(m.llms.llmsFullDocCount([], 0)).toBe(0);
  });

  it('stops at the first doc that does not fit, even when a later one would', () => {
    expect(m.llms.llmsFullDocCount([100, 5000, 10], notes + 3 * separator + 200)).toBe(1);
  });

  it('is none when the notes alone fill the limit', () => {
    expect(m.llms.llmsFullDocCount([1], notes)).toBe(0);
  });

  it('allows 20 MiB by default', () => {
    expect(m.llms.LLMS_FULL_MAX_BYTES).toBe(20 * 1024 * 1024);
    expect(m.llms.llmsFullDocCount([20 * 1024 * 1024 - notes - separator])).toBe(1);
    expect(m.llms.llmsFullDocCount([20 * 1024 * 1024 - notes - separator + 1])).toBe(0);
  });
});

describe('the opening and closing notes of llms-full.txt', () => {
  const doc = (title: string, docPath: string) => ({ title, path: docPath }) as Doc;

  it('says when it holds only some of the docs, and why', () => {
    expect(m.llms.llmsFullIntro(3, 5)).toBe(
      `${HEAD}The first 3 of the 5 docs pages in sidebar order, as Markdown: all of them would make a file larger than static hosts accept. The page index lists every page with its Markdown copy. Page index: ${ORIGIN}/llms.txt.\n`,
    );
  });

  it('names how many docs are left out and the Markdown copy of the next one', () => {
    const docs = [doc('One', '/one'), doc('Two', '/guide/two/'), doc('Three', '/three')];
    expect(m.llms.llmsFullEnd(docs, 1)).toBe(
      `\n---\n\nThis file ends here, 2 docs pages short. The next in sidebar order is Two: ${ORIGIN}/guide/two.md. Every page and its Markdown copy: ${ORIGIN}/llms.txt.\n`,
    );
  });

  it('has no closing note when every doc is held', () => {
    expect(m.llms.llmsFullEnd([doc('One', '/one')], 1)).toBe('');
    expect(m.llms.llmsFullEnd([], 0)).toBe('');
  });
});
