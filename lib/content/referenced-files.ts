import path from 'node:path';
import { FILE_META } from '../mdx/remark-example-files';
import { contentRoot } from './files';
import { fileVersion } from './file-version';

/** `![alt](target)` and `![alt](target "title")`: only relative targets are content files. */
const IMAGE = /!\[[^\]]*\]\(\s*<?([^)\s>]+)/g;
const FENCE_META = /^\s*(?:```|~~~)[^\n]*$/gm;
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/|\/|#)/i;

/**
 * Under `next dev`, a stamp of the content files a page shows besides its own text (example
 * files, images): part of its compile cache key, so saving `game_f.yml` or an image recompiles
 * the pages that show it and no other. A build reads each file once, so it returns ''.
 * A quick scan of the raw text is enough here: a false hit only costs one `stat`, a miss is
 * impossible for the forms remark-example-files.ts and remark-content-images.ts accept.
 */
export function referencedFilesStamp(sourcePath: string, body: string, root: string = contentRoot): string {
  if (process.env.NODE_ENV === 'production') return '';
  const files = new Set<string>();
  for (const fence of body.match(FENCE_META) ?? []) {
    const match = FILE_META.exec(fence);
    if (match) files.add(path.resolve(root, 'examples', match[1] ?? match[2]));
  }
  for (const [, target] of body.matchAll(IMAGE)) {
    if (!EXTERNAL.test(target)) files.add(path.resolve(path.dirname(sourcePath), decodeURI(target.split(/[?#]/)[0])));
  }
  return [...files].sort().map((file) => `${file}@${fileVersion(file)}`).join('\n');
}
