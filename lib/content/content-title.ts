import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { withoutExplicitId } from '../mdx/heading-ids';
import type { z } from 'zod';
import { schemaIssues, type SchemaIssue } from './schemas';
import type { LineOf } from './source-lines';

/** A page's Markdown title: the `# Heading` it opens with. */
export interface ContentTitle {
  /** The heading's text as readers see it: inline Markdown read, its `{#id}` left out. */
  text: string;
  /** The same as written, its inline Markdown kept (`Using \`plumb\``), for the Markdown copy. */
  markdown: string;
  /** Where the heading is in the body: its first line (1-based) and its offsets, the line break after it excluded. */
  line: number;
  start: number;
  end: number;
}

/** The Markdown files that have a title: docs, blog posts and standalone pages. */
export type TitledKind = 'doc' | 'post' | 'page';

const TITLE_SHOWN: Record<TitledKind, string> = {
  doc: "the page's name, shown as its heading, in the sidebar and in the browser tab",
  post: "the post's name, shown as its heading, in the blog's lists and feeds and in the browser tab",
  page: "the page's name, shown as its heading and in the browser tab",
};

/** What to do when a file has neither a `title:` nor a `# Heading` to take it from. */
function missingTitleMessage(kind: TitledKind): string {
  const what = kind === 'post' ? 'post' : 'page';
  return `add \`title:\`, ${TITLE_SHOWN[kind]}, or start the ${what} with a \`# Heading\`, which is then its title`;
}

/**
 * The problem of a file whose front matter has no `title:` and whose body does not open with a
 * `# Heading`, at the line `title:` would take; none when either is there. Asked whatever else
 * its front matter gets wrong, so one run reports this with the rest.
 */
export function missingTitle(
  kind: TitledKind,
  file: { data: Record<string, unknown>; body: string; lineOf: LineOf },
): { line: number; message: string } | undefined {
  if (file.data.title !== undefined || contentTitle(file.body)) return undefined;
  return { line: file.lineOf(['title']), message: missingTitleMessage(kind) };
}

/**
 * A doc's, post's or page's front matter checked against `schema` (only the fields in `data`), its
 * missing title among the other problems: every Markdown loader reports them all in one run.
 */
export function titledFrontMatter<T>(
  kind: TitledKind,
  schema: z.ZodType<T>,
  data: unknown,
  file: { data: Record<string, unknown>; body: string; lineOf: LineOf },
): { data?: T; issues: SchemaIssue[] } {
  const { data: checked, issues } = schemaIssues(schema, data, file.lineOf);
  const untitled = missingTitle(kind, file);
  return { data: checked, issues: untitled ? [...issues, { field: 'title', ...untitled }] : issues };
}

/** Lines that may come before the title: blank lines, imports and exports, comments. */
const BEFORE_TITLE = /^\s*$|^\s*(?:import|export)\s|^\s*\{\/\*.*\*\/\}\s*$/;

/**
 * The page's Markdown title, as Docusaurus takes it for a doc, post or page without `title:` in
 * its front matter: a level-1 heading (`# Title`, or `Title` underlined with `===`) before
 * anything else in the body but imports and comments. A `# Heading` further down is an ordinary
 * heading. Read from the first lines only: every page is asked, and most open with a paragraph.
 */
export function contentTitle(body: string): ContentTitle | undefined {
  const lines = body.split('\n');
  let index = 0;
  let offset = 0;
  const skip = () => {
    offset += lines[index].length + 1;
    index += 1;
  };
  while (index < lines.length) {
    if (BEFORE_TITLE.test(lines[index])) skip();
    else if (/^\s*<!--/.test(lines[index])) {
      while (index < lines.length && !lines[index].includes('-->')) skip();
      skip();
    } else break;
  }
  const first = lines[index] ?? '';
  const atx = /^ {0,3}#(?:[ \t]|$)/.test(first);
  const setext = !atx && first.trim() !== '' && /^ {0,3}=+[ \t]*$/.test(lines[index + 1] ?? '');
  if (!atx && !setext) return undefined;
  const source = setext ? `${first}\n${lines[index + 1]}` : first;
  const heading = (unified().use(remarkParse).parse(source) as Root).children[0];
  if (heading?.type !== 'heading' || heading.depth !== 1) return undefined;
  const text = withoutExplicitId(toString(heading)).trim();
  const markdown = withoutExplicitId(
    setext ? first : first.replace(/^ {0,3}#[ \t]*/, '').replace(/[ \t]+#+[ \t]*$/, ''),
  ).trim();
  return text ? { text, markdown, line: index + 1, start: offset, end: offset + source.length } : undefined;
}

/**
 * `body` without its opening `# Heading`, as Docusaurus takes a blog post's title out of its body
 * (the post's header shows it). The heading's lines are left blank, so every other line keeps its
 * number for messages.
 */
export function withoutContentTitle(body: string, title: ContentTitle): string {
  const lines = body.slice(title.start, title.end).split('\n').length;
  return `${body.slice(0, title.start)}${'\n'.repeat(lines - 1)}${body.slice(title.end)}`;
}
