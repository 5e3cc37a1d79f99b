'use client';

import type { FooterColumn } from '@/lib/site-config';
import { Icon } from '@/components/icons/site-icons';
import { SiteLink } from './site-link.client';
import { ThemedLogo, type Logo } from './themed-logo';

/** The footer's columns of links and its bottom row (site-footer.tsx says why it is drawn here). */
export function FooterContent({
  columns,
  logo,
  copyright,
}: {
  columns: readonly FooterColumn[];
  logo: Logo;
  copyright: string;
}) {
  return (
    <div className="footer-inner">
      <div className="footer-columns">
        {columns.map((column) => (
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
        <ThemedLogo logo={logo} className="footer-logo" />
        <p>{copyright}</p>
      </div>
    </div>
  );
}
