/**
 * The token colours of the two highlight themes (lib/mdx/highlighter.ts), each drawn by a class
 * of components/mdx/token-colours.css instead of an inline style. A token's colours are written
 * into every page up to four times (its HTML, the HTML's inline payload, and the two RSC files
 * a navigation or prefetch fetches), so `class=tl3` instead of
 * `style="color:#A0111F;--shiki-dark:#FF7B72"` is most of what a code block weighs. The lists
 * are the themes' own foreground colours (tests/unit/lib/mdx/token-colours.test.ts checks both
 * against the themes and the stylesheet); a colour missing here keeps its inline style.
 */
export const TOKEN_COLOURS = {
  /** github-light-high-contrast: class `tl<index>`. */
  light: [
    '#66707B',
    '#A0111F',
    '#023B95',
    '#702C00',
    '#622CBC',
    '#024C1A',
    '#032563',
    '#6E011A',
    '#FFFFFF',
    '#E7ECF0',
    '#4B535D',
  ],
  /** github-dark-default: class `td<index>`, applied in dark mode. */
  dark: ['#8B949E', '#FF7B72', '#79C0FF', '#FFA657', '#D2A8FF', '#7EE787', '#A5D6FF', '#FFA198', '#F0F6FC', '#161B22'],
} as const;

/** The themes' default text colours: a token in both needs no class, since it inherits the block's. */
export const DEFAULT_TOKEN_COLOURS = { light: '#0E1116', dark: '#E6EDF3' } as const;

export type TokenStyle =
  /** Default colours in both modes: the token can be plain text. */
  | { kind: 'plain' }
  | { kind: 'classes'; classes: string[] }
  /** Anything else (a font style, an unknown colour): keep the inline style. */
  | { kind: 'style' };

/** What a shiki token's `style` (`color:#X;--shiki-dark:#Y`) becomes. */
export function tokenStyle(style: string): TokenStyle {
  let light: string | undefined;
  let dark: string | undefined;
  for (const declaration of style.split(';')) {
    if (declaration.trim() === '') continue;
    const colon = declaration.indexOf(':');
    const name = declaration.slice(0, colon).trim();
    const value = declaration
      .slice(colon + 1)
      .trim()
      .toUpperCase();
    if (name === 'color') light = value;
    else if (name === '--shiki-dark') dark = value;
    else return { kind: 'style' };
  }
  if (light === undefined || dark === undefined) return { kind: 'style' };
  const classes: string[] = [];
  if (light !== DEFAULT_TOKEN_COLOURS.light) {
    const index = (TOKEN_COLOURS.light as readonly string[]).indexOf(light);
    if (index === -1) return { kind: 'style' };
    classes.push(`tl${index}`);
  }
  if (dark !== DEFAULT_TOKEN_COLOURS.dark) {
    const index = (TOKEN_COLOURS.dark as readonly string[]).indexOf(dark);
    if (index === -1) return { kind: 'style' };
    classes.push(`td${index}`);
  }
  return classes.length === 0 ? { kind: 'plain' } : { kind: 'classes', classes };
}
