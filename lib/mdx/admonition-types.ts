/** The five looks an admonition can have: each has its colours (admonition.css) and icon. */
const ADMONITION_LOOKS = ['note', 'tip', 'info', 'warning', 'danger'] as const;
export type AdmonitionLook = (typeof ADMONITION_LOOKS)[number];

/** What one `:::name` renders as: which look, and the title shown when the author gives none. */
export interface AdmonitionType {
  look: AdmonitionLook;
  label: string;
}

/**
 * Every name Docusaurus 3 accepts after `:::`. Its four aliases borrow the look of the type
 * Docusaurus groups them with (so pages moved from Docusaurus need no new colours) but keep a
 * title of their own.
 */
export const ADMONITION_TYPES: Record<string, AdmonitionType> = {
  note: { look: 'note', label: 'Note' },
  tip: { look: 'tip', label: 'Tip' },
  info: { look: 'info', label: 'Info' },
  warning: { look: 'warning', label: 'Warning' },
  danger: { look: 'danger', label: 'Danger' },
  secondary: { look: 'note', label: 'Secondary' },
  success: { look: 'tip', label: 'Success' },
  important: { look: 'info', label: 'Important' },
  caution: { look: 'warning', label: 'Caution' },
};

export function admonitionType(name: string): AdmonitionType | undefined {
  return Object.hasOwn(ADMONITION_TYPES, name) ? ADMONITION_TYPES[name] : undefined;
}

export function isAdmonitionLook(name: string): name is AdmonitionLook {
  return (ADMONITION_LOOKS as readonly string[]).includes(name);
}
