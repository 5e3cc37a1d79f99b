import type { PluggableList } from 'unified';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { siteConfig } from '../site-config';
import { report } from '../integrity/report.mjs';
import type { CompileOptions } from './compile-input';
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
 * The Markdown plugins every rendering shares (pages through MDX, feed entries through plain
 * HTML), so a post reads the same on the site and in a feed reader.
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
        ...(options.contentRoot ? { root: options.contentRoot } : {}),
        onBrokenLink:
          options.onBrokenMarkdownLink ??
          ((message: string) => report(siteConfig.checks.onBrokenMarkdownLinks, message)),
      },
    ],
  ];
}
