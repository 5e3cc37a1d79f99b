import { describe, expect, it } from 'vitest';
import { yamlLineFinder } from '@/lib/content/source-lines';

const YAML = 'title: Hello\ntags:\n  - a\n  - b\nnested:\n  deep:\n    key: 1\n';

describe('the line of a field in YAML', () => {
  it('is its key’s line, counted from the line the text starts on', () => {
    // Front matter starts on line 2, after the opening ---.
    const lineOf = yamlLineFinder(YAML, 2);
    expect(lineOf(['title'])).toBe(2);
    expect(lineOf(['tags'])).toBe(3);
    expect(lineOf(['nested', 'deep', 'key'])).toBe(8);
  });

  it('is a list item’s own line', () => {
    const lineOf = yamlLineFinder(YAML);
    expect(lineOf(['tags', 0])).toBe(3);
    expect(lineOf(['tags', 1])).toBe(4);
    expect(lineOf(['tags', '1'])).toBe(4);
  });

  it('is its nearest parent’s line for a field that is not there', () => {
    const lineOf = yamlLineFinder(YAML);
    expect(lineOf(['tags', 5])).toBe(2);
    expect(lineOf(['nested', 'missing'])).toBe(5);
    expect(lineOf(['nested', 'deep', 'key', 'under-a-number'])).toBe(7);
  });

  it('is the fallback for a missing top-level field and for the whole file', () => {
    expect(yamlLineFinder(YAML, 2)(['missing'])).toBe(2);
    expect(yamlLineFinder(YAML, 2, 1)([])).toBe(1);
    expect(yamlLineFinder('a: 1', 1, 99)(['b'])).toBe(99);
    expect(yamlLineFinder('', 3)(['x'])).toBe(3);
  });

  it('finds an item of a list at the top of the file', () => {
    expect(yamlLineFinder('- x\n- y\n')([1])).toBe(2);
  });

  it('matches a key written as a number', () => {
    expect(yamlLineFinder('versions:\n  2: old\n  3: new\n')(['versions', 3])).toBe(3);
  });
});

describe('the line of a field in JSON', () => {
  it('is its key’s line, JSON being YAML', () => {
    const lineOf = yamlLineFinder('{\n  "label": "X",\n  "link": {\n    "type": "doc"\n  }\n}\n');
    expect(lineOf(['label'])).toBe(2);
    expect(lineOf(['link', 'type'])).toBe(4);
    expect(lineOf(['nope'])).toBe(1);
  });
});
