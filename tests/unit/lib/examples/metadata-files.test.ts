import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { classify, parseMetadataFile, readMetadataFolder } from '@/lib/examples/metadata-files';

const parse = (text: string) =>
  parseMetadataFile({ path: 'schema/t.yml', displayPath: 'schema/t.yml', text }, 'schema', 't');

describe('where a file belongs in a metadata folder', () => {
  it('is a schema or semantics file named for its file, or the one hierarchy.yml', () => {
    expect(classify('schema/game_f.yml')).toEqual({ kind: 'schema', name: 'game_f' });
    expect(classify('semantics/games.yml')).toEqual({ kind: 'semantics', name: 'games' });
    expect(classify('hierarchy.yml')).toEqual({ kind: 'hierarchy', name: 'hierarchy' });
  });

  it('is nowhere for a file outside the layout', () => {
    for (const file of [
      'schema/game_f.yaml',
      'schema/nested/game_f.yml',
      'game_f.yml',
      'semantic/games.yml',
      'schema/hierarchy.yml/x',
    ])
      expect(classify(file), file).toBeUndefined();
  });
});

describe('a parsed metadata file', () => {
  it('holds its data when the YAML reads', () => {
    const file = parse('table_info:\n  - table: game_f\n');
    expect(file).toMatchObject({
      kind: 'schema',
      name: 't',
      data: { table_info: [{ table: 'game_f' }] },
      syntaxErrors: [],
    });
  });

  it('has no data, and each syntax error with its line, when the YAML does not read', () => {
    const file = parse('table_info:\n  - table: game_f\n columns: {}\n');
    expect(file.data).toBeUndefined();
    expect(file.syntaxErrors.map((e) => e.line)).toContain(3);
  });

  it('counts a key written twice as an error, which YAML would otherwise settle silently', () => {
    const file = parse('subject_area: a\nsubject_area: b\n');
    expect(file.data).toBeUndefined();
    expect(file.syntaxErrors).toEqual([{ message: expect.stringContaining('unique'), line: 2 }]);
  });

  it('finds the line of a key path, or of its deepest part that exists', () => {
    const file = parse(
      'subject_area: nba\ntable_info:\n  - table: game_f\n    joins:\n      - join: team_d\n        on: a = b\n',
    );
    expect(file.lineOf([])).toBe(1);
    expect(file.lineOf(['table_info'])).toBe(2);
    expect(file.lineOf(['table_info', 0, 'joins', 0, 'on'])).toBe(6);
    expect(file.lineOf(['table_info', 0, 'grain'])).toBe(3);
    expect(file.lineOf(['table_info', 5, 'table'])).toBe(2);
  });

  it('finds no line in an empty file', () => {
    expect(parse('').lineOf(['subject_area'])).toBeUndefined();
  });
});

describe('a metadata folder read from disk', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-metadata-files-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is every YAML file in it, sorted, with its text and its path from the project', () => {
    for (const [rel, text] of Object.entries({
      'schema/b.yml': 'b: 1\n',
      'schema/a.YAML': 'a: 1\n',
      'hierarchy.yml': 'hierarchies: {}\n',
      'semantics/deep/c.yml': 'c: 1\n',
      'README.md': '# Not metadata',
    })) {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), text);
    }
    const sources = readMetadataFolder(dir);
    expect(sources.map((s) => s.path)).toEqual([
      'hierarchy.yml',
      'schema/a.YAML',
      'schema/b.yml',
      'semantics/deep/c.yml',
    ]);
    expect(sources[2]).toEqual({
      path: 'schema/b.yml',
      displayPath: path.relative(process.cwd(), path.join(dir, 'schema/b.yml')).split(path.sep).join('/'),
      text: 'b: 1\n',
    });
  });
});
