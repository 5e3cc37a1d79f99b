import { siteConfig } from '../site-config';

const locale = siteConfig.i18n.localeConfigs[siteConfig.i18n.defaultLocale];

/** "November 2, 2026". Posts carry a calendar date, so it is read in UTC to never shift a day. */
export function formatPostDate(date: Date): string {
  return date.toLocaleDateString(locale.htmlLang, { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
}

/** "Nov 2", for the archive where the year is the heading. */
export function formatShortDate(date: Date): string {
  return date.toLocaleDateString(locale.htmlLang, { timeZone: 'UTC', month: 'short', day: 'numeric' });
}
