import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { yamlLineFinder, type LineOf } from './source-lines';
import { ContentError } from './schemas';
import { cachedByContent } from './build-cache';
import { isBuild } from './build-mode';

export { contentRoot } from './content-index';

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
 */
export function readMarkdownFile(absPath: string): MarkdownFile {
  const stat = fs.statSync(absPath);
  return cachedByContent('markdown-file', absPath, [`${stat.mtimeMs} ${stat.size} ${stat.ino}`], () => parseMarkdownFile(absPath, fs.readFileSync(absPath, 'utf8')));
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
  if (!TEXT_ON_DEMAND) return { absPath, displayPath, data: parsed.data, body: parsed.content, bodyStartLine, lineOf: frontMatterLines(parsed.matter) };
  const header = detachedString(raw.slice(0, headerLength));
  const file = { absPath, displayPath, data: structuredClone(parsed.data), bodyStartLine, lineOf: frontMatterLines(detachedString(parsed.matter)) };
  return Object.defineProperty(file, 'body', { enumerable: true, get: () => bodyFromDisk(absPath, header) }) as MarkdownFile;
}

/**
 * Whether a page's text is read from its file each time it is asked for, instead of kept: in a
 * build. Every static-generation worker loads every page to know the routes, the sidebar and the
 * link targets, and renders a page's text once. With the text kept, the content loaded at 9,500
 * docs pages was 135 MB of each worker's heap; read on demand, 48 MB. `next dev` keeps the text:
 * a save re-reads only the files that changed.
 */
const TEXT_ON_DEMAND = isBuild();

/** The body of the file whose front matter block (with its fences) is `header`, read now. */
function bodyFromDisk(absPath: string, header: string): string {
  const raw = fs.readFileSync(absPath, 'utf8');
  // A file saved since it was first read (during a build) has its front matter split off again.
  return raw.startsWith(header) ? raw.slice(header.length) : matter(raw, {}).content;
}

/**
 * A copy of `text` that shares no memory with it. V8 makes a substring of a long string a view
 * that keeps the whole string alive: a title sliced from a file's text would keep the file.
 */
function detachedString(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

/**
 * `meta` with a `body` read from `file` when asked for. In a build, `meta` is copied first, so no
 * string in it (a title or description taken from the text) keeps the file's text alive.
 */
export function withBodyOf<T extends object>(meta: T, file: MarkdownFile): T & { body: string } {
  const kept = TEXT_ON_DEMAND ? structuredClone(meta) : meta;
  return Object.defineProperty(kept, 'body', { enumerable: true, get: () => file.body }) as T & { body: string };
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
