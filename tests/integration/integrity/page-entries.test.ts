import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A dynamic page route is one `page-route.tsx` with two entries (ARCHITECTURE.md, "Page routes"):
 * `page.export.tsx` for `next build`, which closes the params, and `page.dev.tsx` for `next dev`,
 * which leaves them open so a page added while the server runs opens on its first visit.
 */
const APP = path.join(process.cwd(), 'app');

function routeFolders(): string[] {
  return (fs.readdirSync(APP, { recursive: true }) as string[])
    .filter((file) => path.basename(file) === 'page-route.tsx')
    .map((file) => path.join(APP, path.dirname(file)));
}

const exportedNames = (source: string) =>
  [...source.matchAll(/^export \{ ([^}]+) \} from '\.\/page-route';$/gm)]
    .flatMap((m) => m[1].split(',').map((name) => name.trim()))
    .sort();

const functionsOf = (source: string) =>
  ['default', ...[...source.matchAll(/^export (?:async )?function (\w+)/gm)].map((m) => m[1])].sort();

describe('dynamic page routes', () => {
  const folders = routeFolders();

  it('are the six the site has, each with both entries and no plain page.tsx', () => {
    expect(folders.map((dir) => path.relative(APP, dir)).sort()).toEqual(
      [
        '(docs)/[[...slug]]',
        'blog/[slug]',
        'blog/authors/[author]',
        'blog/page/[page]',
        'blog/tags/[tag]',
        'blog/tags/blog/tags/[tag]',
      ]
        .map((p) => path.normalize(p))
        .sort(),
    );
    for (const dir of folders) {
      expect(fs.existsSync(path.join(dir, 'page.tsx')), dir).toBe(false);
      expect(fs.existsSync(path.join(dir, 'page.export.tsx')), dir).toBe(true);
      expect(fs.existsSync(path.join(dir, 'page.dev.tsx')), dir).toBe(true);
    }
  });

  it('export everything the route module defines, from both entries alike', () => {
    for (const dir of folders) {
      const functions = functionsOf(fs.readFileSync(path.join(dir, 'page-route.tsx'), 'utf8'));
      expect(exportedNames(fs.readFileSync(path.join(dir, 'page.export.tsx'), 'utf8')), dir).toEqual(functions);
      expect(exportedNames(fs.readFileSync(path.join(dir, 'page.dev.tsx'), 'utf8')), dir).toEqual(functions);
    }
  });

  it('close their params in the export only, and set no other segment option', () => {
    for (const dir of folders) {
      const build = fs.readFileSync(path.join(dir, 'page.export.tsx'), 'utf8');
      const dev = fs.readFileSync(path.join(dir, 'page.dev.tsx'), 'utf8');
      expect(build.match(/^export const \w+ = .*$/gm), dir).toEqual(['export const dynamicParams = false;']);
      expect(dev.match(/^export const /gm), dir).toBeNull();
      expect(fs.readFileSync(path.join(dir, 'page-route.tsx'), 'utf8'), dir).not.toMatch(
        /^export const (dynamicParams|dynamic|revalidate)\b/m,
      );
    }
  });
});
