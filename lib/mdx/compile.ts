import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { serialize } from 'next-mdx-remote/serialize';
import { getHighlighter } from './highlighter';
import type { TocItem } from './rehype-toc';
import type { SearchSection } from './rehype-search-sections';
import { contentRemarkPlugins, rehypePluginsFor } from './pipeline';
import { bodyOffsetOf, contentSourceFile } from './source-file';
import { settlePageProblems } from './page-problems';
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
        rehypePlugins: rehypePluginsFor('page', { input, toc, sections, highlighter }),
      },
    },
    // Compile for React Server Components: no MDX provider import.
    true,
  );
  // The plugins note every problem of the page; this throws them all at once (page-problems.ts).
  const { compiledSource } = await settlePageProblems(file, compiling, options.onPageWarning);
  return { code: compiledSource, toc, sections };
}
