import fs from 'node:fs';
import path from 'node:path';
import { contentRoot, isPartial, readMarkdownFile, toDisplayPath, type MarkdownFile } from '../content/files';

/** Any import of a Markdown file, whatever its form (`import Steps from './_steps.md'`, `import {toc} from "./_x.mdx"`): the module is group 1. */
export const MARKDOWN_IMPORT = /\bimport\s+(?:[\w$*{}\s,]+?\s+from\s*)?["']([^"']+\.mdx?)["'];?/g;
/** The one form a partial is imported in, a single default name: `import Steps from './_steps.md'`. Name is group 1, module group 2. */
const DEFAULT_IMPORT = /^import\s+([A-Za-z_$][\w$]*)\s+from\s*["']([^"']+)["'];?$/;

/** Docusaurus's alias for the site's folder, which here is the content folder (`@site/docs/_steps.md`). */
const SITE_ALIAS = '@site/';

/** The name an import of a Markdown file binds, when it is the one form partials are imported in. */
export function defaultImportName(statement: string): string | undefined {
  return DEFAULT_IMPORT.exec(statement.trim())?.[1];
}

/**
 * The file an import of Markdown names, as Docusaurus resolves it: relative to the importing file
 * (`./_steps.md`, `../shared/_note.mdx`) or from the site's folder (`@site/docs/_steps.md`, the
 * content folder here). Otherwise, why not, in words that say what to write.
 */
export function resolveMarkdownImport(
  specifier: string,
  importer: string,
  root: string = contentRoot,
): { path: string } | { problem: string } {
  const relative = specifier.startsWith('./') || specifier.startsWith('../');
  if (!relative && !specifier.startsWith(SITE_ALIAS)) {
    return {
      problem: `names ${specifier}, which is neither beside this file nor in the content folder: write a path relative to this file (./_steps.md) or from the content folder (@site/docs/_steps.md)`,
    };
  }
  const target = relative
    ? path.resolve(path.dirname(importer), specifier)
    : path.join(root, specifier.slice(SITE_ALIAS.length));
  if (!target.startsWith(root + path.sep))
    return {
      problem: `names ${specifier}, which is outside the content folder (${toDisplayPath(root)}): move the file into it`,
    };
  if (fs.existsSync(target) && fs.statSync(target).isFile()) return { path: target };
  const beside = partialsIn(path.dirname(target));
  const hint = beside.length > 0 ? `; partials in that folder: ${beside.join(', ')}` : '';
  return { problem: `names ${specifier}, and there is no such file (${toDisplayPath(target)})${hint}` };
}

function partialsIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => /\.mdx?$/.test(name) && isPartial(name))
    .sort();
}

/** An imported Markdown file as a page reads it: its body, and where the body starts in the file. */
export interface PartialFile {
  absPath: string;
  body: string;
  bodyStartLine: number;
  format: 'md' | 'mdx';
  /** The front matter's lines, when a partial (`_name.md`) has some: it is not shown, so it is a problem. */
  unusedFrontMatter?: { lines: number };
}

export function readPartialFile(absPath: string): PartialFile {
  const file: MarkdownFile = readMarkdownFile(absPath);
  const format = absPath.endsWith('.mdx') ? 'mdx' : 'md';
  const unused = isPartial(path.basename(absPath)) && Object.keys(file.data).length > 0;
  return {
    absPath,
    body: file.body,
    bodyStartLine: file.bodyStartLine,
    format,
    ...(unused ? { unusedFrontMatter: { lines: file.bodyStartLine - 1 } } : {}),
  };
}

/**
 * Every Markdown file a text imports that exists, found by a quick scan of the raw text (code
 * blocks included, where a false hit costs a `stat`): for what must change when a partial does.
 */
export function markdownImportsIn(sourcePath: string, body: string, root: string = contentRoot): string[] {
  return [...body.matchAll(MARKDOWN_IMPORT)].flatMap(([, specifier]) => {
    const resolved = resolveMarkdownImport(specifier, sourcePath, root);
    return 'path' in resolved ? [resolved.path] : [];
  });
}
