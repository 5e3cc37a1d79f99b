import fs from 'node:fs';
import path from 'node:path';
import { siteConfig } from '../site-config';
import { assetUrl } from './assets';
import { contentRoot, type MarkdownFile } from './files';
import type { DocFrontMatter } from './schemas';

/** How a doc page is laid out, from the Docusaurus fields of its front matter (docs/authoring.md). */
export interface DocPageOptions {
  /** No h1 drawn from `title` (the browser tab keeps it): `hide_title`, or the page opens with its own `# Heading` (docs.ts). */
  hideTitle: boolean;
  /** `hide_table_of_contents`: neither the TOC column nor the mobile "On this page" box. */
  hideTableOfContents: boolean;
  /** The heading levels the page's table of contents lists (the site's, unless the page says). */
  tocLevels: { min: number; max: number };
  /** `pagination_prev`/`pagination_next`: a doc id, or null for no link; absent, sidebar order decides. */
  paginationPrev?: string | null;
  paginationNext?: string | null;
  /** `sidebar_class_name`: a class on the page's sidebar `<li>`. */
  sidebarClassName?: string;
  /** Built and reachable by URL, but listed nowhere, and `noindex`. */
  unlisted: boolean;
  /** `last_update`, shown at the foot of the page; the date as `YYYY-MM-DD` (UTC). */
  lastUpdate?: { date?: string; author?: string };
  /** The Open Graph and Twitter image: a site path (`/assets/...`, `/img/...`) or an absolute URL. */
  image?: string;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** The page options of one doc; a relative `image` that names no file is a problem with its line. */
export function docPageOptions(
  fm: DocFrontMatter,
  file: MarkdownFile,
  problems: string[],
  root: string = contentRoot,
): DocPageOptions {
  const min = fm.toc_min_heading_level ?? siteConfig.docs.toc.minHeadingLevel;
  // As with <TOCInline>: a page that only raises the lowest level keeps at least that level.
  const max = fm.toc_max_heading_level ?? Math.max(min, siteConfig.docs.toc.maxHeadingLevel);
  const lastUpdate =
    fm.last_update && (fm.last_update.date !== undefined || fm.last_update.author !== undefined)
      ? {
          ...(fm.last_update.date !== undefined ? { date: isoDate(fm.last_update.date) } : {}),
          ...(fm.last_update.author ? { author: fm.last_update.author } : {}),
        }
      : undefined;
  return {
    hideTitle: fm.hide_title ?? false,
    hideTableOfContents: fm.hide_table_of_contents ?? false,
    tocLevels: { min, max },
    ...(fm.pagination_prev !== undefined ? { paginationPrev: fm.pagination_prev } : {}),
    ...(fm.pagination_next !== undefined ? { paginationNext: fm.pagination_next } : {}),
    ...(fm.sidebar_class_name ? { sidebarClassName: fm.sidebar_class_name } : {}),
    unlisted: fm.unlisted ?? false,
    ...(lastUpdate ? { lastUpdate } : {}),
    ...(fm.image ? imageOf(fm.image, file, problems, root) : {}),
  };
}

/** YAML reads `2024-05-01` as a Date at midnight UTC; a quoted date stays text. */
function isoDate(date: Date | string): string {
  return (date instanceof Date ? date : new Date(date)).toISOString().slice(0, 10);
}

function imageOf(image: string, file: MarkdownFile, problems: string[], root: string): { image?: string } {
  const problem = imageProblem(image, file.absPath, root);
  if (problem) {
    problems.push(`  - ${file.displayPath}:${file.lineOf(['image'])}: ${problem}`);
    return {};
  }
  if (EXTERNAL.test(image) || image.startsWith('/')) return { image };
  return { image: assetUrl(path.relative(root, imageTarget(image, file.absPath)), root) };
}

function imageTarget(image: string, sourcePath: string): string {
  return path.resolve(path.dirname(sourcePath), decodeURI(image.split(/[?#]/)[0]));
}

/** Why a page's `image:` cannot be published, if it cannot: a relative path must name a file in the content. */
export function imageProblem(image: string, sourcePath: string, root: string = contentRoot): string | undefined {
  if (EXTERNAL.test(image) || image.startsWith('/')) return undefined;
  const target = imageTarget(image, sourcePath);
  if (fs.existsSync(target) && target.startsWith(root + path.sep)) return undefined;
  return `\`image:\` names ${image}, and no file is there beside the page; write a path relative to the page, a path under public/ (/img/card.png) or an https:// URL`;
}
