import { describe, expect, it } from 'vitest';
import { mapProseLines } from '@/lib/mdx/markdown-lines';

const shout = (text: string) => mapProseLines(text, (line) => line.toUpperCase());

describe('rewriting the prose lines of Markdown', () => {
  it('rewrites every line outside a fence, one at a time, keeping the line count', () => {
    expect(shout('one\n\ntwo\n')).toBe('ONE\n\nTWO\n');
    expect(shout('a\nb\nc').split('\n')).toHaveLength(3);
  });

  it('leaves a backtick or tilde fence and its contents as they are', () => {
    expect(shout('before\n```js\ncode\n```\nafter')).toBe('BEFORE\n```js\ncode\n```\nAFTER');
    expect(shout('before\n~~~\ncode\n~~~\nafter')).toBe('BEFORE\n~~~\ncode\n~~~\nAFTER');
  });

  it('keeps a fence open past a shorter fence or one of the other character', () => {
    expect(shout('````md\n```\ninner\n```\n~~~\n````\nafter')).toBe('````md\n```\ninner\n```\n~~~\n````\nAFTER');
  });

  it('closes a fence only on a line holding the fence alone', () => {
    expect(shout('```\n``` not a close\nstill code\n```\nafter')).toBe('```\n``` not a close\nstill code\n```\nAFTER');
  });

  it('closes a fence with a longer one of the same character', () => {
    expect(shout('```\ncode\n`````\nafter')).toBe('```\ncode\n`````\nAFTER');
  });

  it('reads an indented fence, as in a list item', () => {
    expect(shout('- item\n  ```\n  code\n  ```\n- next')).toBe('- ITEM\n  ```\n  code\n  ```\n- NEXT');
  });

  it('leaves the rest of the file as code when a fence is never closed', () => {
    expect(shout('text\n```\ncode\nmore')).toBe('TEXT\n```\ncode\nmore');
  });
});
