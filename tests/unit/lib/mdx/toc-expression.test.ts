import { describe, expect, it } from 'vitest';
import { applyTocSteps, parseTocExpression } from '@/lib/mdx/toc-expression';

/** A page's headings as `toc` holds them, one per level 2 to 6 and a second h2, named by their level. */
const HEADINGS = [2, 3, 4, 2, 5, 6].map((depth, i) => ({ depth, id: `h${depth}-${i}` }));

/** The ids `expression` keeps of HEADINGS, or undefined when it is refused. */
function kept(expression: string): string[] | undefined {
  const steps = parseTocExpression(expression);
  return steps && applyTocSteps(HEADINGS, steps).map((heading) => heading.id);
}

describe('a toc expression as Docusaurus pages write it', () => {
  it('keeps every heading for toc alone, however it is spaced', () => {
    expect(kept('toc')).toEqual(HEADINGS.map((heading) => heading.id));
    expect(kept('  toc ')).toEqual(HEADINGS.map((heading) => heading.id));
  });

  it('slices as Array.prototype.slice does, a negative end counting from the last heading', () => {
    expect(kept('toc.slice(1)')).toEqual(HEADINGS.slice(1).map((heading) => heading.id));
    expect(kept('toc.slice( 1 , 3 )')).toEqual(['h3-1', 'h4-2']);
    expect(kept('toc.slice(0, -2)')).toEqual(['h2-0', 'h3-1', 'h4-2', 'h2-3']);
  });

  it('filters by level with any comparison, the parameter named as the author likes', () => {
    expect(kept('toc.filter((node) => node.level === 2)')).toEqual(['h2-0', 'h2-3']);
    expect(kept('toc.filter(n => n.level != 2)')).toEqual(['h3-1', 'h4-2', 'h5-4', 'h6-5']);
    expect(kept('toc.filter((item) => item.level >= 5)')).toEqual(['h5-4', 'h6-5']);
    expect(kept('toc.filter((item) => item.level < 3)')).toEqual(['h2-0', 'h2-3']);
  });

  it('joins comparisons with || and &&, && binding tighter as in JavaScript', () => {
    expect(kept('toc.filter((n) => n.level === 3 || n.level === 6)')).toEqual(['h3-1', 'h6-5']);
    // Read as (=== 6 || >= 4) && <= 5, it would leave the h6 out.
    expect(kept('toc.filter((n) => n.level === 6 || n.level >= 4 && n.level <= 5)')).toEqual(['h4-2', 'h5-4', 'h6-5']);
  });

  it('applies chained steps in the order written', () => {
    expect(kept('toc.filter((n) => n.level === 2).slice(1)')).toEqual(['h2-3']);
    expect(kept('toc.slice(1).filter((n) => n.level === 2)')).toEqual(['h2-3']);
    expect(kept('toc.slice(0, 3).filter((n) => n.level === 2)')).toEqual(['h2-0']);
  });
});

describe('a toc expression the site does not read', () => {
  it.each([
    ['another variable', 'headings.slice(1)'],
    ['a name that only starts with toc', 'tocItems'],
    ['another array method', 'toc.map((n) => n)'],
    ['a filter on anything but the level', "toc.filter((n) => n.value === 'Intro')"],
    ['a comparison of another parameter', 'toc.filter((n) => m.level === 2)'],
    ['a level no heading has', 'toc.filter((n) => n.level === 7)'],
    ['a slice by a variable', 'toc.slice(start)'],
    ['text after the steps', 'toc.slice(1);'],
  ])('is refused: %s', (_, expression) => {
    expect(parseTocExpression(expression)).toBeUndefined();
  });
});
