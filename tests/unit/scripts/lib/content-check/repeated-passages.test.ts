import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMarkdown, listFiles, readMarkdownFile } from '@/lib/content/files';
import { repeatedPassages, REPEATED_PASSAGE_WORDS } from '@/scripts/lib/content-check/repeated-passages';

/*
 * One home per explanation: `npm run check` warns when two pages hold the same passage
 * of prose. The fixture's two pages share a 45-word paragraph (with different bold, italics and
 * code marks), a 39-word run, a 45-word front matter description and a code block of 41 words.
 */
const FIXTURE = 'tests/fixtures/two-pages-that-repeat-forty-words-of-prose-get-one-warning';
const docs = path.join(process.cwd(), FIXTURE, 'docs');
const pages = listFiles(docs)
  .filter(isMarkdown)
  .map((rel) => readMarkdownFile(path.join(docs, rel)));
const lines = (minWords?: number) =>
  repeatedPassages(pages, minWords).map(
    (w) => `${w.file.replace(`${FIXTURE}/`, '')}:${w.line}: ${w.message.replaceAll(`${FIXTURE}/`, '')}`,
  );

describe('repeated passages between pages', () => {
  it(`warns once for a passage of ${REPEATED_PASSAGE_WORDS} words or more, with the line on both pages, whatever the markup`, () => {
    expect(lines()).toEqual([
      'docs/index.md:9: warning: 45 words repeat docs/second.md:8 ("the schema comes first review every generated file ..."); explain it on one page and link to it from the other',
    ]);
  });

  it('leaves alone a shared run one word short, front matter and code blocks', () => {
    // At 39 words the short run counts; front matter and the code block still do not.
    expect(lines(REPEATED_PASSAGE_WORDS - 1)).toEqual([
      expect.stringMatching(/^docs\/index\.md:9: warning: 45 words/),
      'docs/index.md:13: warning: 39 words repeat docs/second.md:13 ("a shorter shared run stops one word before ..."); explain it on one page and link to it from the other',
    ]);
  });
});
