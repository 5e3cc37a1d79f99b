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
  it('no module under lib/ imports from components/, app/ or browser/', () => {
    expect(importsInto(lib, /^(components|app|browser)\//)).toEqual([]);
  });

  it('browser/ builds on lib/ only: no module under browser/ imports from components/ or app/', () => {
    expect(importsInto(browser, /^(components|app)\//)).toEqual([]);
  });
});
