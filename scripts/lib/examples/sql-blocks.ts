import fs from 'node:fs';
import path from 'node:path';
import type { Code, Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { contentRoot, isMarkdown, listFiles, readMarkdownFile, toDisplayPath } from '../../../lib/content/files';
import { LINE_NUMBERS_WORD, parseFenceMeta } from '../../../lib/mdx/code-fence-meta';
import { applyMagicComments } from '../../../lib/mdx/magic-comments';
import { contentSourceFile } from '../../../lib/mdx/source-file';

/**
 * Engines a ```sql block may be written for instead of PostgreSQL, with `dialect="..."`: the
 * sources the docs cover besides PostgreSQL. Such a block is shown, never run.
 */
export const OTHER_DIALECTS = ['mysql', 'snowflake', 'bigquery', 'redshift', 'synapse'] as const;

/**
 * Every meta key a ```sql block may carry. `title` and `file` are shown to readers (the block's
 * title bar; an example file shown in place of the body); the other three tell the test in
 * tests/content/sql-blocks-run.test.ts how to treat the block.
 */
export const SQL_META_KEYS = ['title', 'file', 'expect-error', 'dialect', 'not-run'] as const;

/** One ```sql fenced block of a page, with what its meta says about running it. */
export interface SqlBlock {
  /** Path from the repository root, as messages and editors use it: `content/docs/security.md`. */
  file: string;
  /** Line of the opening fence in the file (front matter counted). */
  line: number;
  title?: string;
  /** `expect-error="..."`: the block must fail with a message containing this text. */
  expectError?: string;
  /** `dialect="..."`: written for another engine; not run. */
  dialect?: string;
  /** `not-run="reason"`: shown but not run, for the reason given. */
  notRun?: string;
  /**
   * Meta this module does not know, as written: keys outside SQL_META_KEYS (`expect_error="..."`)
   * and bare words (`not-run` with no reason). What only changes how the block looks, line
   * highlights such as `{3}` and `showLineNumbers` (or `showLineNumbers=12`), is not listed.
   */
  unknownMeta: string[];
  /** The SQL, as a reader copies it (a `file=` block's example file; without highlight comments). */
  body: string;
}

/** How a block is treated: `runs` on the sample, `expect-error`, or skipped as `dialect` or `not-run`. */
export type SqlBlockKind = 'runs' | 'expect-error' | 'dialect' | 'not-run';

export function sqlBlockKind(block: SqlBlock): SqlBlockKind {
  if (block.dialect !== undefined) return 'dialect';
  if (block.notRun !== undefined) return 'not-run';
  if (block.expectError !== undefined) return 'expect-error';
  return 'runs';
}

/** `content/docs/x.md:12 "title"`: how a test case and a failure name a block. */
export function sqlBlockName(block: SqlBlock): string {
  return `${block.file}:${block.line}${block.title ? ` "${block.title}"` : ''}`;
}

/**
 * Every ```sql block of every docs page and blog post under `root` (content/ by default), pages
 * in path order and blocks in page order. Read from the Markdown syntax tree the site renders
 * from (GFM and directives, so blocks inside lists and admonitions count), never from lines.
 */
export function collectSqlBlocks(root: string = contentRoot): SqlBlock[] {
  return ['docs', 'blog'].flatMap((folder) =>
    listFiles(path.join(root, folder))
      .filter(isMarkdown)
      .flatMap((rel) => sqlBlocksOfPage(path.join(root, folder, rel), root)),
  );
}

/** The ```sql blocks of one page, by its path (absolute, or from the repository root). */
export function sqlBlocksOfPage(pagePath: string, root: string = contentRoot): SqlBlock[] {
  const page = readMarkdownFile(path.resolve(pagePath));
  return sqlBlocksOf({ sourcePath: page.absPath, body: page.body, bodyStartLine: page.bodyStartLine }, root);
}

/** The ```sql blocks of one page body; `bodyStartLine` makes lines count from the top of the file. */
export function sqlBlocksOf(
  page: { sourcePath: string; body: string; bodyStartLine?: number },
  root: string = contentRoot,
): SqlBlock[] {
  const file = contentSourceFile(page);
  const tree = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).parse(file) as Root;
  const blocks: SqlBlock[] = [];
  visit(tree, 'code', (node: Code) => {
    if (node.lang?.toLowerCase() !== 'sql') return;
    const { attributes, words } = parseFenceMeta(node.meta ?? '');
    const known = new Set<string>([...SQL_META_KEYS, LINE_NUMBERS_WORD]);
    const example = attributes.get('file');
    blocks.push({
      file: toDisplayPath(page.sourcePath),
      line: node.position?.start.line ?? 1,
      title: attributes.get('title') ?? (example ? path.basename(example) : undefined),
      expectError: attributes.get('expect-error'),
      dialect: attributes.get('dialect'),
      notRun: attributes.get('not-run'),
      unknownMeta: [
        ...[...attributes.keys()].filter((key) => !known.has(key)).map((key) => `${key}=`),
        ...words.filter((word) => word !== LINE_NUMBERS_WORD),
      ],
      body: applyMagicComments(
        example ? fs.readFileSync(path.join(root, 'examples', example), 'utf8') : node.value,
        'sql',
      ).code,
    });
  });
  return blocks;
}
