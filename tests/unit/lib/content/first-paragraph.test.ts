import { describe, expect, it } from 'vitest';
import { firstParagraphText } from '@/lib/content/first-paragraph';

describe('the first paragraph of a page, as its description', () => {
  it('is the plain text of the first paragraph, on one line, after the headings', () => {
    expect(firstParagraphText('# Title\n\nFirst **bold** [link](/x) and `code`.\nSecond line.\n\nNext.')).toBe(
      'First bold link and code. Second line.',
    );
  });

  it('collapses runs of whitespace and trims the ends', () => {
    expect(firstParagraphText('  Spaced    out\n   words.  ')).toBe('Spaced out words.');
  });

  it('skips import and export lines', () => {
    expect(firstParagraphText("import Tabs from '@theme/Tabs';\n\nAfter the import.")).toBe('After the import.');
    expect(firstParagraphText('export const x = 1;\n\nText')).toBe('Text');
  });

  it('skips admonition fences and reads the text inside', () => {
    expect(firstParagraphText(':::note\nInside the note.\n:::\n\nAfter.')).toBe('Inside the note.');
    expect(firstParagraphText(':::tip Title\nText in tip\n:::')).toBe('Text in tip');
  });

  it('skips code, tables and HTML, and reads a quotation', () => {
    expect(
      firstParagraphText('```js\ncode\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n<div>html</div>\n\n> Quoted text.\n'),
    ).toBe('Quoted text.');
  });

  it('reads the first item of a list', () => {
    expect(firstParagraphText('- item one\n- item two\n')).toBe('item one');
    expect(firstParagraphText('1. First step\n   continued.\n2. Second\n')).toBe('First step continued.');
  });

  it('skips a paragraph left empty once fences are taken out', () => {
    expect(firstParagraphText(':::note\n:::\n\nThe real text.')).toBe('The real text.');
  });

  it('is undefined for a page of headings only, or no text', () => {
    expect(firstParagraphText('## Only heading\n')).toBeUndefined();
    expect(firstParagraphText('')).toBeUndefined();
    expect(firstParagraphText('```sh\nnpm test\n```\n')).toBeUndefined();
  });
});
