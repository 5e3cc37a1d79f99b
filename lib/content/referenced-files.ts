import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { FILE_META } from '../mdx/remark-example-files';
import { markdownImportsIn, readPartialFile } from '../mdx/partial-files';
import { contentRoot } from './files';
import { fileVersion } from './file-version';
import { isBuild } from './build-mode';

/** `![alt](target)` and `![alt](target "title")`: only relative targets are content files. */
const IMAGE = /!\[[^\]]*\]\(\s*<?([^)\s>]+)/g;
const FENCE_META = /^\s*(?:```|~~~)[^\n]*$/gm;
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/|\/|#)/i;

/**
 * Under `next dev`, a stamp of the content files a page shows besides its own text (example
 * files, images, partials it includes, and theirs): part of its compile cache key, so saving
 * `game_f.yml`, an image or `_steps.md` recompiles the pages that show it and no other. A build
 * reads each file once, so it returns ''. A quick scan of the raw text is enough here: a false
 * hit only costs one `stat`, a miss is impossible for the forms remark-example-files.ts,
 * remark-content-images.ts and remark-partials.ts accept.
 */
export function referencedFilesStamp(sourcePath: string, body: string, root: string = contentRoot): string {
  if (isBuild()) return '';
  const files = new Set<string>();
  collect(sourcePath, body, root, files);
  return [...files]
    .sort()
    .map((file) => `${file}@${fileVersion(file)}`)
    .join('\n');
}

/**
 * The files a page shows, for a search index file's name, which must change when what the index
 * holds does (a browser may keep a file under its name) and must be the same on every machine
 * that builds a shard: under `next dev` their stamp, in a build each file's path in the content
 * folder and a hash of its bytes. A build's compile needs no stamp, but an example file or a
 * partial saved between two builds changes the text of the pages that show it.
 */
export function referencedFilesKey(sourcePath: string, text: string, root: string = contentRoot): string {
  if (!isBuild()) return referencedFilesStamp(sourcePath, text, root);
  const files = new Set<string>();
  collect(sourcePath, text, root, files);
  return [...files]
    .sort()
    .map((file) => `${path.relative(root, file)}@${bytesHash(file)}`)
    .join('\n');
}

/** Hashes by file, once per process: a build does not change its content, and at 500 copies of each page the same few files are shown thousands of times. */
const bytesHashes = new Map<string, string>();

function bytesHash(file: string): string {
  let hash = bytesHashes.get(file);
  if (hash === undefined) {
    try {
      hash = createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16);
    } catch {
      hash = 'missing';
    }
    bytesHashes.set(file, hash);
  }
  return hash;
}

/** Every partial a page includes, the partials they include too: what is new text on the page when saved. */
export function includedPartials(sourcePath: string, body: string, root: string = contentRoot): string[] {
  const files = new Set<string>();
  collect(sourcePath, body, root, files);
  return [...files].filter((file) => /\.mdx?$/.test(file));
}

function collect(sourcePath: string, body: string, root: string, files: Set<string>): void {
  for (const fence of body.match(FENCE_META) ?? []) {
    const match = FILE_META.exec(fence);
    if (match) files.add(path.resolve(root, 'examples', match[1] ?? match[2]));
  }
  for (const [, target] of body.matchAll(IMAGE)) {
    if (!EXTERNAL.test(target)) files.add(path.resolve(path.dirname(sourcePath), decodeURI(target.split(/[?#]/)[0])));
  }
  for (const partial of markdownImportsIn(sourcePath, body, root)) {
    if (files.has(partial)) continue;
    files.add(partial);
    // What the partial shows counts too; one it cannot read is reported by the compile.
    let text: string;
    try {
      text = readPartialFile(partial).body;
    } catch {
      continue;
    }
    collect(partial, text, root, files);
  }
}
