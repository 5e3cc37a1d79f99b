/** One thing wrong in a content file, as `npm run check` prints it. */
export interface ContentProblem {
  /** Repository-relative path. */
  file: string;
  /** 1-based line; 1 when the whole file is at fault. */
  line: number;
  message: string;
}

/** `file:line: message`, the form editors and CI logs turn into links. */
export function formatContentProblem({ file, line, message }: ContentProblem): string {
  return `${file}:${line}: ${message}`;
}

/** By file, then line; duplicates (one cause reported twice) once. */
export function sortContentProblems(problems: ContentProblem[]): ContentProblem[] {
  const seen = new Set<string>();
  return [...problems]
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.message.localeCompare(b.message))
    .filter((problem) => {
      const key = formatContentProblem(problem);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** `Invalid front matter in x.md: ... at line 7.` and similar thrown messages: the line they name. */
export function lineInMessage(message: string): number {
  const match = /(?:at line |:)(\d+)(?:\D|$)/.exec(message);
  return match ? Number(match[1]) : 1;
}
