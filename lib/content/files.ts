import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { yamlLineFinder, type LineOf } from './source-lines';
import { ContentError } from './schemas';
import { cachedByContent, contentHash } from './build-cache';
import { isBuild } from './build-mode';

export { contentRoot } from './content-index';
export { detachedString } from './detached-string.mjs';

/** Every file under `dir` (recursively), as paths relative to `dir` with forward slashes. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      out.push(...listFiles(full).map((rel) => `${entry.name}/${rel}`));
    } else {
      out.push(entry.name);
    }
  }
  return out.sort();
}

export interface MarkdownFile {
  /** Absolute path on disk. */
  absPath: string;
  /** Path relative to the repository root, for messages. */
  displayPath: string;
  data: Record<string, unknown>;
  body: string;
  /** Line number in the file where the body starts (1-based), so messages can point at lines. */
  bodyStartLine: number;
  /** Line of a front matter field in the file (line 1, the opening `---`, when it is missing). */
  lineOf: LineOf;
}

/**
 * A file read and parsed once per version (its stat): under `npm run dev` every save makes the
 * loaders list the content again, and only files whose stat changed are read and parsed again,
 * so a save costs the same on a site of twenty pages or two thousand. Kept in the process-wide
 * cache, because Next runs this module again when the content index changes.
 *
 * A build reads each file anew: its loaders run once per process, so the cache only held a
 * second copy of every page's fields beside the docs made from them, 7.1 of the 19.7 MB the docs
 * took in each static-generation worker at 9,501 docs pages.
 */
export function readMarkdownFile(absPath: string): MarkdownFile {
  if (TEXT_ON_DEMAND) return parseMarkdownFile(absPath, fs.readFileSync(absPath, 'utf8'));
  const stat = fs.statSync(absPath);
  return cachedByContent('markdown-file', absPath, [`${stat.mtimeMs} ${stat.size} ${stat.ino}`], () =>
    parseMarkdownFile(absPath, fs.readFileSync(absPath, 'utf8')),
  );
}

function parseMarkdownFile(absPath: string, raw: string): MarkdownFile {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // A fresh options object keeps gray-matter from returning a cached result for equal input.
    parsed = matter(raw, {});
  } catch (error) {
    throw new ContentError(`Invalid front matter YAML in ${toDisplayPath(absPath)}: ${(error as Error).message}`);
  }
  const headerLength = raw.length - parsed.content.length;
  const bodyStartLine = raw.slice(0, headerLength).split('\n').length;
  const displayPath = toDisplayPath(absPath);
  if (!TEXT_ON_DEMAND)
    return {
      absPath,
      displayPath,
      data: parsed.data,
      body: parsed.content,
      bodyStartLine,
      lineOf: frontMatterLines(parsed.matter),
    };
  const text: TextOnDisk = { absPath, headerLength, headerHash: contentHash(raw.slice(0, headerLength)) };
  const file = {
    absPath,
    displayPath,
    data: structuredClone(parsed.data),
    bodyStartLine,
    lineOf: frontMatterLinesOnDisk(absPath),
  };
  return withTextOnDisk(file, text) as MarkdownFile;
}

/**
 * Whether a page's text is read from its file each time it is asked for, instead of kept: in a
 * build. Every static-generation worker loads every page to know the routes, the sidebar and the
 * link targets, and renders a page's text once. With the text kept, the content loaded at 9,500
 * docs pages was 135 MB of each worker's heap; read on demand, 48 MB; with one getter for every
 * page and no second copy of its fields, 19 MB. `next dev` keeps the text: a save re-reads only
 * the files that changed.
 */
const TEXT_ON_DEMAND = isBuild();

/** Where a build reads a file's text: past its front matter block, known by length and hash. */
interface TextOnDisk {
  absPath: string;
  headerLength: number;
  headerHash: string;
}

/**
 * A property name, not a `Symbol()`: Next loads this module once per bundle (pages, each route
 * handler), and the parsed files are shared between them through the process-wide cache
 * (`readMarkdownFile`). With a symbol of each module's own, a doc made by one copy from a file
 * parsed by another got a getter of its own and was kept as a hash table: 9,501 of them, 7.5 MB
 * of each worker at K = 500. Not enumerable, so no copy or comparison of a page sees it.
 */
const TEXT_ON_DISK = '__plumblineTextOnDisk';

/**
 * Gives `target` a `body` read from disk when asked for. Every such object shares one getter,
 * which finds its file in a hidden field: a getter closing over its own file made each object's
 * accessor unique, and V8 keeps such objects as hash tables, not fixed shapes (40,000 of them,
 * 17.8 MB, at 9,500 docs pages).
 */
function withTextOnDisk<T extends object>(target: T, text: TextOnDisk): T & { body: string } {
  Object.defineProperty(target, TEXT_ON_DISK, { value: text });
  return Object.defineProperty(target, 'body', { enumerable: true, get: bodyOnDisk }) as T & { body: string };
}

function bodyOnDisk(this: { [TEXT_ON_DISK]: TextOnDisk }): string {
  const { absPath, headerLength, headerHash } = this[TEXT_ON_DISK];
  const raw = fs.readFileSync(absPath, 'utf8');
  // A file saved since it was first read (during a build) has its front matter split off again.
  return contentHash(raw.slice(0, headerLength)) === headerHash ? raw.slice(headerLength) : matter(raw, {}).content;
}

/**
 * `meta` with a `body` read from `file` when asked for. In a build, a string in `meta` taken from
 * the page's text (a title from its heading) must be a `detachedString`, or it keeps the text alive.
 */
export function withBodyOf<T extends object>(meta: T, file: MarkdownFile): T & { body: string } {
  const text = (file as Partial<Record<typeof TEXT_ON_DISK, TextOnDisk>>)[TEXT_ON_DISK];
  if (text) return withTextOnDisk(meta, text);
  return Object.defineProperty(meta, 'body', { enumerable: true, get: () => file.body }) as T & { body: string };
}

export function toDisplayPath(absPath: string): string {
  return path.relative(process.cwd(), absPath).split(path.sep).join('/');
}

/**
 * Whether a content file is a Markdown page: `.md` or `.mdx`, and not a partial. The docs and
 * blog loaders and `npm run check` list pages through this one test, so a partial is never
 * routed, in a sidebar, searched, in llms.txt or the sitemap, or asked for front matter.
 * `file` is relative to its content folder.
 */
export function isMarkdown(file: string): boolean {
  return /\.mdx?$/.test(file) && !isPartial(file);
}

/**
 * A partial: a Markdown file whose name starts with `_` (`_shared.md`, `guide/_steps.mdx`), as
 * Docusaurus names them. It holds text other pages import and is not a page itself.
 */
export function isPartial(file: string): boolean {
  return path.posix.basename(file).startsWith('_');
}

/** gray-matter's raw front matter starts right after the opening `---`, so on line 2 of the file. */
function frontMatterLines(raw: string): LineOf {
  let lines: LineOf | undefined;
  // Only a problem needs lines: parse the YAML again then, not for every page read.
  return (path) => (lines ??= yamlLineFinder(raw.replace(/^\r?\n/, ''), 2, 1))(path);
}

/** `frontMatterLines` of the file as it is on disk when a problem asks: a build keeps no file's text. */
function frontMatterLinesOnDisk(absPath: string): LineOf {
  let lines: LineOf | undefined;
  return (path) => (lines ??= frontMatterLines(matter(fs.readFileSync(absPath, 'utf8'), {}).matter))(path);
}
