import { renderToStaticMarkup } from 'react-dom/server';
import type { ColourModeConfig } from '@/lib/colour-mode';
import { SiteProviders } from '@/components/layout/site-providers.client';
import { ColourModeToggle } from '@/components/layout/colour-mode-toggle.client';

/** The server HTML of the providers around a toggle and a page: what a reader's browser receives. */
export function colourModeServerHtml(config: ColourModeConfig): string {
  return renderToStaticMarkup(
    <SiteProviders colourMode={config}>
      <ColourModeToggle config={config}>icons</ColourModeToggle>
      <main>page</main>
    </SiteProviders>,
  );
}
