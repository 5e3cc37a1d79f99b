/*
 * The no-text-lost comparison: the words a reader should see in a page's source against the words
 * of its rendering, so text that vanished without a message shows up as a list of lost words.
 */

/** Words a reader sees: tags (and the attributes in them) split words as a browser's layout does. */
function words(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The words of a Markdown or MDX source a reader should see: no import lines, comments, heading
 * ids, code fence lines, admonition fences, tags or link targets; an image's alt text stays.
 */
export function sourceWords(source: string): string[] {
  const visible = source
    .replace(/^import .*$/gm, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/\{#[^}]*\}/g, ' ')
    .replace(/^\s*(?:```|~~~).*$/gm, ' ')
    .replace(/^\s*:{3,}[\w-]*/gm, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, ' $1 ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']');
  return words(visible);
}

/** The words of rendered HTML, an image's alt text among them. */
export function htmlWords(html: string): string[] {
  const text = html
    .replace(/<img\b[^>]*\balt="([^"]*)"[^>]*>/g, ' $1 ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
  return words(text);
}

/** Each source word the rendered page has fewer of than the source: text that disappeared. */
export function lostWords(source: string, html: string): string[] {
  const left = new Map<string, number>();
  for (const word of htmlWords(html)) left.set(word, (left.get(word) ?? 0) + 1);
  return sourceWords(source).filter((word) => {
    const count = left.get(word) ?? 0;
    left.set(word, count - 1);
    return count <= 0;
  });
}
