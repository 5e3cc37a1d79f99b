import { describe, expect, it } from 'vitest';
import { importGraph } from '@/tests/helpers/import-graph';

/** `<file> imports <specifier>` for every import under `dirs` that reaches one of `folders`. */
function importsInto(dirs: string[], folders: RegExp): string[] {
  return importGraph(dirs)
    .filter(({ specifier, to }) => folders.test(to ?? specifier.replace(/^@\//, '')))
    .map(({ from, specifier }) => `${from} imports ${specifier}`);
}

describe('lib/ is what pages build on, never the other way round', () => {
  it('no module under lib/ imports from components/, app/ or browser/', () => {
    expect(importsInto(['lib'], /^(components|app|browser)\//)).toEqual([]);
  });

  it('browser/ builds on lib/ only: no module under browser/ imports from components/ or app/', () => {
    expect(importsInto(['browser'], /^(components|app)\//)).toEqual([]);
  });
});
