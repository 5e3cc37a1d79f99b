import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocsVersion, type Doc } from '@/lib/content/docs';
import { contentRoot, isMarkdown, listFiles, readMarkdownFile, toDisplayPath } from '@/lib/content/files';
import { getStandalonePage, markdownPageSource } from '@/lib/content/pages';
import { compileMarkdownSource, type CompileInput } from '@/lib/mdx/compile';

/*
 * Quality gates over the real content: every page has a title and a
 * description, nothing holds placeholder text, docs pages carry at least 250 words of prose and
 * 3-8 keywords, and every page compiles with the real MDX pipeline without a broken link or image.
 * The suite runs over whatever content exists, so a new page is checked as soon as it lands.
 */

const MIN_DOC_WORDS = 250;
const KEYWORDS = { min: 3, max: 8 };
const PLACEHOLDER = /\b(?:lorem|todo|tbd)\b|\bcoming soon\b/gi;
const TEXT_FILE = /\.(?:mdx?|ya?ml|json|svg|txt)$/i;

/** The docs as the site loads them; a loader error is kept so the other checks still run and report. */
function loadDocs(): { docs: Doc[]; loadError?: Error } {
  try {
    // Drafts are content too: they are checked so that publishing one never surprises the build.
    return { docs: loadDocsVersion({ showDrafts: true }).docs };
  } catch (error) {
    return { docs: [], loadError: error as Error };
  }
}

const { docs, loadError } = loadDocs();
const routesBySource = new Map(docs.map((doc) => [doc.sourcePath, doc.path]));

const blogDir = path.join(contentRoot, 'blog');
const blogPosts = listFiles(blogDir)
  .filter((rel) => isMarkdown(rel) && !rel.includes('/'))
  .map((rel) => readMarkdownFile(path.join(blogDir, rel)));

const pagesDir = path.join(contentRoot, 'pages');
const standalonePages = listFiles(pagesDir)
  .filter(isMarkdown)
  .map((rel) => ({
    displayPath: toDisplayPath(path.join(pagesDir, rel)),
    ...getStandalonePage(path.join(pagesDir, rel)),
  }));

/** Words a reader reads: front matter is already gone; code blocks, URLs and markup are dropped. */
function proseWordCount(body: string): number {
  const prose = withoutFencedCode(body)
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\s*:::\w*/gm, ' ');
  return (prose.match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu) ?? []).length;
}

function withoutFencedCode(body: string): string {
  const kept: string[] = [];
  let fence: string | undefined;
  for (const line of body.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === undefined && marker) fence = marker;
    else if (
      fence !== undefined &&
      marker &&
      marker[0] === fence[0] &&
      marker.length >= fence.length &&
      line.trim() === marker
    )
      fence = undefined;
    else if (fence === undefined) kept.push(line);
  }
  return kept.join('\n');
}

/** `file:line: "matched" in: <the line>` for every placeholder, so each is one edit away. */
function placeholderLines(displayPath: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) =>
      [...line.matchAll(PLACEHOLDER)].map(
        (m) => `${displayPath}:${i + 1}: placeholder "${m[0]}" in: ${line.trim().slice(0, 120)}`,
      ),
    );
}

/** Compiles as the site does and returns the broken links and images it reported. */
async function compileProblems(input: CompileInput): Promise<string[]> {
  const reported: string[] = [];
  await compileMarkdownSource(input, {
    routesBySource,
    onBrokenMarkdownLink: (message) => reported.push(message),
    onBrokenMarkdownImage: (message) => reported.push(message),
  });
  return reported;
}

