/** The line that ends a post's excerpt: what the blog list shows before "Read more". */
export const TRUNCATE_MARKER = /^\s*<!--\s*truncate\s*-->\s*$/m;

export interface Excerpt {
  /** Markdown up to the marker, or the whole body when there is none. */
  markdown: string;
  truncated: boolean;
}

export function splitExcerpt(body: string): Excerpt {
  const match = TRUNCATE_MARKER.exec(body);
  if (!match) return { markdown: body, truncated: false };
  return { markdown: body.slice(0, match.index).trimEnd() + '\n', truncated: true };
}
