import { describe, expect, it } from 'vitest';
import { contentTitle } from '@/lib/content/content-title';

describe('the Markdown title a page opens with', () => {
  it.each([
    [
      'an ATX heading, its inline Markdown read and its id left out',
      '# Install **Plumbline** {#install}\n\nText.\n',
      'Install Plumbline',
      1,
    ],
    ['a heading underlined with =', 'Install it\n==========\n\nText.\n', 'Install it', 1],
    [
      'a heading after blank lines, imports and comments',
      "\nimport TOCInline from '@theme/TOCInline';\n\n<!-- a note\nto editors -->\n{/* another */}\n# Install it {/* #install */}\n",
      'Install it',
      7,
    ],
  ])('is read from %s', (_, body, text, line) => {
    expect(contentTitle(body)).toMatchObject({ text, line });
  });

  it.each([
    ['a paragraph comes first', 'Intro.\n\n# Install it\n'],
    ['the first heading is a level 2 heading', '## Install it\n'],
    ['the page is empty', ''],
  ])('is not there when %s', (_, body) => {
    expect(contentTitle(body)).toBeUndefined();
  });
});
