import { siteDeploy } from './site-deploy.mjs';
import { siteChecks } from './site-checks.mjs';

/** The product's name; every title, tag and slug that names the product derives from it. */
const productName = 'Plumbline';
/** URL-safe form of the product name, used in the blog post slug and the product tag. */
const productSlug = productName.toLowerCase();
/** Whether this is `npm run dev` (its content stage and `next dev`), where an author sees drafts. */
const authoring = process.env.NODE_ENV === 'development';

export type NavbarItem =
  | { type: 'docSidebar'; sidebarId: string; label: string; position: 'left' | 'right' }
  | { type: 'link'; to: string; label: string; position: 'left' | 'right' }
  /** A button that folds out a list of links (sites of the product, not pages of the docs). */
  | { type: 'dropdown'; label: string; position: 'left' | 'right'; items: { label: string; href: string }[] };

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterColumn {
  title: string;
  items: FooterLink[];
}

export interface LocaleConfig {
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  calendar: string;
  /** Path segment of the locale; the default locale is served from the root. */
  path: string;
}

export interface AnnouncementBarConfig {
  /** Changing the id shows the bar again to readers who dismissed the previous one. */
  id: string;
  /** Plain text with at most one link, rendered by the bar. */
  content: string;
  link?: { href: string; label: string };
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
}

/** What happens when a build-time check finds a problem. */
export type { CheckLevel } from './site-checks.mjs';

export const siteConfig = {
  title: `${productName} Docs`,
  tagline: 'Diving into Data.',
  description: `How to build and use ${productName} conversational data agents on top of a data schema and a semantic metadata layer.`,
  favicon: '/img/favicon.svg',
  /** Image shown when a page is shared (Open Graph and Twitter cards), 1200x630. */
  socialCard: '/img/social-card.png',
  url: siteDeploy.url,
  baseUrl: siteDeploy.baseUrl,
  trailingSlash: siteDeploy.trailingSlash,
  product: { name: productName, slug: productSlug },
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: { label: 'English', direction: 'ltr', htmlLang: 'en-US', calendar: 'gregory', path: 'en' },
    } satisfies Record<string, LocaleConfig>,
  },
  navbar: {
    title: `${productName} Docs`,
    logo: { alt: `${productName} logo`, src: '/img/logo.svg', srcDark: '/img/logo-dark.svg' },
    /** Hide the navbar while the reader scrolls down; show it on scroll up or near the top. */
    hideOnScroll: true,
    items: [
      { type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left' },
      { type: 'link', to: '/blog', label: 'Blog', position: 'left' },
      {
        type: 'dropdown',
        label: 'Product',
        position: 'left',
        items: [
          { label: 'Website', href: `https://${productSlug}.example` },
          { label: 'Application', href: `https://app.${productSlug}.example` },
        ],
      },
    ] satisfies NavbarItem[],
  },
  footer: {
    logo: { alt: `${productName} logo`, src: '/img/logo.svg', srcDark: '/img/logo-dark.svg' },
    columns: [
      {
        title: 'Docs',
        items: [
          { label: 'Introduction', href: '/' },
          { label: 'Quick Start', href: '/quick-start' },
          { label: 'NBA worked example', href: '/category/working-with-nba-dataset' },
        ],
      },
      {
        title: 'Community',
        items: [
          { label: 'Blog', href: '/blog' },
          { label: 'LinkedIn', href: `https://www.linkedin.com/company/${productSlug}-example` },
        ],
      },
      {
        title: 'Product',
        items: [
          { label: 'Website', href: `https://${productSlug}.example` },
          { label: 'Application', href: `https://app.${productSlug}.example` },
        ],
      },
    ] satisfies FooterColumn[],
    copyright: `Copyright © ${new Date().getFullYear()} ${productName}. Built with Next.js.`,
  },
  announcementBar: {
    id: 'nba-worked-example-1',
    content: 'New: a complete worked example that builds an agent on NBA game data.',
    link: { href: '/category/working-with-nba-dataset', label: 'Follow the NBA example' },
    backgroundColor: '#1d3b53',
    textColor: '#ffffff',
    isCloseable: true,
  } as AnnouncementBarConfig | undefined,
  colorMode: {
    defaultMode: 'light' as 'light' | 'dark',
    disableSwitch: false,
    /** When true the toggle cycles system, light, dark; otherwise it toggles light and dark. */
    respectPrefersColorScheme: false,
  },
  docs: {
    /** The docs are served from the site root. */
    routeBasePath: '/',
    breadcrumbs: true,
    toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    sidebar: {
      /**
       * A sidebar list with more docs than this is shortened in each page's HTML to `window` docs
       * (around the current page, or the first ones); categories always ship, and the rest load
       * from the shared sidebar file when the reader asks, so a page weighs the same however many
       * docs the site has, and brings no more links into view to prefetch. Defaults 12 and 5.
       */
      wholeListUpTo: 12,
      window: 5,
    },
    /** `draft: true` pages are built only by `npm run dev`. */
    showDrafts: authoring,
  },
  blog: {
    /** Every blog URL starts here; posts are `/blog/<slug>`. */
    routeBasePath: '/blog',
    title: 'Blog',
    description: `Ideas and practice from the ${productName} team on building conversational data agents.`,
    /** Posts per list page; `/blog/page/2` and on appear past this many posts. */
    postsPerPage: 10,
    /** How many of the newest posts the blog sidebar lists, grouped by year. */
    sidebarCount: 5,
    /** Reading speed behind "N min read": every word of a post at 200 words per minute, rounded up. */
    wordsPerMinute: 200,
    /** `draft: true` posts are built only by `npm run dev`. */
    showDrafts: authoring,
  },
  content: {
    /**
     * Hosts a page's `<iframe src>` may load from (exact host names, https only); an iframe from
     * any other host stops the build (lib/mdx/html-problems.ts). Default: the privacy-enhanced
     * YouTube player and the Vimeo player, the two embeds docs pages usually carry.
     */
    allowedIframeHosts: ['www.youtube-nocookie.com', 'player.vimeo.com'] as readonly string[],
  },
  /** Build-time check levels; see lib/site-checks.mjs. */
  checks: siteChecks,
} as const;

export type SiteConfig = typeof siteConfig;
