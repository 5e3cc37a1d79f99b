import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStorage, removeStorage, writeStorage } from '@/browser/storage';

/** A Storage that keeps its items in a Map, so a test can see what was written. */
function memoryStorage(items = new Map<string, string>()) {
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function throwing(message: string) {
  return () => {
    throw new DOMException(message, 'SecurityError');
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('persisted preferences when storage works', () => {
  it('reads, writes and removes in localStorage by default', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    vi.stubGlobal('window', { localStorage: local, sessionStorage: session });
    expect(readStorage('theme')).toBeNull();
    writeStorage('theme', 'dark');
    expect(local.items.get('theme')).toBe('dark');
    expect(readStorage('theme')).toBe('dark');
    expect(session.items.size).toBe(0);
    removeStorage('theme');
    expect(local.items.has('theme')).toBe(false);
    expect(readStorage('theme')).toBeNull();
  });

  it('uses sessionStorage when asked, apart from localStorage', () => {
    const local = memoryStorage(new Map([['reload', 'local value']]));
    const session = memoryStorage();
    vi.stubGlobal('window', { localStorage: local, sessionStorage: session });
    writeStorage('reload', '1', 'session');
    expect(session.items.get('reload')).toBe('1');
    expect(readStorage('reload', 'session')).toBe('1');
    expect(readStorage('reload')).toBe('local value');
    removeStorage('reload', 'session');
    expect(session.items.has('reload')).toBe(false);
    expect(local.items.get('reload')).toBe('local value');
  });

  it('keeps an empty string apart from a missing item', () => {
    vi.stubGlobal('window', { localStorage: memoryStorage(new Map([['empty', '']])) });
    expect(readStorage('empty')).toBe('');
    expect(readStorage('missing')).toBeNull();
  });
});

describe('persisted preferences when storage fails', () => {
  it('reads null and drops writes when touching localStorage throws, as in some private modes', () => {
    const win = {};
    Object.defineProperty(win, 'localStorage', { get: throwing('The operation is insecure.') });
    vi.stubGlobal('window', win);
    expect(readStorage('theme')).toBeNull();
    expect(() => writeStorage('theme', 'dark')).not.toThrow();
    expect(() => removeStorage('theme')).not.toThrow();
  });

  it('reads null when getItem throws', () => {
    vi.stubGlobal('window', { localStorage: { ...memoryStorage(), getItem: throwing('blocked') } });
    expect(readStorage('theme')).toBeNull();
  });

  it('drops a write when the quota is full, and the stored value stays as it was', () => {
    const local = memoryStorage(new Map([['theme', 'light']]));
    vi.stubGlobal('window', {
      localStorage: { ...local, setItem: throwing('QuotaExceededError') },
    });
    expect(() => writeStorage('theme', 'dark')).not.toThrow();
    expect(readStorage('theme')).toBe('light');
  });

  it('ignores a remove that throws', () => {
    vi.stubGlobal('window', { localStorage: { ...memoryStorage(), removeItem: throwing('blocked') } });
    expect(() => removeStorage('theme')).not.toThrow();
  });

  it('reads null and writes nothing where there is no window, as in server rendering', () => {
    expect(typeof window).toBe('undefined');
    expect(readStorage('theme')).toBeNull();
    expect(readStorage('theme', 'session')).toBeNull();
    expect(() => writeStorage('theme', 'dark')).not.toThrow();
    expect(() => removeStorage('theme', 'session')).not.toThrow();
  });

  it('reads null where the browser offers no storage object', () => {
    vi.stubGlobal('window', { localStorage: null, sessionStorage: undefined });
    expect(readStorage('theme')).toBeNull();
    expect(readStorage('theme', 'session')).toBeNull();
    expect(() => writeStorage('theme', 'dark', 'session')).not.toThrow();
  });
});
