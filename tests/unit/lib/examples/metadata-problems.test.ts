import { describe, expect, it } from 'vitest';
import { describeValue, formatKeyPath, formatProblem, formatProblems } from '@/lib/examples/metadata-problems';

describe('a key path in a message', () => {
  it('reads as the YAML is nested: keys joined by dots, list items by index', () => {
    expect(formatKeyPath(['table_info', 0, 'joins', 1, 'on'])).toBe('table_info[0].joins[1].on');
    expect(formatKeyPath(['columns', 'home-team_id'])).toBe('columns.home-team_id');
  });

  it('quotes a key with a dot or a space, so the path stays unambiguous', () => {
    expect(formatKeyPath(['source', 'schema.game_f', 'columns', 2])).toBe('source["schema.game_f"].columns[2]');
    expect(formatKeyPath(['Home team'])).toBe('["Home team"]');
  });

  it('is (root) for the whole document', () => {
    expect(formatKeyPath([])).toBe('(root)');
  });
});

describe('formatting problems', () => {
  it('gives `file:line: key: message`, without a line for a whole-file problem', () => {
    expect(formatProblem({ file: 'a/schema/x.yml', key: 'columns.id', line: 7, message: 'is wrong' })).toBe(
      'a/schema/x.yml:7: columns.id: is wrong',
    );
    expect(formatProblem({ file: 'a/x.yaml', key: '(file)', message: 'use the .yml extension' })).toBe(
      'a/x.yaml: (file): use the .yml extension',
    );
  });

  it('counts the problems and gives one line each', () => {
    const problems = [
      { file: 'a/schema/x.yml', key: 'subject_area', line: 1, message: 'required key is missing' },
      { file: 'a/schema/y.yaml', key: '(file)', message: 'use the .yml extension' },
    ];
    expect(formatProblems(problems)).toBe(
      'The metadata has 2 problems:\n  - a/schema/x.yml:1: subject_area: required key is missing\n  - a/schema/y.yaml: (file): use the .yml extension',
    );
    expect(formatProblems(problems.slice(0, 1))).toMatch(/^The metadata has 1 problem:\n/);
    expect(formatProblems([])).toBe('The metadata has no problems.');
  });
});

describe('a YAML value in a message', () => {
  it('is quoted text or a number as written, or what kind of thing it is', () => {
    expect(describeValue('yes')).toBe('"yes"');
    expect(describeValue(3)).toBe('3');
    expect(describeValue(false)).toBe('false');
    expect(describeValue(['a'])).toBe('a list');
    expect(describeValue({ a: 1 })).toBe('a mapping');
    expect(describeValue(null)).toBe('empty');
    expect(describeValue(undefined)).toBe('empty');
  });
});
