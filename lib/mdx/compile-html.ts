import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { toHtml } from 'hast-util-to-html';
import type { CompileInput, CompileOptions } from './compile';
import { contentRemarkPlugins, rehypePluginsFor } from './pipeline';
import { contentSourceFile } from './source-file';
import { settlePageProblems } from './page-problems';

export interface HtmlOptions extends CompileOptions {
  /** Absolute URL of the page the HTML belongs to; every link and image is made absolute against it. */
  pageUrl: string;
}

/**
 * Markdown to a standalone HTML string for feeds: the same Markdown plugins as the pages, no
 * React and no syntax colours (feed readers drop styles), with absolute links and images.
 */
export async function compileMarkdownToHtml(
  input: Omit<CompileInput, 'format'>,
  options: HtmlOptions,
): Promise<string> {
  const processor = unified()
    .use(remarkParse)
    .use(contentRemarkPlugins(options))
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypePluginsFor('feed', { pageUrl: options.pageUrl }));
  const file = contentSourceFile(input);
  const tree = await settlePageProblems(file, processor.run(processor.parse(file), file), options.onPageWarning);
  return toHtml(tree).trim();
}
