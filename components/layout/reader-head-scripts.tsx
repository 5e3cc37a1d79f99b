import { siteConfig } from '@/lib/site-config';
import { colourModeScript } from '@/lib/colour-mode';
import { announcementBarScript } from '@/lib/announcement-bar';
import { baseUrlBannerScript } from '@/lib/base-url-banner';

/**
 * Inline <head> scripts that must run before the first paint or without React: the colour mode
 * attributes, the dismissed announcement bar, and the base-URL misconfiguration banner.
 */
export function ReaderHeadScripts() {
  const bar = siteConfig.announcementBar;
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: colourModeScript(siteConfig.colorMode) }} />
      {bar ? <script dangerouslySetInnerHTML={{ __html: announcementBarScript(bar.id) }} /> : null}
      <script dangerouslySetInnerHTML={{ __html: baseUrlBannerScript(siteConfig.title, siteConfig.baseUrl) }} />
    </>
  );
}
