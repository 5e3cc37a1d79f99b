import fs from 'node:fs';
import path from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import { contentRoot, listFiles } from '../content/files';

/**
 * Downloads that bundle a folder of content/examples into one zip, so a reader gets every file
 * of the example in one click. The zip is built while the site builds, from the same files the
 * pages show, so it cannot drift from them.
 */
export interface ExampleBundle {
  /** File name under /downloads/. */
  file: string;
  /** Folder under content/examples. */
  folder: string;
  /** Which files of the folder go in, by path relative to it. */
  include: (relPath: string) => boolean;
}

export const EXAMPLE_BUNDLES: ExampleBundle[] = [
  { file: 'nba-metadata.zip', folder: 'nba', include: (rel) => rel.endsWith('.yml') },
  { file: 'nba-sample-data.zip', folder: 'nba-sample-data', include: () => true },
];

export const bundlePath = (bundle: ExampleBundle) => `/downloads/${bundle.file}`;

// A fixed timestamp keeps the archive byte-identical between builds (zip stores DOS dates, from 1980).
const FIXED_MTIME = new Date('2025-01-01T00:00:00Z');

export function buildBundle(bundle: ExampleBundle, root = contentRoot): Uint8Array {
  const dir = path.join(root, 'examples', bundle.folder);
  const files = listFiles(dir).filter(bundle.include).sort();
  if (files.length === 0)
    throw new Error(`Download ${bundle.file}: content/examples/${bundle.folder} holds no files to bundle.`);
  const entries: Zippable = {};
  for (const rel of files)
    entries[`${bundle.folder}/${rel}`] = [new Uint8Array(fs.readFileSync(path.join(dir, rel))), { mtime: FIXED_MTIME }];
  return zipSync(entries, { level: 9 });
}
