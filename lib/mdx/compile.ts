import type { ReactElement } from 'react';
import { createElement } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as jsxDevRuntime from 'react/jsx-dev-runtime';
import { serialize } from 'next-mdx-remote/serialize';
import rehypeSlug from 'rehype-slug';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import { transformerMetaHighlight } from '@shikijs/transformers';
import { toString } from 'hast-util-to-string';
import { siteConfig } from '../site-config';
import { getHighlighter, HIGHLIGHT_THEMES } from './highlighter';
import { mdxComponents } from '../../components/mdx/mdx-components';
import { rehypeCodeBlocks } from './rehype-code-blocks';
import { rehypeAccessibleTables } from './rehype-accessible-tables';
import { rehypeToc, type TocItem } from './rehype-toc';
import { rehypeSearchSections, type SearchSection } from './rehype-search-sections';
import { contentRemarkPlugins } from './remark-plugins';
import { contentSourceFile } from './source-file';
import type { CompileInput, CompileOptions } from './compile-input';

export type { CompileInput, CompileOptions } from './compile-input';


/** What compiling a page yields, as plain data: cacheable, and read by the page and the search index alike. */
export interface CompiledSource {
  /** The page as the body of a JavaScript function (MDX's `function-body` output). */
  code: string;
  toc: TocItem[];
  /** The page split at its h1-h3 headings, for the search index. */
  sections: SearchSection[];
}

export interface CompiledPage extends Omit<CompiledSource, 'code'> {
  content: ReactElement;
}

/** The only place Markdown becomes React: every page, doc or blog, goes through here. */
export async function compileMarkdown(input: CompileInput, options: CompileOptions): Promise<CompiledPage> {
  const { code, toc, sections } = await compileMarkdownSource(input, options);
  return { content: renderCompiledSource(code), toc, sections };
}

/**
 * The JSX runtime compiled MDX reads from its first argument: `jsx`/`jsxs` in production code,
 * `jsxDEV` in development code (next-mdx-remote picks by NODE_ENV). A build run with another
 * NODE_ENV gets development code while React is bundled for production, without `jsxDEV`; the
 * production `jsx` takes the same first three arguments.
 */
const mdxRuntime = { ...jsxRuntime, jsxDEV: jsxDevRuntime.jsxDEV ?? jsxRuntime.jsx };

/** Runs compiled MDX, as next-mdx-remote's `compileMDX` does after compiling. */
export function renderCompiledSource(code: string): ReactElement {
  const Content = new Function(code)(mdxRuntime).default;
  return createElement(Content, { components: mdxComponents });
}

/** Markdown to MDX code plus its table of contents and search sections, the expensive part. */
export async function compileMarkdownSource(input: CompileInput, options: CompileOptions): Promise<CompiledSource> {
  const toc: TocItem[] = [];
  const sections: SearchSection[] = [];
  const file = contentSourceFile(input);
  const highlighter = await getHighlighter();
  const { compiledSource } = await serialize(
    file,
    {
      blockJS: true,
      mdxOptions: {
        format: input.format,
        remarkPlugins: contentRemarkPlugins(options),
        rehypePlugins: [
          rehypeCodeBlocks,
          rehypeAccessibleTables,
          [
            rehypeShikiFromHighlighter,
            highlighter,
            {
              themes: HIGHLIGHT_THEMES,
              defaultColor: 'light',
              fallbackLanguage: 'text',
              transformers: [transformerMetaHighlight()],
            },
          ],
          rehypeSlug,
          [rehypeToc, { target: toc, minLevel: siteConfig.docs.toc.minHeadingLevel, maxLevel: siteConfig.docs.toc.maxHeadingLevel }],
          [rehypeSearchSections, { target: sections }],
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
        ],
      },
    },
    // Compile for React Server Components: no MDX provider import.
    true,
  );
  return { code: compiledSource, toc, sections };
}
