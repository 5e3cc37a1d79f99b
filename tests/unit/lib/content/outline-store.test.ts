import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { inTempProject } from '@/tests/helpers/temp-project';

const project = inTempProject('outline-store-', ['plumbline.dev-server']);
const outline = (text: string) => ({ toc: [], sections: [{ id: '', depth: 0, heading: '', text }] });

/** The store as a restarted dev server sees it: only what was written to disk. */
const restartedServer = () => project.freshProcess(() => import('@/lib/content/outline-store'));

test('outlines written by one server are read back by the next, for the same inputs only', async () => {
  const page = path.join(project.dir, 'a.md');
  const gone = path.join(project.dir, 'b.md');
  fs.writeFileSync(page, '# A\n');
  fs.writeFileSync(gone, '# B\n');
  const first = await restartedServer();
  first.storeOutline(page, 'hash-1', outline('agents answer questions'));
  first.storeOutline(gone, 'hash-2', outline('deleted soon'));
  expect(first.storedOutline(page, 'hash-1')).toEqual(outline('agents answer questions'));
  first.writeOutlines();

  const second = await restartedServer();
  expect(second.storedOutline(page, 'hash-1')).toEqual(outline('agents answer questions'));
  // A page saved since has other inputs: its old outline is not used.
  expect(second.storedOutline(page, 'hash-3')).toBeUndefined();

  // A deleted page is dropped at the next write.
  fs.rmSync(gone);
  second.storeOutline(page, 'hash-3', outline('saved again'));
  second.writeOutlines();
  const third = await restartedServer();
  expect(third.storedOutline(page, 'hash-3')).toEqual(outline('saved again'));
  expect(third.storedOutline(gone, 'hash-2')).toBeUndefined();
});

test('a change to the code that outlines drops every stored outline', async () => {
  const page = path.join(project.dir, 'a.md');
  const before = await restartedServer();
  before.storeOutline(page, 'hash-4', outline('before the upgrade'));
  before.writeOutlines();
  fs.writeFileSync(path.join(project.dir, 'package-lock.json'), '{"lockfileVersion": 3}\n');
  const after = await restartedServer();
  expect(after.storedOutline(page, 'hash-4')).toBeUndefined();
});
