import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import type { BuiltSiteIndex } from '@/lib/search/site-index';
import { inTempProject } from '@/tests/helpers/temp-project';

const project = inTempProject('index-store-', ['plumbline.dev-server']);

/** The store as a restarted dev server sees it: only what was written to disk. */
const restartedServer = () => project.freshProcess(() => import('@/lib/search/index-store'));

const built = (indexId: string, hash: string, word: string): BuiltSiteIndex => ({
  indexId,
  name: `${indexId}-${hash}.json`,
  pages: 2,
  sections: 5,
  index: {
    root: { version: 1, word } as never,
    rootJson: JSON.stringify({ version: 1, word }),
    pieces: new Map([[`${indexId}-p0.json`, `["${word}"]`]]),
  },
});

test('an index kept under its name is served by the next start as it was built', async () => {
  const first = await restartedServer();
  expect(first.hasStoredIndex('agents-aaaaaaaaaaaa.json')).toBe(false);
  first.storeIndex(built('agents', 'aaaaaaaaaaaa', 'warehouse'));
  // Written when the warm-up ends (or a few seconds after a later build).
  expect(first.hasStoredIndex('agents-aaaaaaaaaaaa.json')).toBe(false);
  await first.writeIndexes();

  const second = await restartedServer();
  expect(second.hasStoredIndex('agents-aaaaaaaaaaaa.json')).toBe(true);
  const kept = second.storedIndex('agents-aaaaaaaaaaaa.json');
  expect(kept).toEqual(built('agents', 'aaaaaaaaaaaa', 'warehouse'));
  expect(kept?.index.pieces.get('agents-p0.json')).toBe('["warehouse"]');
  expect(second.storedIndex('agents-bbbbbbbbbbbb.json')).toBeUndefined();
});

test('a new version of an index replaces the old one on disk, and leaves other indexes alone', async () => {
  const server = await restartedServer();
  server.storeIndex(built('agents', 'aaaaaaaaaaaa', 'warehouse'));
  server.storeIndex(built('agents-extra', 'cccccccccccc', 'other'));
  await server.writeIndexes();
  server.storeIndex(built('agents', 'bbbbbbbbbbbb', 'lakehouse'));
  await server.writeIndexes();
  const kept = fs.readdirSync(path.join(project.dir, '.next/cache/plumbline/search-indexes')).sort();
  expect(kept).toEqual(['agents-bbbbbbbbbbbb.json', 'agents-extra-cccccccccccc.json']);
});
