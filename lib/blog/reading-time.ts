import { siteConfig } from '../site-config';

/**
 * Reading time for "N min read": every word of the post body, code included (a reader reads
 * code too), at `siteConfig.blog.wordsPerMinute` (200) words per minute, rounded up, at least 1.
 * Link targets, image paths, code fence lines and HTML comments are not read, so they are not
 * counted; a number such as 10,000 is one word.
 */
export function countWords(markdown: string): number {
  const readable = markdown
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/(!?\[[^\]]*\])\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\s*(`{3,}|~{3,}).*$/gm, ' ');
  return readable.match(/\p{N}+(?:[.,]\p{N}+)+|[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

export function readingMinutes(words: number, wordsPerMinute: number = siteConfig.blog.wordsPerMinute): number {
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}

export function formatReadingTime(minutes: number): string {
  return `${minutes} min read`;
}