describe('docs pages', () => {
  it('load as the site loads them', () => {
    if (loadError) throw loadError;
    expect(docs.length, 'content/docs holds no pages').toBeGreaterThan(0);
  });

  describe.each(docs.map((doc) => [doc.displayPath, doc] as const))('%s', (displayPath, doc) => {
    it('has a title and a one-sentence description', () => {
      expect(doc.title.trim(), `${displayPath} has no title`).not.toBe('');
      expect(doc.description.trim(), `${displayPath} has no description`).not.toBe('');
    });

    it(`has at least ${MIN_DOC_WORDS} words of prose`, () => {
      const words = proseWordCount(doc.body);
      expect(
        words,
        `${displayPath} has ${words} words of prose outside code blocks; a docs page needs at least ${MIN_DOC_WORDS}`,
      ).toBeGreaterThanOrEqual(MIN_DOC_WORDS);
    });

    it(`lists ${KEYWORDS.min}-${KEYWORDS.max} distinct keywords when it lists any`, () => {
      const raw = readMarkdownFile(doc.sourcePath).data.keywords;
      if (raw === undefined) return;
      const count = doc.keywords.length;
      expect(
        count,
        `${displayPath} has ${count} keywords; give ${KEYWORDS.min} to ${KEYWORDS.max}`,
      ).toBeGreaterThanOrEqual(KEYWORDS.min);
      expect(
        count,
        `${displayPath} has ${count} keywords; give ${KEYWORDS.min} to ${KEYWORDS.max}`,
      ).toBeLessThanOrEqual(KEYWORDS.max);
      const lower = doc.keywords.map((k) => k.toLowerCase());
      expect(
        lower.filter((k, i) => lower.indexOf(k) !== i),
        `${displayPath} repeats keywords`,
      ).toEqual([]);
    });

    it('compiles with the MDX pipeline, with no broken link or image', async () => {
      const problems = await compileProblems({
        sourcePath: doc.sourcePath,
        body: doc.body,
        bodyStartLine: doc.bodyStartLine,
        format: doc.format,
      });
      expect(problems, `${displayPath} compiled with broken references`).toEqual([]);
    });
  });
});

describe('standalone pages', () => {
  it('include the Markdown page served at /markdown-page', () => {
    expect(fs.existsSync(markdownPageSource), `${toDisplayPath(markdownPageSource)} is missing`).toBe(true);
  });

  describe.each(standalonePages.map((page) => [page.displayPath, page] as const))('%s', (displayPath, page) => {
    it('has a title and a description', () => {
      expect(page.title.trim(), `${displayPath} has no title`).not.toBe('');
      expect(page.description.trim(), `${displayPath} has no description`).not.toBe('');
    });

    it('compiles with the MDX pipeline, with no broken link or image', async () => {
      const problems = await compileProblems({
        sourcePath: page.sourcePath,
        body: page.body,
        bodyStartLine: page.bodyStartLine,
        format: page.format,
      });
      expect(problems, `${displayPath} compiled with broken references`).toEqual([]);
    });
  });
});

describe.runIf(blogPosts.length > 0)('blog posts', () => {
  describe.each(blogPosts.map((post) => [post.displayPath, post] as const))('%s', (displayPath, post) => {
    it('has a title and a description', () => {
      for (const field of ['title', 'description']) {
        const value = post.data[field];
        expect(
          typeof value === 'string' && value.trim() !== '',
          `${displayPath} needs a non-empty "${field}" in its front matter`,
        ).toBe(true);
      }
    });

    it('compiles with the MDX pipeline, with no broken link or image', async () => {
      const format = post.absPath.endsWith('.mdx') ? 'mdx' : 'md';
      const problems = await compileProblems({
        sourcePath: post.absPath,
        body: post.body,
        bodyStartLine: post.bodyStartLine,
        format,
      });
      expect(problems, `${displayPath} compiled with broken references`).toEqual([]);
    });
  });
});

describe('all content', () => {
  const files = listFiles(contentRoot).filter((rel) => TEXT_FILE.test(rel));

  it.each(files)('content/%s has no placeholder text (lorem, TODO, TBD, coming soon)', (rel) => {
    const displayPath = toDisplayPath(path.join(contentRoot, rel));
    expect(placeholderLines(displayPath, fs.readFileSync(path.join(contentRoot, rel), 'utf8'))).toEqual([]);
  });
});

describe('counting prose words', () => {
  it('skips fenced code of any fence length and counts link text, not URLs', () => {
    const body = [
      'Read the [schema layer](../metadata/schema-layer.md) first.',
      '````yaml',
      'a: b',
      '```',
      'c: d',
      '````',
      ':::tip Read-only',
      'Words here.',
      ':::',
    ].join('\n');
    expect(proseWordCount(body)).toBe(8);
  });
});
