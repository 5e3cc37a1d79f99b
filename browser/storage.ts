/**
 * The one way the site reads and writes persisted preferences. Browsers throw on storage access
 * in some private modes, with storage disabled, or when the quota is full: a preference is never
 * worth crashing a page, so every call fails soft (a read gives null, a write is dropped).
 */
export type StorageArea = 'local' | 'session';

function area(kind: StorageArea): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(key: string, kind: StorageArea = 'local'): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string, kind: StorageArea = 'local'): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Quota full or storage blocked: the preference lasts for this page only.
  }
}

export function removeStorage(key: string, kind: StorageArea = 'local'): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Storage blocked: nothing was stored either.
  }
}
