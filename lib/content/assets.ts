import path from 'node:path';
import { contentRoot, isMarkdown, listFiles } from './files';
import { fileVersion } from './file-version';

/** Folders under content/ whose non-Markdown files (images, downloads) are published. */
const PUBLISHED_DIRS = ['docs', 'blog', 'pages', 'examples'];
const PREFIX = '/assets';

/**
 * URL of a content file, given its path relative to content/. Under `next dev` it carries the
 * file's version, so a saved image is fetched again rather than taken from the browser's cache.
 */
export function assetUrl(relativeToContent: string, root: string = contentRoot): string {
  const url = `${PREFIX}/${relativeToContent.split(path.sep).join('/')}`;
  return process.env.NODE_ENV === 'development' ? `${url}?v=${fileVersion(path.join(root, relativeToContent))}` : url;
}

/** Every publishable content file, relative to content/ (e.g. `docs/img/layers.svg`). */
export function listContentAssets(root = contentRoot): string[] {
  return PUBLISHED_DIRS.flatMap((dir) =>
    listFiles(path.join(root, dir))
      .filter((rel) => !isMarkdown(rel) && !path.posix.basename(rel).startsWith('_'))
      .map((rel) => `${dir}/${rel}`),
  );
}
