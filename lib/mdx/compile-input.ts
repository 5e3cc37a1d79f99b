import type { LinkLookup } from './remark-doc-links';
import type { Root } from 'mdast';
import type { PageProblem } from './page-problems';

/** What every Markdown pipeline (page, feed HTML, outline) takes; apart from compile.ts so its plugins can name it too. */
export interface CompileInput {
  /** Absolute path of the source, used to resolve relative links and images and in messages. */
  sourcePath: string;
  body: string;
  /** Line where the body starts in the file, so messages give the file's own line numbers. */
  bodyStartLine?: number;
  format: 'md' | 'mdx';
  /** Heading levels the table of contents lists (a doc's `toc_min/max_heading_level`); the site's by default. */
  tocLevels?: { min: number; max: number };
}

/** The levels `input`'s table of contents lists. */
export function tocLevelsOf(
  input: CompileInput,
  site: { minHeadingLevel: number; maxHeadingLevel: number },
): { minLevel: number; maxLevel: number } {
  return {
    minLevel: input.tocLevels?.min ?? site.minHeadingLevel,
    maxLevel: input.tocLevels?.max ?? site.maxHeadingLevel,
  };
}

export interface CompileOptions {
  routesBySource: Map<string, string>;
  /** Source path of every doc -> its doc id, so links written by id resolve. */
  docIdsBySource?: Map<string, string>;
  /** Where problems go; by default the levels in lib/site-checks.mjs decide. */
  onBrokenMarkdownLink?: (message: string) => void;
  onBrokenMarkdownImage?: (message: string) => void;
  /** Where a page's warnings go (a component left out at the 'warn' level); printed by default. */
  onPageWarning?: (warning: PageProblem) => void;
  /** Content folder holding images and examples; defaults to the site's content/. */
  contentRoot?: string;
  /** Given the page's text as parsed, before any plugin changes it (a build makes the page's `.md` copy from it). */
  onParsed?: (parsed: ParsedPage) => void;
  /** Told every question a link asks of the link tables (lib/mdx/remark-doc-links.ts). */
  onLinkLookup?: (lookup: LinkLookup) => void;
}

/**
 * A page's text as its compile parsed it: `source` is what the parser read (as Markdown or as
 * MDX, by `format`), the body starting at `bodyOffset` (after the blank lines that keep the file's
 * line numbers), and `tree` a copy of its syntax tree before any plugin changed it, the receiver's
 * to change.
 */
export interface ParsedPage {
  format: CompileInput['format'];
  source: string;
  bodyOffset: number;
  tree: Root;
}
