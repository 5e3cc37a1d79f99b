/**
 * Preferred docs version: remembered in local storage when a doc is viewed, and
 * forgotten when the remembered version no longer exists (e.g. after a version is removed).
 * The key ends with the docs plugin id, `default` for the one docs instance.
 */
export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

export type PreferredVersionAction = { type: 'keep' } | { type: 'save'; version: string } | { type: 'clear' };

/**
 * What to do with the stored preference: save the viewed version, clear a stale one, or keep it.
 * `viewed` is the version of the doc on screen (undefined outside the docs).
 */
export function preferredVersionAction(
  stored: string | null,
  available: readonly string[],
  viewed?: string,
): PreferredVersionAction {
  if (viewed !== undefined && available.includes(viewed)) {
    return stored === viewed ? { type: 'keep' } : { type: 'save', version: viewed };
  }
  if (stored !== null && !available.includes(stored)) return { type: 'clear' };
  return { type: 'keep' };
}
