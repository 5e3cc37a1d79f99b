import { cache } from 'react';
import path from 'node:path';
import { contentRoot, readMarkdownFile } from './files';
import { pageFrontMatterSchema, parseOrThrow } from './schemas';

export interface StandalonePage {
  title: string;
  description: string;
  sourcePath: string;
  body: string;
  bodyStartLine: number;
  format: 'md' | 'mdx';
}

/** Source of the standalone Markdown page served at /markdown-page. */
export const markdownPageSource = path.join(contentRoot, 'pages', 'markdown-page.md');

/** A Markdown page outside the docs (no sidebar, not searched). */
export const getStandalonePage = cache((absPath: string): StandalonePage => {
  const file = readMarkdownFile(absPath);
  const fm = parseOrThrow(pageFrontMatterSchema, file.data, file.displayPath, 'front matter', file.lineOf);
  return {
    title: fm.title,
    description: fm.description,
    sourcePath: absPath,
    body: file.body,
    bodyStartLine: file.bodyStartLine,
    format: absPath.endsWith('.mdx') ? 'mdx' : 'md',
  };
});
