import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** Every file of the export, relative to out/. */
function exportedFiles(dir = path.join(process.cwd(), 'out'), prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? exportedFiles(path.join(dir, entry.name), rel) : [rel];
  });
}

// Issue 13: the authors' live reload (a change stream and its listeners) exists under `next dev`
// only; the static export must hold neither the route nor the code that listens to it.
test('the export holds nothing of the dev live reload: no change stream, no listener code', () => {
  const files = exportedFiles();
  expect(files.filter((file) => file.includes('content-events'))).toEqual([]);
  const carrying = files.filter((file) => /\.(js|html|txt)$/.test(file) && /content-events|EventSource|content-generation/.test(fs.readFileSync(path.join('out', file), 'utf8')));
  expect(carrying).toEqual([]);
});
