import type { ReactNode } from 'react';
import { siteConfig } from '@/lib/site-config';
import { rootMetadata } from '@/lib/metadata';
import { replaceUrlScript } from '@/lib/normalise-script';
import { SkipLink } from '@/components/layout/skip-link';
import { SiteNavbar } from '@/components/layout/site-navbar';
import { SITE_FOOTER_ID, SiteFooter } from '@/components/layout/site-footer';
import { ReaderHeadScripts } from '@/components/layout/reader-head-scripts';
import { AnnouncementBar } from '@/components/layout/announcement-bar';
import { SkipLinkRegion } from '@/components/layout/skip-link-region.client';
import { RouteProgress } from '@/components/layout/route-progress.client';
import { BackToTop } from '@/components/layout/back-to-top.client';
import { SiteProviders } from '@/components/layout/site-providers.client';
import { DocsVersionPreference } from '@/components/docs/docs-version-preference.client';
import { getDocsVersions } from '@/lib/content/source';
import { getIndexPagePaths } from '@/lib/routes';
import { IndexPagesProvider } from '@/components/layout/index-pages.client';
import { Icon } from '@/components/icons/site-icons';
import './site-styles';

export const metadata = rootMetadata();

export default function RootLayout({ children }: { children: ReactNode }) {
  const locale = siteConfig.i18n.localeConfigs[siteConfig.i18n.defaultLocale];
  return (
    <html
      lang={locale.htmlLang}
      dir={locale.direction}
      data-theme={siteConfig.colorMode.defaultMode}
      suppressHydrationWarning
    >
      <head>
        <script dangerouslySetInnerHTML={{ __html: replaceUrlScript }} />
        <ReaderHeadScripts />
        {/* A slow device would otherwise paint a half-parsed page (tables, the TOC, the navbar's
            last buttons missing) and then shift it; the page is small, so wait for all of it. */}
        <link rel="expect" href={`#${SITE_FOOTER_ID}`} blocking="render" />
      </head>
      <body>
        <SiteProviders colourMode={siteConfig.colorMode}>
          <IndexPagesProvider paths={getIndexPagePaths()}>
            <SkipLinkRegion>
              <SkipLink />
            </SkipLinkRegion>
            <AnnouncementBar />
            <SiteNavbar />
            <div className="page-wrapper">{children}</div>
            <SiteFooter />
            <RouteProgress />
            <BackToTop icon={<Icon name="arrowUp" />} />
            <DocsVersionPreference available={getDocsVersions().map((v) => v.name)} />
          </IndexPagesProvider>
        </SiteProviders>
      </body>
    </html>
  );
}
