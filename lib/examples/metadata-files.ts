import fs from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import type { KeySegment } from './metadata-problems';

/** A YAML file of a metadata folder, as text, before anything is checked. */
export interface MetadataSource {
  /** Path inside the metadata folder with forward slashes, e.g. `schema/game_f.yml`. */
  path: string;
  /** Repository-relative path used in messages. */
  displayPath: string;
  text: string;
}

export type MetadataFileKind = 'schema' | 'semantics' | 'hierarchy';

/** A parsed metadata file; `data` is undefined when the YAML could not be read. */
export interface ParsedMetadataFile {
  source: MetadataSource;
  kind: MetadataFileKind;
  /** File name without `.yml`: what `schema.<name>` and `semantics.<name>` imports point at. */
  name: string;
  data: unknown;
  syntaxErrors: { message: string; line: number }[];
  /** Line of the deepest existing node on `path`, so a message can point into the file. */
  lineOf(path: readonly KeySegment[]): number | undefined;
}

const LAYOUT = /^(?:(schema|semantics)\/([^/]+)\.yml|(hierarchy)\.yml)$/;

/** Where a file belongs in the layout, or undefined when it is outside it. */
export function classify(relPath: string): { kind: MetadataFileKind; name: string } | undefined {
  const match = LAYOUT.exec(relPath);
  if (!match) return undefined;
  if (match[3]) return { kind: 'hierarchy', name: 'hierarchy' };
  return { kind: match[1] as MetadataFileKind, name: match[2] };
}

export function parseMetadataFile(source: MetadataSource, kind: MetadataFileKind, name: string): ParsedMetadataFile {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source.text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const syntaxErrors = doc.errors.map((error) => ({
    message: error.message,
    line: lineCounter.linePos(error.pos[0]).line,
  }));
  return {
    source,
    kind,
    name,
    data: syntaxErrors.length > 0 ? undefined : doc.toJS(),
    syntaxErrors,
    lineOf: (keyPath) => locate(doc, lineCounter, keyPath),
  };
}

function locate(doc: Document, lineCounter: LineCounter, keyPath: readonly KeySegment[]): number | undefined {
  let node: unknown = doc.contents;
  let offset = doc.contents?.range?.[0];
  for (const segment of keyPath) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(segment));
      if (!pair || !isScalar(pair.key)) break;
      offset = pair.key.range?.[0] ?? offset;
      node = pair.value;
    } else if (isSeq(node) && typeof segment === 'number' && segment < node.items.length) {
      const item = node.items[segment];
      offset = (item as { range?: [number, number, number] }).range?.[0] ?? offset;
      node = item;
    } else {
      break;
    }
  }
  return offset === undefined ? undefined : lineCounter.linePos(offset).line;
}

/** Every YAML file under `dir`, read from disk, with paths relative to the repository for messages. */
export function readMetadataFolder(dir: string): MetadataSource[] {
  return listYaml(dir).map((rel) => {
    const abs = path.join(dir, rel);
    return {
      path: rel,
      displayPath: path.relative(process.cwd(), abs).split(path.sep).join('/'),
      text: fs.readFileSync(abs, 'utf8'),
    };
  });
}

function listYaml(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...listYaml(dir, rel));
    else if (/\.ya?ml$/i.test(entry.name)) out.push(rel);
  }
  return out.sort();
}
