import { THEME_CHOICE_ATTRIBUTE, THEME_STORAGE_KEY, type ColourMode, type ColourModeConfig } from './colour-mode';
import { inlineCall } from './inline-script';

/**
 * The one owner of the colour mode on a page. Inlined into <head> as its source text (so it may
 * use only its arguments and browser globals): it puts the stored choice on <html> before the
 * first paint, so the page never flashes the wrong mode, and again whenever the choice changes:
 * another tab stored one, the toggle stored one (it sends the same `storage` event), or the
 * system scheme changed while followed.
 */
export function followColourChoice(key: string, choiceAttribute: string, defaultMode: ColourMode, followSystem: boolean): void {
  const html = document.documentElement;
  const systemDark = window.matchMedia('(prefers-color-scheme: dark)');
  const apply = (stored: string | null) => {
    const choice = stored === 'light' || stored === 'dark' ? stored : followSystem ? 'system' : defaultMode;
    const mode = choice === 'system' ? (systemDark.matches ? 'dark' : 'light') : choice;
    html.setAttribute('data-theme', mode);
    html.setAttribute(choiceAttribute, choice);
    html.style.colorScheme = mode;
  };
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(key);
  } catch {
    // Storage blocked: the default applies, and the toggle still works for this page.
  }
  apply(stored);
  window.addEventListener('storage', (event) => {
    // A null key means another tab cleared the whole storage.
    if (event.key === key || event.key === null) apply(event.newValue);
  });
  if (followSystem) systemDark.addEventListener('change', () => apply(html.getAttribute(choiceAttribute)));
}

export function colourModeScript(config: ColourModeConfig): string {
  return inlineCall(followColourChoice, [THEME_STORAGE_KEY, THEME_CHOICE_ATTRIBUTE, config.defaultMode, config.respectPrefersColorScheme]);
}
