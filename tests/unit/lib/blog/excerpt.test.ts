import { describe, expect, it } from 'vitest';
import { splitExcerpt } from '@/lib/blog/excerpt';

describe('excerpts', () => {
  it('end at the truncation marker', () => {
    expect(splitExcerpt('One.\n\nTwo.\n\n<!-- truncate -->\n\nThree.\n')).toEqual({
      markdown: 'One.\n\nTwo.\n',
      truncated: true,
    });
  });

  it('accept the marker with extra spaces, and only on a line of its own', () => {
    expect(splitExcerpt('One.\n<!--truncate-->\nTwo.').truncated).toBe(true);
    expect(splitExcerpt('Write <!-- truncate --> inline.').truncated).toBe(false);
  });

  it('are the whole body when there is no marker', () => {
    expect(splitExcerpt('Only.\n')).toEqual({ markdown: 'Only.\n', truncated: false });
  });
});
