import { describe, expect, it } from 'vitest';
import { normaliseAdmonitionTitles } from '@/lib/mdx/admonition-syntax';

describe('an admonition title written after a space', () => {
  it('becomes the bracketed label remark-directive reads', () => {
    expect(normaliseAdmonitionTitles(':::tip Optional title\nText.\n:::')).toBe(':::tip[Optional title]\nText.\n:::');
  });

  it('keeps the fence length and indent, for nesting and lists, and drops trailing spaces', () => {
    expect(normaliseAdmonitionTitles('::::note Outer  \n  :::caution Mind the gap\n')).toBe(
      '::::note[Outer]\n  :::caution[Mind the gap]\n',
    );
  });

  it('escapes brackets inside the title', () => {
    expect(normaliseAdmonitionTitles(':::info See [the docs] first')).toBe(':::info[See \\[the docs\\] first]');
  });

  it('is rewritten for any name, so an unknown one is reported as a directive', () => {
    expect(normaliseAdmonitionTitles(':::notte Typo in the name')).toBe(':::notte[Typo in the name]');
  });

  it('keeps the number of lines', () => {
    const page = 'Intro\n\n:::danger Stop\nNow.\n:::\n';
    expect(normaliseAdmonitionTitles(page).split('\n')).toHaveLength(page.split('\n').length);
  });
});

describe('what stays as written', () => {
  it('is the bracketed form, an attribute block and a bare fence', () => {
    const page = ':::tip[Already bracketed]\n:::note{#id}\n:::warning\n:::';
    expect(normaliseAdmonitionTitles(page)).toBe(page);
  });

  it('is a fence with too few colons, or a name that does not start with a letter', () => {
    expect(normaliseAdmonitionTitles('::tip Two colons')).toBe('::tip Two colons');
    expect(normaliseAdmonitionTitles(':::1tip Digit first')).toBe(':::1tip Digit first');
  });

  it('is a title inside a code block', () => {
    const page = '```md\n:::tip Shown as code\n```\n:::tip Outside';
    expect(normaliseAdmonitionTitles(page)).toBe('```md\n:::tip Shown as code\n```\n:::tip[Outside]');
  });
});
