import GithubSlugger from 'github-slugger';
import { mapProseLines } from './markdown-lines';

/**
 * The one rule for heading ids, which the anchor links, the table of contents, the search
 * sections and the link checks all read from the compiled tree: a heading ending in `{#my-id}`
 * (Docusaurus's explicit id) gets `my-id` and loses the braces from its text; any other heading
 * gets GitHub's slug of its text, unique on the page (`setup`, `setup-1`), as rehype-slug gave
 * before explicit ids existed, so links written to those slugs keep working.
 */

/** `{#...}` closing a heading's text, with the spaces before it. */
const EXPLICIT_ID = /[ \t]*\{#([^{}]*)\}[ \t]*$/;
/** Letters of any script, digits, `-` and `_`: an id that needs no escaping in a URL fragment or a CSS selector. */
const VALID_ID = /^[\p{L}\p{M}\p{N}_-]+$/u;
/** An ATX heading line (`## Title {#id}`) whose `{#` is not escaped yet. */
const HEADING_WITH_ID = /^( {0,3}#{1,6}[ \t].*?)(?<!\\)(\{#[^{}]*\}[ \t]*)$/;
/**
 * An ATX heading ending in an MDX comment whose first word starts with `#` (`## Title {/* #id *\/}`,
 * `{/* #id keep this short *\/}`), Docusaurus's other spelling of an explicit id: the id is group 2.
 * A comment not starting with `#` is a note to editors and stays one.
 */
const HEADING_WITH_COMMENT_ID = /^( {0,3}#{1,6}[ \t].*?)[ \t]*\{\/\*\s*#([^\s*]+)(?:\s[\s\S]*?)?\s*\*\/\}[ \t]*$/;

/** Either spelling of an explicit id, `{#id}` or `{/* #id *\/}`, closing a heading's line, with the spaces around it. */
export const TRAILING_ID = /[ \t]*(?:\\?\{#[^{}]*\}|\{\/\*\s*#[^\s*]+(?:\s[\s\S]*?)?\s*\*\/\})[ \t]*$/;

/** A heading's text as readers see it, without the explicit id it may end with. */
export function withoutExplicitId(text: string): string {
  return text.replace(TRAILING_ID, '');
}

export function splitExplicitId(text: string): { text: string; id: string } | null {
  const match = EXPLICIT_ID.exec(text);
  return match ? { text: text.slice(0, match.index), id: match[1] } : null;
}

export function isValidHeadingId(id: string): boolean {
  return VALID_ID.test(id);
}

/**
 * MDX reads `{...}` as a JavaScript expression, and `#my-id` is not one, so the page would not
 * compile. Escaping the brace (`\{#my-id}`) makes it text in MDX and plain Markdown alike;
 * remark-heading-ids.ts then finds it in the heading's text like any other. The comment spelling
 * (`{/* #my-id *\/}`) is written the same way: MDX would drop the comment, id and all, and plain
 * Markdown would print it.
 */
export function escapeExplicitHeadingIds(markdown: string): string {
  return mapProseLines(markdown, (line) =>
    line.replace(HEADING_WITH_COMMENT_ID, '$1 \\{#$2}').replace(HEADING_WITH_ID, '$1\\$2'),
  );
}

/** A fresh id source for one page: each call gives the slug of a heading's text, never the same twice. */
export function pageHeadingSlugs(): (headingText: string) => string {
  const slugger = new GithubSlugger();
  return (headingText) => slugger.slug(headingText);
}
