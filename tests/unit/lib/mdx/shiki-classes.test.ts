import type { Element } from 'hast';
import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { classList, setClassList } from '@/lib/mdx/shiki-classes';

/** An element as Shiki builds it: its classes in one `class` string. */
const shikiLine = (value: string): Element => ({
  type: 'element',
  tagName: 'span',
  properties: { class: value },
  children: [],
});

describe("an element's classes, written by Shiki or by rehype", () => {
  it('are one list whether held as a `class` string or a `className` array', () => {
    expect(classList(shikiLine('  line  highlighted '))).toEqual(['line', 'highlighted']);
    expect(classList(h('span', { className: ['line', 'diff'] }))).toEqual(['line', 'diff']);
    expect(classList(h('span'))).toEqual([]);
  });

  it('are set as a `className` array, the `class` string going, so no class is listed twice', () => {
    const line = shikiLine('line');
    setClassList(line, [...classList(line), 'highlighted']);
    expect(line.properties).toEqual({ className: ['line', 'highlighted'] });
    expect(classList(line)).toEqual(['line', 'highlighted']);
  });
});
