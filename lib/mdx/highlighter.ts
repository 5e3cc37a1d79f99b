import { createHighlighter, type Highlighter } from 'shiki';

/** Languages the content uses; anything else falls back to plain text rather than loading every grammar. */
export const HIGHLIGHT_LANGUAGES = [
  'yaml',
  'sql',
  'bash',
  'shell',
  'json',
  'typescript',
  'tsx',
  'javascript',
  'python',
  'csv',
  'markdown',
  'text',
];
/**
 * Themes whose every token colour keeps 4.5:1 against the code background in its mode
 * (github-light and github-dark fall short on keywords, strings and comments), checked by
 * tests/e2e/every-page.spec.ts (axe, in both modes).
 */
export const HIGHLIGHT_THEMES = { light: 'github-light-high-contrast', dark: 'github-dark-default' } as const;

let highlighter: Promise<Highlighter> | undefined;

/** One highlighter per build process, created on first use. */
export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: Object.values(HIGHLIGHT_THEMES), langs: HIGHLIGHT_LANGUAGES });
  return highlighter;
}
