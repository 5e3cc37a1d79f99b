/**
 * Authors write admonitions as `:::tip Optional title`; remark-directive reads titles only in
 * brackets (`:::tip[Optional title]`). This rewrites the opening fences outside code blocks,
 * keeping line numbers unchanged so messages still point at the right line.
 */
const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger'] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];

export function isAdmonitionType(name: string): name is AdmonitionType {
  return (ADMONITION_TYPES as readonly string[]).includes(name);
}

const OPENING = /^(\s*:::+)([a-z]+)[ \t]+([^[{\s].*?)\s*$/;
const FENCE = /^\s*(```|~~~)/;

export function normaliseAdmonitionTitles(markdown: string): string {
  let inFence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const fence = FENCE.exec(line);
      if (fence) {
        if (inFence === null) inFence = fence[1];
        else if (fence[1] === inFence) inFence = null;
        return line;
      }
      if (inFence !== null) return line;
      const match = OPENING.exec(line);
      if (!match || !isAdmonitionType(match[2])) return line;
      return `${match[1]}${match[2]}[${match[3].replace(/[[\]]/g, '\\$&')}]`;
    })
    .join('\n');
}
