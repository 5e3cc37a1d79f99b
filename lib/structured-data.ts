import { siteConfig } from './site-config';
import { absoluteUrl, type Route } from './routes';

/** A schema.org object as JSON-LD: search engines read it from `<script type="application/ld+json">`. */
export type JsonLd = { '@context': string; '@type': string } & Record<string, unknown>;

export interface BreadcrumbInput {
  label: string;
  /** Omitted for the current page, which is the last crumb. */
  path?: string;
}

/** BreadcrumbList for a doc or category page: the home page, its categories, then the page itself. */
export function breadcrumbListJsonLd(crumbs: BreadcrumbInput[], currentPath: string): JsonLd {
  const trail = [{ label: siteConfig.title, path: '/' }, ...crumbs];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.path ?? currentPath),
    })),
  };
}

/** WebSite for the home page; names the search page as its search action once the site has one. */
export function webSiteJsonLd(routes: Pick<Route, 'kind' | 'path'>[]): JsonLd {
  const locale = siteConfig.i18n.localeConfigs[siteConfig.i18n.defaultLocale];
  const search = routes.find((route) => route.kind === 'search');
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteConfig.title,
    headline: siteConfig.tagline,
    description: siteConfig.description,
    url: absoluteUrl('/'),
    inLanguage: locale.htmlLang,
    publisher: { '@type': 'Organization', name: siteConfig.product.name },
    ...(search
      ? {
          potentialAction: {
            '@type': 'SearchAction',
            target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(search.path)}?q={search_term_string}` },
            'query-input': 'required name=search_term_string',
          },
        }
      : {}),
  };
}

/** JSON for a `<script>` body: `<` is escaped so no string in the data can close the tag. */
export function serialiseJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
