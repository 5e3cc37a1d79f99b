import type { Metadata } from 'next';
import { siteConfig } from './site-config';
import { absoluteUrl, withBaseUrl, type RouteKind } from './routes';
import { blogPaths } from './blog/paths';

export interface PageMetadataInput {
  title: string;
  description?: string;
  path: string;
  /** Open Graph type: 'article' for docs and posts. */
  type?: 'website' | 'article';
  keywords?: string[];
  /** Open Graph article details for blog posts. */
  article?: { publishedTime: string; authors: string[]; tags: string[] };
  /** The route's kind; kinds that are not indexable (search results) get `noindex`. */
  kind?: RouteKind;
  /** URL path of the page's Markdown copy, linked as `<link rel="alternate" type="text/markdown">`. */
  markdownPath?: string;
  /** A doc's `unlisted: true`: search engines neither index the page nor follow its links. */
  unlisted?: boolean;
  /** The page's own Open Graph and Twitter image (a site path or an absolute URL); the site's social card by default. */
  image?: string;
}

const EXTERNAL_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Kinds of page search engines should not index: a results page is a view of other pages. */
const NOT_INDEXED: ReadonlySet<RouteKind> = new Set<RouteKind>(['search']);

/** Whether a kind of page belongs in search engines (and so in sitemap.xml). */
export function isIndexable(kind: RouteKind): boolean {
  return !NOT_INDEXED.has(kind);
}

/** The default locale's language tag as Open Graph writes it: `en-US` -> `en_US`. */
export function openGraphLocale(): string {
  return siteConfig.i18n.localeConfigs[siteConfig.i18n.defaultLocale].htmlLang.replace('-', '_');
}

/** The blog's feeds, linked from every page's head so readers and browsers can find them. */
export function feedAlternates() {
  const feed = (path: string, kind: string) => [
    { url: absoluteUrl(path), title: `${siteConfig.title} ${siteConfig.blog.title} ${kind} Feed` },
  ];
  return {
    'application/rss+xml': feed(blogPaths.feeds.rss, 'RSS'),
    'application/atom+xml': feed(blogPaths.feeds.atom, 'Atom'),
    'application/feed+json': feed(blogPaths.feeds.json, 'JSON'),
  };
}

/** Page metadata from one place: title, description, canonical URL, Open Graph and Twitter cards. */
export function pageMetadata({
  title,
  description = siteConfig.description,
  path,
  type = 'website',
  keywords,
  article,
  kind,
  markdownPath,
  unlisted,
  image: pageImage,
}: PageMetadataInput): Metadata {
  const url = absoluteUrl(path);
  // The site's card has a known size; a page's own image is whatever the author drew.
  const image = pageImage
    ? { url: EXTERNAL_URL.test(pageImage) ? pageImage : absoluteUrl(pageImage), alt: title }
    : { url: absoluteUrl(siteConfig.socialCard), width: 1200, height: 630, alt: siteConfig.title };
  return {
    title,
    description,
    ...(keywords && keywords.length > 0 ? { keywords } : {}),
    ...(unlisted
      ? { robots: { index: false, follow: false } }
      : kind && !isIndexable(kind)
        ? { robots: { index: false, follow: true } }
        : {}),
    // A page's alternates replace the root layout's, so the feed links are repeated here.
    alternates: {
      canonical: url,
      types: { ...feedAlternates(), ...(markdownPath ? { 'text/markdown': absoluteUrl(markdownPath) } : {}) },
    },
    openGraph: {
      title,
      description,
      url,
      siteName: siteConfig.title,
      type,
      images: [image],
      locale: openGraphLocale(),
      ...article,
    },
    twitter: { card: 'summary_large_image', title, description, images: [image.url] },
  };
}

/** A page that only sends readers on: the target is canonical and the page itself is not indexed. */
export function redirectMetadata(target: PageMetadataInput): Metadata {
  return { ...pageMetadata(target), robots: { index: false, follow: true } };
}

export function rootMetadata(): Metadata {
  return {
    metadataBase: new URL(absoluteUrl('/')),
    title: { default: siteConfig.title, template: `%s | ${siteConfig.title}` },
    description: siteConfig.description,
    // Root-relative, not absolute: a preview or local copy of the site must not fetch the production host.
    icons: { icon: withBaseUrl(siteConfig.favicon) },
    applicationName: siteConfig.title,
    alternates: { types: feedAlternates() },
  };
}
