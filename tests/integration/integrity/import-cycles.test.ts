import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, type Import } from '@/tests/helpers/import-graph';

/**
 * No import cycles. The usual tool is madge, but madge 8.0.0 (the newest) declares
 * TypeScript ^5.4.4 as its parser and npm refuses it beside this project's TypeScript 6, so the
 * cycles are found over the project's own import graph (./import-graph.ts, the TypeScript
 * parser), which is what madge would read. Like madge by default, type-only imports count: a cycle of types still ties
 * two modules' designs together, even though it is erased before anything runs.
 */
const graph = importGraph();

describe('no import cycles in app/, components/, lib/, browser/, scripts/ and instrumentation*.ts', () => {
  it('no module reaches itself through the imports that run', () => {
    expect(importCycles(graph.filter((edge) => !edge.typeOnly))).toEqual([]);
  });

  it('no module reaches itself through type imports either', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('the graph resolves every relative and @/ import to a file, so no edge is silently missing', () => {
    const unresolved = graph.filter((edge) => !edge.to && /^(\.|@\/)/.test(edge.specifier));
    expect(unresolved.map((edge) => `${edge.from} imports ${edge.specifier}`)).toEqual([]);
  });
});

describe('importCycles', () => {
  const edges = (...pairs: [string, string][]): Import[] =>
    pairs.map(([from, to]) => ({ from, specifier: to, to, typeOnly: false }));

  it('names each cycle by its files, from the alphabetically first', () => {
    expect(
      importCycles(edges(['b.ts', 'c.ts'], ['c.ts', 'a.ts'], ['a.ts', 'b.ts'], ['a.ts', 'd.ts'], ['e.ts', 'e.ts'])),
    ).toEqual(['a.ts -> b.ts -> c.ts -> a.ts', 'e.ts -> e.ts']);
  });

  it('shows one cycle of a group where several meet, and lists the whole group', () => {
    expect(importCycles(edges(['a.ts', 'b.ts'], ['b.ts', 'a.ts'], ['b.ts', 'c.ts'], ['c.ts', 'b.ts']))).toEqual([
      'a.ts -> b.ts -> a.ts (group: a.ts, b.ts, c.ts)',
    ]);
  });

  it('finds none in a tree, nor where two paths join again', () => {
    expect(importCycles(edges(['a.ts', 'b.ts'], ['a.ts', 'c.ts'], ['b.ts', 'd.ts'], ['c.ts', 'd.ts']))).toEqual([]);
  });
});
