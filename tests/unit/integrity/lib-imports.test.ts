import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const lib = path.join(process.cwd(), 'lib');
const browser = path.join(process.cwd(), 'browser');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Known exceptions, each with its reason. compile.ts renders compiled Markdown with the site's
 * MDX components; moving that rendering to components/ (tried in issue 16, as a module there and
 * as components passed in by the pages) made Turbopack split the doc page's client chunks
 * differently and load 2.2 KB more JavaScript, past the 150 KB budget.
 */
const ALLOWED = new Set(['lib/mdx/compile.ts imports ../../components/mdx/mdx-components']);

const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** `<file> imports <specifier>` for every import under `dir` that reaches one of `folders`. */
function importsInto(dir: string, folders: RegExp): string[] {
  return sourceFiles(dir).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(IMPORT)]
      .map((match) => match[1] ?? match[2])
      .filter((specifier) => {
        const target = specifier.startsWith('.') ? path.relative(process.cwd(), path.resolve(path.dirname(file), specifier)) : specifier.replace(/^@\//, '');
        return folders.test(target);
      })
      .map((specifier) => `${path.relative(process.cwd(), file)} imports ${specifier}`),
  );
}

describe('lib/ is what pages build on, never the other way round', () => {
  it('no module under lib/ imports from components/, app/ or browser/, but for the exceptions named above', () => {
    expect(importsInto(lib, /^(components|app|browser)\//).filter((line) => !ALLOWED.has(line))).toEqual([]);
  });

  it('browser/ builds on lib/ only: no module under browser/ imports from components/ or app/', () => {
    expect(importsInto(browser, /^(components|app)\//)).toEqual([]);
  });
});
