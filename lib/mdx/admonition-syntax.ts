import { mapProseLines } from './markdown-lines';

/**
 * `:::name Title`: an opening fence (any length, for nesting), a directive name, then a title
 * after a space. Names are not checked here: an unknown one must reach remark-admonitions.ts
 * as a directive, which reports it, instead of staying a paragraph that prints the raw line.
 */
const OPENING = /^(\s*:{3,})([A-Za-z][\w-]*)[ \t]+([^[{\s].*?)\s*$/;

/**
 * Authors write admonition titles as Docusaurus allows, `:::tip Optional title` or
 * `:::tip[Optional title]`; remark-directive reads only the second. This rewrites the first
 * into it outside code blocks, keeping line numbers unchanged.
 */
export function normaliseAdmonitionTitles(markdown: string): string {
  return mapProseLines(markdown, (line) => {
    const match = OPENING.exec(line);
    if (!match) return line;
    return `${match[1]}${match[2]}[${match[3].replace(/[[\]]/g, '\\$&')}]`;
  });
}
