import { siteConfig } from '@/lib/site-config';
import { announcementBarScript } from '@/lib/announcement-bar';
import { baseUrlBannerScript } from '@/lib/base-url-banner';

/** Set on <html> by the first head script; CSS hides `.without-js-only` text when it is there. */
const SCRIPTS_RUN_ATTRIBUTE = 'data-js';

/**
 * Inline <head> scripts that must run before the first paint or without React: the mark that
 * scripts run, the dismissed announcement bar, and the base-URL misconfiguration banner. The
 * colour mode's script is next-themes' own (site-providers.client.tsx).
 */
export function ReaderHeadScripts() {
  const bar = siteConfig.announcementBar;
  return (
    <>
      <script
        dangerouslySetInnerHTML={{ __html: `document.documentElement.setAttribute('${SCRIPTS_RUN_ATTRIBUTE}','')` }}
      />
      {bar ? <script dangerouslySetInnerHTML={{ __html: announcementBarScript(bar.id) }} /> : null}
      <script dangerouslySetInnerHTML={{ __html: baseUrlBannerScript(siteConfig.title, siteConfig.baseUrl) }} />
    </>
  );
}
