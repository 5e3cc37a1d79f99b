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

// Under `npm run dev` content reaches Next as a module (the content index, lib/content/content-index.ts),
// which only server code imports: the export must hold none of it, neither its absolute path
// nor its stamp, in any page, payload or script.
test('the export holds nothing of the content index the server code imports', () => {
  const index = JSON.parse(fs.readFileSync('.plumbline/content-index.json', 'utf8')) as { root: string; stamp: string };
  expect(index.stamp).toMatch(/^[0-9a-f]{16}$/);
  const carrying = exportedFiles().filter((file) => {
    if (!/\.(js|html|txt|json)$/.test(file)) return false;
    const text = fs.readFileSync(path.join('out', file), 'utf8');
    return text.includes(index.root) || text.includes(index.stamp);
  });
  expect(carrying).toEqual([]);
});
