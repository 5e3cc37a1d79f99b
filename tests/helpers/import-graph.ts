import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The project's own import graph, read with the TypeScript parser (no dependency beyond the
 * compiler the project already has), for the tests that hold the architecture's import rules:
 * lib-imports, import-cycles and dev-only-imports. Paths are relative to the project root.
 */
const root = process.cwd();

/** Every TypeScript or ESM source file under `dir` (relative to the root). */
export function sourceFiles(dir: string): string[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [dir];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(child);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) ? [child] : [];
  });
}

/** The code Next, the browser and the build scripts run: not tests, not tool configs. */
export const PROJECT_SOURCES = [
  'app',
  'components',
  'lib',
  'browser',
  'scripts',
  'instrumentation.ts',
  'instrumentation-client.ts',
  'next.config.mjs',
];

export interface Import {
  /** The importing file. */
  from: string;
  /** The specifier as written. */
  specifier: string;
  /** The project file it resolves to, or undefined for a package (or a path that does not exist). */
  to?: string;
  /** `import type` / `export type`, or every named binding marked `type`: erased before it runs. */
  typeOnly: boolean;
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx', '/index.mjs'];

function resolve(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier);
  else if (specifier.startsWith('@/')) base = specifier.slice(2);
  else return undefined;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    const full = path.join(root, candidate);
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return path.normalize(candidate);
  }
  return undefined;
}

function namedBindingsAllTypes(elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>): boolean {
  return elements.length > 0 && elements.every((element) => element.isTypeOnly);
}

function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false; // `import './side-effect'`
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return bindings !== undefined && ts.isNamedImports(bindings) && namedBindingsAllTypes(bindings.elements);
}

function isTypeOnlyExport(node: ts.ExportDeclaration): boolean {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return clause !== undefined && ts.isNamedExports(clause) && namedBindingsAllTypes(clause.elements);
}

/** Every static import, re-export and `import('…')` with a literal specifier in `file`. */
export function importsOf(file: string): Import[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Import[] = [];
  const add = (specifier: string, typeOnly: boolean) =>
    found.push({ from: file, specifier, to: resolve(file, specifier), typeOnly });
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, isTypeOnlyImport(node));
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, isTypeOnlyExport(node));
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      add(node.arguments[0].text, false);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      add(node.argument.literal.text, true); // `typeof import('./x')` in a type position
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The imports of every file under `dirs`. */
export function importGraph(dirs: string[] = PROJECT_SOURCES): Import[] {
  return dirs.flatMap(sourceFiles).flatMap(importsOf);
}

/**
 * Every import cycle in `imports`, one per strongly connected group of files (Tarjan), each shown
 * as a closed path through the group, starting at its alphabetically first file:
 * `a.ts -> b.ts -> a.ts`. A group where several cycles meet is shown by one of them and lists
 * all its files after it.
 */
export function importCycles(imports: Import[]): string[] {
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    if (!to) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from)!.add(to);
  }
  const next = (file: string) => [...(edges.get(file) ?? [])].sort();
  const files = [...new Set([...edges.keys(), ...[...edges.values()].flatMap((targets) => [...targets])])].sort();

  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let counter = 0;
  const connect = (file: string): void => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of next(file)) {
      if (!index.has(target)) {
        connect(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1 || next(file).includes(file)) groups.push(group.sort());
    }
  };
  for (const file of files) if (!index.has(file)) connect(file);

  return groups
    .map((group) => {
      const members = new Set(group);
      const path = shortestCycle(group[0], (file) => next(file).filter((target) => members.has(target)));
      const shown = path.join(' -> ');
      return path.length - 1 < group.length ? `${shown} (group: ${group.join(', ')})` : shown;
    })
    .sort();
}

/** The shortest closed path from `start` back to itself (breadth first). */
function shortestCycle(start: string, next: (file: string) => string[]): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const target of next(file)) {
      if (target === start) {
        const path = [start];
        for (let step = file; step !== start; step = cameFrom.get(step)!) path.splice(1, 0, step);
        return [...path, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start, start];
}
