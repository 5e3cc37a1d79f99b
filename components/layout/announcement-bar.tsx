import type { CSSProperties } from 'react';
import { siteConfig } from '@/lib/site-config';
import { AnnouncementBarClose } from './announcement-bar-close.client';
import { SiteLink } from './site-link.client';

/**
 * The optional bar above the navbar, from `siteConfig.announcementBar`. A dismissed bar is hidden
 * by CSS from an attribute the head script sets before paint, so it never flashes or shifts.
 */
export function AnnouncementBar() {
  const bar = siteConfig.announcementBar;
  if (!bar) return null;
  const colours = {
    '--announcement-bar-bg': bar.backgroundColor,
    '--announcement-bar-text': bar.textColor,
  } as CSSProperties;
  const internal = bar.link?.href.startsWith('/');
  return (
    <div className="announcement-bar" role="region" aria-label="Announcement" style={colours}>
      <p className="announcement-bar-content">
        {bar.content}
        {bar.link ? (
          <>
            {' '}
            {internal ? (
              <SiteLink href={bar.link.href}>{bar.link.label}</SiteLink>
            ) : (
              <a href={bar.link.href}>{bar.link.label}</a>
            )}
          </>
        ) : null}
      </p>
      {bar.isCloseable ? <AnnouncementBarClose id={bar.id} /> : null}
    </div>
  );
}
