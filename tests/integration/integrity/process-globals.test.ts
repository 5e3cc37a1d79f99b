import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '@/tests/helpers/import-graph';

/**
 * Process-wide state ("One place for state"): a value kept on `globalThis`, usually
 * under a `Symbol.for` key, is shared by every bundle Next loads into one process, and the file
 * tree does not show it. Each one is listed here with the reason it must be process-wide, and in
 * ARCHITECTURE.md ("Process-wide state"). A new one fails this test until it is added to both.
 *
 * The issue's target is at most 3.
 */
const ALLOWED: Record<string, { file: string; why: string }> = {
  'plumbline.build-cache': {
    file: 'lib/content/build-cache.ts',
    why: 'every computed result by (kind, file, inputs): pages and route handlers are separate bundles, each source must compile once per process, and a build loads the content tree once per process',
  },
  'plumbline.dev-server': {
    file: 'lib/content/server-state.ts',
    why: "what the dev server keeps between requests (search indexes and outlines waiting to be written, the requests being answered): shared by the instrumentation hook's warm-up, the pages and the route handlers, which are separate bundles",
  },
};

const SCANNED = ['lib', 'components', 'browser', 'app', 'instrumentation.ts', 'instrumentation-client.ts'];

/**
 * `<file>: Symbol.for('<key>')` for every `Symbol.for` call with a literal key, `<file>: globalThis.<name>`
 * for every named property read or written on `globalThis`, and `<file>: globalThis` for a file that
 * touches `globalThis` in any other way without a `Symbol.for` key. Comments do not count.
 */
function processGlobals(): string[] {
  return SCANNED.flatMap(sourceFiles).flatMap((file) => {
    const source = ts.createSourceFile(
      file,
      fs.readFileSync(path.join(process.cwd(), file), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const found: string[] = [];
    let touchesGlobalThis = false;
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.expression.getText() === 'Symbol' &&
        node.expression.name.text === 'for'
      ) {
        const key = node.arguments[0];
        found.push(`${file}: Symbol.for(${key && ts.isStringLiteralLike(key) ? `'${key.text}'` : key?.getText()})`);
      } else if (ts.isPropertyAccessExpression(node) && node.expression.getText() === 'globalThis') {
        found.push(`${file}: globalThis.${node.name.text}`);
      } else if (ts.isIdentifier(node) && node.text === 'globalThis') {
        touchesGlobalThis = true;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    if (touchesGlobalThis && !found.some((entry) => entry.includes('Symbol.for('))) found.push(`${file}: globalThis`);
    return found;
  });
}

describe('process-wide state is listed, with why it must be process-wide', () => {
  it('every Symbol.for key and globalThis use in app/, components/, lib/, browser/ and instrumentation*.ts is on the allow-list', () => {
    const allowed = Object.entries(ALLOWED).map(([key, { file }]) => `${file}: Symbol.for('${key}')`);
    expect(processGlobals().sort()).toEqual(allowed.sort());
  });

  it('ARCHITECTURE.md names each one in its "Process-wide state" section', () => {
    const architecture = fs.readFileSync(path.join(process.cwd(), 'ARCHITECTURE.md'), 'utf8');
    const section = architecture.split(/^## Process-wide state$/m)[1]?.split(/^## /m)[0] ?? '';
    expect(Object.keys(ALLOWED).filter((key) => !section.includes(`\`${key}\``))).toEqual([]);
  });
});
