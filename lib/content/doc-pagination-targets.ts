import { readMarkdownFile } from './files';
import { distance, nearestName } from './plain-issues';

/** What the check needs of a doc: its id, its file and the targets its front matter names. */
export interface PaginationSource {
  id: string;
  sourcePath: string;
  displayPath: string;
  paginationPrev?: string | null;
  paginationNext?: string | null;
}

const FIELDS = [
  ['paginationPrev', 'pagination_prev'],
  ['paginationNext', 'pagination_next'],
] as const;

/**
 * `pagination_prev:`/`pagination_next:` naming a doc id no page has, each with its line and the
 * nearest id, so a typo never turns into a missing link.
 */
export function paginationTargetProblems(
  docs: readonly PaginationSource[],
): { file: string; line: number; message: string }[] {
  const ids = docs.map((doc) => doc.id);
  const known = new Set(ids);
  const problems: { file: string; line: number; message: string }[] = [];
  for (const doc of docs) {
    for (const [key, field] of FIELDS) {
      const target = doc[key];
      if (typeof target !== 'string' || known.has(target)) continue;
      const line = readMarkdownFile(doc.sourcePath).lineOf([field]);
      const near = nearestName(target, ids);
      const closest = near ?? [...ids].sort((a, b) => distance(target, a) - distance(target, b))[0];
      const hint = near
        ? `did you mean \`${field}: ${near}\`?`
        : `write a doc id, such as the nearest, \`${closest}\`, or \`${field}: null\` for no link`;
      problems.push({
        file: doc.displayPath,
        line,
        message: `\`${field}:\` names the doc id "${target}", which no page has: ${hint}`,
      });
    }
  }
  return problems;
}
