import { siteConfig } from '@/lib/site-config';
import { FooterContent } from './footer-content.client';

/** The head's render-blocking `expect` link waits for this id: see app/layout.tsx. */
export const SITE_FOOTER_ID = 'site-footer';

/**
 * The footer. A client component draws it from the config's footer as plain data: drawn here, its
 * elements (2.5 KB) were written into every page three times (HTML payload, `<page>.txt`, page
 * segment) and fetched again with every prefetch, where the data takes 0.5 KB. The config stays
 * on the server, out of the client bundle; the copyright is computed here, with the build's year.
 */
export function SiteFooter() {
  const { columns, logo, copyright } = siteConfig.footer;
  return (
    <footer id={SITE_FOOTER_ID} className="footer">
      <FooterContent columns={columns} logo={logo} copyright={copyright} />
    </footer>
  );
}
