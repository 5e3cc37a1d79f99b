import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { withoutExplicitId } from '../mdx/heading-ids';

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

/** What to do when a doc has neither a `title:` nor a `# Heading` to take it from. */
export const MISSING_TITLE =
  "add `title:`, the page's name, shown as its heading, in the sidebar and in the browser tab, or start the page with a `# Heading`, which is then its title";

/** Lines that may come before the title: blank lines, imports and exports, comments. */
const BEFORE_TITLE = /^\s*$|^\s*(?:import|export)\s|^\s*\{\/\*.*\*\/\}\s*$/;

/**
 * The page's Markdown title, as Docusaurus takes it for a doc without `title:` in its front
 * matter: a level-1 heading (`# Title`, or `Title` underlined with `===`) before anything else in
 * the body but imports and comments. A `# Heading` further down is an ordinary heading. Read from
 * the first lines only: every doc is asked, and most open with a paragraph.
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
  const markdown = withoutExplicitId(setext ? first : first.replace(/^ {0,3}#[ \t]*/, '').replace(/[ \t]+#+[ \t]*$/, '')).trim();
  return text ? { text, markdown, line: index + 1, start: offset, end: offset + source.length } : undefined;
}
