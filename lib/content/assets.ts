import path from 'node:path';
import { contentRoot, isMarkdown, listFiles } from './files';

/** Folders under content/ whose non-Markdown files (images, downloads) are published. */
const PUBLISHED_DIRS = ['docs', 'blog', 'pages', 'examples'];
const PREFIX = '/assets';

/** URL of a content file, given its path relative to content/. */
export function assetUrl(relativeToContent: string): string {
  return `${PREFIX}/${relativeToContent.split(path.sep).join('/')}`;
}

/** Every publishable content file, relative to content/ (e.g. `docs/img/layers.svg`). */
export function listContentAssets(root = contentRoot): string[] {
  return PUBLISHED_DIRS.flatMap((dir) =>
    listFiles(path.join(root, dir))
      .filter((rel) => !isMarkdown(rel) && !path.posix.basename(rel).startsWith('_'))
      .map((rel) => `${dir}/${rel}`),
  );
}
