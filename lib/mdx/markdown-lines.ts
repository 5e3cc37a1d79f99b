const FENCE_OPEN = /^\s*(`{3,}|~{3,})/;

/**
 * Rewrites the lines of a Markdown text that lie outside fenced code blocks, one line at a time,
 * keeping the number of lines, so positions in messages still match the author's file. For the
 * two Docusaurus spellings the parsers cannot read as written (admonition titles after a space,
 * `{#id}` in MDX headings); everything else is read from the syntax tree, never from lines.
 */
export function mapProseLines(markdown: string, rewrite: (line: string) => string): string {
  // The open fence's character and length: only the same character, at least as long, closes it.
  let open: { char: string; length: number } | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const fence = FENCE_OPEN.exec(line);
      if (open === null) {
        if (!fence) return rewrite(line);
        open = { char: fence[1][0], length: fence[1].length };
        return line;
      }
      const closes = fence && fence[1][0] === open.char && fence[1].length >= open.length && line.trim() === fence[1];
      if (closes) open = null;
      return line;
    })
    .join('\n');
}
