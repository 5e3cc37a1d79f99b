import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkRehype from 'remark-rehype';
import type { Root } from 'hast';
import type { CompileInput, CompileOptions, CompiledSource } from './compile';
import { contentRemarkPlugins, rehypePluginsFor } from './pipeline';
import { contentSourceFile } from './source-file';
import { settlePageProblems } from './page-problems';

export interface PageOutline extends Omit<CompiledSource, 'code'> {
  /** The page as HTML elements (no colours, no MDX): what the content check reads links and ids from. */
  tree: Root;
}

/**
 * A page's table of contents and search sections without the expensive half of compiling:
 * the same Markdown plugins and heading ids as compile.ts, but no syntax colours and no MDX code.
 * `next dev` indexes search from it (a whole site in a second, not a minute), and `npm run
 * check` validates links, anchors, images and example files through it. Colours change no text,
 * so the sections equal the full compile's (tests/unit/lib/mdx/outline.test.ts holds it to that).
 */
export async function outlineMarkdown(input: CompileInput, options: CompileOptions): Promise<PageOutline> {
  const toc: PageOutline['toc'] = [];
  const sections: PageOutline['sections'] = [];
  const processor = unified()
    .use(remarkParse)
    // Read an .mdx page as MDX, as compile.ts does, so its imports and components meet the same checks.
    .use(input.format === 'mdx' ? [remarkMdx] : [])
    .use(contentRemarkPlugins(options))
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypePluginsFor('outline', { input, toc, sections }));
  const file = contentSourceFile(input);
  const tree = (await settlePageProblems(
    file,
    processor.run(processor.parse(file), file),
    options.onPageWarning,
  )) as Root;
  return { toc, sections, tree };
}
