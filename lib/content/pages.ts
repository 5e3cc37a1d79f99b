import { cache } from 'react';
import path from 'node:path';
import { contentRoot, readMarkdownFile } from './files';
import { ContentError, formatIssues, pageFrontMatterSchema } from './schemas';
import { contentTitle, titledFrontMatter } from './content-title';
import { firstParagraphText } from './first-paragraph';

export interface StandalonePage {
  title: string;
  description: string;
  /** True when the page opens with its own `# Heading`: the route then draws no second one from `title`. */
  hideTitle: boolean;
  sourcePath: string;
  body: string;
  bodyStartLine: number;
  format: 'md' | 'mdx';
}

/** Source of the standalone Markdown page served at /markdown-page. */
export const markdownPageSource = path.join(contentRoot, 'pages', 'markdown-page.md');

/**
 * A Markdown page outside the docs (no sidebar, not searched). As a Docusaurus page, its title is
 * the `# Heading` it opens with when front matter has none, and its description the first paragraph.
 */
export const getStandalonePage = cache((absPath: string): StandalonePage => {
  const file = readMarkdownFile(absPath);
  const { data: fm, issues } = titledFrontMatter('page', pageFrontMatterSchema, file.data, file);
  if (!fm || issues.length > 0)
    throw new ContentError(
      `Invalid front matter in ${file.displayPath}:\n${formatIssues(file.displayPath, issues).join('\n')}`,
    );
  const heading = contentTitle(file.body);
  const title = fm.title ?? heading!.text;
  return {
    title,
    description: fm.description ?? firstParagraphText(file.body) ?? title,
    hideTitle: heading !== undefined,
    sourcePath: absPath,
    body: file.body,
    bodyStartLine: file.bodyStartLine,
    format: absPath.endsWith('.mdx') ? 'mdx' : 'md',
  };
});
