import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { serialize } from 'next-mdx-remote/serialize';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import { toString } from 'hast-util-to-string';
import { siteConfig } from '../site-config';
import { getHighlighter, HIGHLIGHT_THEMES } from './highlighter';
import { rehypeCodeBlocks } from './rehype-code-blocks';
import { rehypeCodeLines } from './rehype-code-lines';
import { rehypeCodeHtml } from './rehype-code-html';
import { rehypeRawHtml } from './rehype-raw-html';
import { rehypeHtmlAttributes } from './rehype-html-attributes';
import { rehypePartials } from './rehype-partials';
import { rehypeTabs } from './rehype-tabs';
import { rehypeTocInline } from './rehype-toc-inline';
import { rehypeHeadingIds } from './rehype-heading-ids';
import { rehypeAccessibleTables } from './rehype-accessible-tables';
import { rehypeToc, type TocItem } from './rehype-toc';
import { rehypeSearchSections, type SearchSection } from './rehype-search-sections';
import { contentRemarkPlugins } from './remark-plugins';
import { bodyOffsetOf, contentSourceFile } from './source-file';
import { settlePageProblems } from './page-problems';
import { tocLevelsOf, type CompileInput, type CompileOptions } from './compile-input';

export type { CompileInput, CompileOptions } from './compile-input';

/** What compiling a page yields, as plain data: cacheable, and read by the page and the search index alike. */
export interface CompiledSource {
  /** The page as the body of a JavaScript function (MDX's `function-body` output). */
  code: string;
  toc: TocItem[];
  /** The page split at its h1-h3 headings, for the search index. */
  sections: SearchSection[];
}

/** Hands a copy of the tree as parsed, before the content plugins change it, to `onParsed`. */
function remarkOnParsed(onParsed: NonNullable<CompileOptions['onParsed']>, input: CompileInput) {
  return () => (tree: Root, file: VFile) => {
    onParsed({
      format: input.format,
      source: String(file.value),
      bodyOffset: bodyOffsetOf(input),
      tree: structuredClone(tree),
    });
  };
}

/**
 * The only place Markdown is compiled: every page, doc or blog, goes through here, to MDX code
 * (run by components/mdx/render-compiled-source.ts) plus its table of contents and search sections.
 */
export async function compileMarkdownSource(input: CompileInput, options: CompileOptions): Promise<CompiledSource> {
  const toc: TocItem[] = [];
  const sections: SearchSection[] = [];
  const file = contentSourceFile(input);
  const highlighter = await getHighlighter();
  const compiling = serialize(
    file,
    {
      blockJS: true,
      mdxOptions: {
        format: input.format,
        remarkPlugins: [
          ...(options.onParsed ? [remarkOnParsed(options.onParsed, input)] : []),
          ...contentRemarkPlugins(options),
        ],
        rehypePlugins: [
          rehypeRawHtml,
          rehypePartials,
          rehypeHtmlAttributes,
          rehypeTabs,
          rehypeCodeBlocks,
          rehypeAccessibleTables,
          [
            rehypeShikiFromHighlighter,
            highlighter,
            {
              themes: HIGHLIGHT_THEMES,
              defaultColor: 'light',
              fallbackLanguage: 'text',
              // Shiki stops tokenizing a line after 500 ms by default and gives the rest of it the
              // scope it had reached. A build worker slowed by a busy CPU then drew
              // `WITH latest_season AS (` as one keyword, in light mode only, and two builds of the
              // same page differed (the sharded-build test caught it). No limit: the same source
              // always gives the same colours.
              tokenizeTimeLimit: 0,
            },
          ],
          rehypeCodeLines,
          rehypeHeadingIds,
          [rehypeToc, { target: toc, ...tocLevelsOf(input, siteConfig.docs.toc) }],
          [rehypeSearchSections, { target: sections }],
          rehypeTocInline,
          [
            rehypeAutolinkHeadings,
            {
              behavior: 'append',
              properties: (heading: Parameters<typeof toString>[0]) => ({
                className: ['hash-link'],
                'aria-label': `Direct link to ${toString(heading).trim()}`,
              }),
              content: { type: 'text', value: '#' },
            },
          ],
          [rehypeCodeHtml, { asHtml: process.env.NODE_ENV !== 'development' }],
        ],
      },
    },
    // Compile for React Server Components: no MDX provider import.
    true,
  );
  // The plugins note every problem of the page; this throws them all at once (page-problems.ts).
  const { compiledSource } = await settlePageProblems(file, compiling, options.onPageWarning);
  return { code: compiledSource, toc, sections };
}
