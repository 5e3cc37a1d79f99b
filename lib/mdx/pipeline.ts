import type { Pluggable, PluggableList } from 'unified';
import type { Highlighter } from 'shiki';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import { toString } from 'hast-util-to-string';
import { siteConfig } from '../site-config';
import { report } from '../integrity/report.mjs';
import { tocLevelsOf, type CompileInput, type CompileOptions } from './compile-input';
import { HIGHLIGHT_THEMES } from './highlighter';
import { rehypeAbsoluteUrls } from './rehype-absolute-urls';
import { rehypeAccessibleTables } from './rehype-accessible-tables';
import { rehypeCodeBlocks } from './rehype-code-blocks';
import { rehypeCodeHtml } from './rehype-code-html';
import { rehypeCodeLines } from './rehype-code-lines';
import { rehypeHeadingIds } from './rehype-heading-ids';
import { rehypeHtmlAttributes } from './rehype-html-attributes';
import { rehypePartials } from './rehype-partials';
import { rehypeRawHtml } from './rehype-raw-html';
import { rehypeSearchSections, type SearchSection } from './rehype-search-sections';
import { rehypeTabs, rehypeTabsAsSections } from './rehype-tabs';
import { rehypeToc, type TocItem } from './rehype-toc';
import { rehypeTocInline } from './rehype-toc-inline';
import { remarkAdmonitions } from './remark-admonitions';
import { remarkContentImages } from './remark-content-images';
import { remarkDocLinks } from './remark-doc-links';
import { remarkMdComponentTags } from './remark-md-component-tags';
import { remarkExampleFiles } from './remark-example-files';
import { remarkHeadingIds } from './remark-heading-ids';
import { remarkMdxConstructs } from './remark-mdx-constructs';
import { remarkPartials } from './remark-partials';
import { remarkNpm2Yarn } from './remark-npm2yarn';

/**
 * The one list of Markdown plugins, and the one list of HTML plugins, that every compile of a
 * page runs. Each target takes the plugins marked for it, in this order:
 * - `page`: MDX code for React (lib/mdx/compile.ts), with colours, heading links, its table of
 *   contents and search sections;
 * - `feed`: standalone HTML for feed readers (lib/mdx/compile-html.ts), no colours, tabs as
 *   sections, absolute URLs;
 * - `outline`: the table of contents and search sections alone (lib/mdx/outline.ts), for search
 *   under `next dev` and for `npm run check`; colours change no text, so its sections equal the
 *   page's.
 */
export type CompileTarget = 'page' | 'feed' | 'outline';

/**
 * The Markdown plugins, the same for every target, so a post reads the same on the site and in a
 * feed reader.
 */
export function contentRemarkPlugins(options: CompileOptions): PluggableList {
  return [
    remarkGfm,
    remarkDirective,
    // `.md` pages only (MDX reads these itself): a component's opening tag written over several lines.
    remarkMdComponentTags,
    // Before the page's own checks: an import of a partial and its `<Name />` are not JavaScript.
    [remarkPartials, { remarkPlugins: () => contentRemarkPlugins(options), root: options.contentRoot }],
    remarkMdxConstructs,
    remarkHeadingIds,
    remarkAdmonitions,
    [remarkExampleFiles, { root: options.contentRoot }],
    remarkNpm2Yarn,
    [
      remarkContentImages,
      {
        root: options.contentRoot,
        onBrokenImage:
          options.onBrokenMarkdownImage ??
          ((message: string) => report(siteConfig.checks.onBrokenMarkdownImages, message)),
      },
    ],
    [
      remarkDocLinks,
      {
        routesBySource: options.routesBySource,
        docIdsBySource: options.docIdsBySource,
        onLookup: options.onLinkLookup,
        ...(options.contentRoot ? { root: options.contentRoot } : {}),
        onBrokenLink:
          options.onBrokenMarkdownLink ??
          ((message: string) => report(siteConfig.checks.onBrokenMarkdownLinks, message)),
      },
    ],
  ];
}

/** What the HTML plugins of one compile need besides the page: where to put what they collect. */
export interface RehypeContext {
  /** The page, whose front matter sets its table of contents' levels (page, outline). */
  input?: CompileInput;
  /** Filled with the page's table of contents (page, outline). */
  toc?: TocItem[];
  /** Filled with the page's search sections (page, outline). */
  sections?: SearchSection[];
  /** The Shiki highlighter the page's code blocks are coloured with (page). */
  highlighter?: Highlighter;
  /** The page's absolute URL, which every link and image is made absolute against (feed). */
  pageUrl?: string;
}

const ALL: readonly CompileTarget[] = ['page', 'feed', 'outline'];

/** Each HTML plugin, the targets it runs for, and how it is configured from the compile's context. */
const REHYPE_PLUGINS: { targets: readonly CompileTarget[]; plugin: (context: RehypeContext) => Pluggable }[] = [
  { targets: ALL, plugin: () => rehypeRawHtml },
  { targets: ALL, plugin: () => rehypePartials },
  { targets: ['page', 'feed'], plugin: () => rehypeHtmlAttributes },
  { targets: ALL, plugin: () => rehypeTabs },
  { targets: ['feed'], plugin: () => rehypeTabsAsSections },
  { targets: ALL, plugin: () => rehypeCodeBlocks },
  { targets: ['page', 'outline'], plugin: () => rehypeAccessibleTables },
  {
    targets: ['page'],
    plugin: ({ highlighter }) => [
      rehypeShikiFromHighlighter,
      required(highlighter, 'highlighter'),
      {
        themes: HIGHLIGHT_THEMES,
        defaultColor: 'light',
        fallbackLanguage: 'text',
        // By default Shiki stops tokenizing a line after a time limit, so a busy machine coloured
        // the same source differently; without one, the same source always gives the same colours.
        tokenizeTimeLimit: 0,
      },
    ],
  },
  { targets: ['page'], plugin: () => rehypeCodeLines },
  { targets: ALL, plugin: () => rehypeHeadingIds },
  {
    targets: ['page', 'outline'],
    plugin: ({ input, toc }) => [
      rehypeToc,
      { target: required(toc, 'toc'), ...tocLevelsOf(required(input, 'input'), siteConfig.docs.toc) },
    ],
  },
  {
    targets: ['page', 'outline'],
    plugin: ({ sections }) => [rehypeSearchSections, { target: required(sections, 'sections') }],
  },
  { targets: ALL, plugin: () => rehypeTocInline },
  {
    targets: ['page'],
    plugin: () => [
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
  },
  // Under `next dev` code blocks stay elements, so a save reaches an open tab (rehype-code-html.ts).
  { targets: ['page'], plugin: () => [rehypeCodeHtml, { asHtml: process.env.NODE_ENV !== 'development' }] },
  { targets: ['feed'], plugin: ({ pageUrl }) => [rehypeAbsoluteUrls, { pageUrl: required(pageUrl, 'pageUrl') }] },
];

/** The HTML plugins a compile for `target` runs, in order. */
export function rehypePluginsFor(target: CompileTarget, context: RehypeContext): PluggableList {
  return REHYPE_PLUGINS.filter((entry) => entry.targets.includes(target)).map((entry) => entry.plugin(context));
}

function required<T>(value: T | undefined, name: keyof RehypeContext): T {
  if (value === undefined) throw new Error(`rehypePluginsFor: this target needs \`${name}\` in its context.`);
  return value;
}
