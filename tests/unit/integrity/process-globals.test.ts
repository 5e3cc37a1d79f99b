import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './import-graph';

/**
 * Process-wide state (issue 25, "One place for state"): a value kept on `globalThis`, usually
 * under a `Symbol.for` key, is shared by every bundle Next loads into one process, and the file
 * tree does not show it. Each one is listed here with the reason it must be process-wide, and in
 * ARCHITECTURE.md ("Process-wide state"). A new one fails this test until it is added to both.
 *
 * The issue's target is at most 3; ARCHITECTURE.md says how the eight below could become three.
 */
const ALLOWED: Record<string, { file: string; why: string }> = {
  'plumbline.build-cache': {
    file: 'lib/content/build-cache.ts',
    why: 'every computed result by (kind, file, inputs): pages and route handlers are separate bundles, and each source must compile once per process',
  },
  'plumbline.content-fixed': {
    file: 'lib/content/build-cache.ts',
    why: "set by the static-params cache in Next's static-paths worker, read by oncePerBuild in every bundle of that process",
  },
  'plumbline.content-changes': {
    file: 'lib/dev/content-changes.ts',
    why: 'the dev content generation and its listeners: moved by the watcher (instrumentation bundle), read by loaders and the live-reload route',
  },
  'plumbline.content-watcher': {
    file: 'lib/dev/content-watcher.ts',
    why: 'one chokidar watcher per dev server, even if the instrumentation hook is evaluated again',
  },
  'plumbline.search-warm-up': {
    file: 'lib/dev/search-warm-up.ts',
    why: 'whether the dev search warm-up runs: set from the instrumentation bundle, read by the search-index and live-reload routes',
  },
  'plumbline.index-store': {
    file: 'lib/dev/index-store.ts',
    why: 'search indexes waiting to be written: kept by the search-index route, written when the warm-up (instrumentation bundle) ends',
  },
  'plumbline.outline-store': {
    file: 'lib/dev/outline-store.ts',
    why: 'search outlines waiting to be written: kept by page compiles, written when the warm-up (instrumentation bundle) ends',
  },
  'plumbline.requests-in-flight': {
    file: 'lib/dev/requests-in-flight.ts',
    why: 'the requests the dev server is answering, from one process-wide diagnostics_channel subscription made once',
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
    const source = ts.createSourceFile(file, fs.readFileSync(path.join(process.cwd(), file), 'utf8'), ts.ScriptTarget.Latest, true);
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
