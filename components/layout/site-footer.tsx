import { siteConfig } from '@/lib/site-config';
import { SiteLink } from './site-link.client';
import { ThemedLogo } from './themed-logo';
import { Icon } from '@/components/icons/site-icons';

/** The head's render-blocking `expect` link waits for this id: see app/layout.tsx. */
export const SITE_FOOTER_ID = 'site-footer';

export function SiteFooter() {
  const { footer } = siteConfig;
  return (
    <footer id={SITE_FOOTER_ID} className="footer">
      <div className="footer-inner">
        <div className="footer-columns">
          {footer.columns.map((column) => (
            <section key={column.title} className="footer-column" aria-labelledby={`footer-${column.title}`}>
              <h2 id={`footer-${column.title}`} className="footer-title">
                {column.title}
              </h2>
              <ul>
                {column.items.map((item) => (
                  <li key={item.href}>
                    {item.href.startsWith('/') ? (
                      <SiteLink href={item.href}>{item.label}</SiteLink>
                    ) : (
                      <a href={item.href} rel="noopener noreferrer">
                        {item.label}
                        <Icon name="external" className="external-link-icon" />
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <div className="footer-bottom">
          <ThemedLogo className="footer-logo" />
          <p>{footer.copyright}</p>
        </div>
      </div>
    </footer>
  );
}
