import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchWithTab, shownTab, tabIndexAfterKey, tabStorageKey } from '@/browser/tab-choice';

describe('the tab a Tabs shows', () => {
  const values = ['win', 'mac'];

  it("is the first choice it has a tab for: the group's, else its own last pick", () => {
    expect(shownTab(values, ['mac', 'win'], 'win')).toBe('mac');
    // Another Tabs of the group chose Linux, which this one lacks: it keeps its own.
    expect(shownTab(values, ['linux', 'mac'], 'win')).toBe('mac');
  });

  it('is the default until a choice names one of its tabs', () => {
    expect(shownTab(values, [null, null], 'win')).toBe('win');
    expect(shownTab(values, ['linux', undefined], 'win')).toBe('win');
    expect(shownTab(values, [null], null)).toBeNull();
  });
});

describe('keys in the tab list', () => {
  it('move right and left, wrapping around, and Home and End go to the ends', () => {
    expect(tabIndexAfterKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabIndexAfterKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabIndexAfterKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabIndexAfterKey('Home', 2, 3)).toBe(0);
    expect(tabIndexAfterKey('End', 0, 3)).toBe(2);
  });

  it('leave every other key to the browser (Tab moves on to the panel)', () => {
    for (const key of ['Tab', 'Enter', ' ', 'ArrowDown', 'a']) expect(tabIndexAfterKey(key, 1, 3)).toBeUndefined();
  });
});

describe('the URL of a chosen tab', () => {
  it('names the tab in its query parameter and keeps the others', () => {
    expect(searchWithTab('', 'os', 'mac')).toBe('?os=mac');
    expect(searchWithTab('?q=join&os=win', 'os', 'mac')).toBe('?q=join&os=mac');
  });
});

describe("a tab group's choice", () => {
  let stored: Map<string, string>;
  let storageListeners: ((event: { key: string | null; newValue: string | null }) => void)[];
  // A fresh module per test: the page's group stores live for the page, as the module does.
  let chooseGroupTab: typeof import('@/browser/tab-choice').chooseGroupTab;
  let tabGroupStore: typeof import('@/browser/tab-choice').tabGroupStore;

  beforeEach(async () => {
    vi.resetModules();
    ({ chooseGroupTab, tabGroupStore } = await import('@/browser/tab-choice'));
    stored = new Map();
    storageListeners = [];
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => stored.set(key, value),
      },
      addEventListener: (type: string, listener: (typeof storageListeners)[number]) =>
        type === 'storage' && storageListeners.push(listener),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("is kept under Docusaurus's key, so it lasts across pages and visits", () => {
    chooseGroupTab('operating-systems', 'mac');
    expect(tabStorageKey('operating-systems')).toBe('docusaurus.tab.operating-systems');
    expect(stored.get('docusaurus.tab.operating-systems')).toBe('mac');
  });

  it('starts from what an earlier visit stored', () => {
    stored.set('docusaurus.tab.shells', 'zsh');
    expect(tabGroupStore('shells').get()).toBe('zsh');
  });

  it('reaches every Tabs of the group on the page at once', () => {
    const store = tabGroupStore('databases');
    const heard: (string | null)[] = [];
    store.subscribe(() => heard.push(store.get()));
    store.subscribe(() => heard.push(store.get()));
    chooseGroupTab('databases', 'snowflake');
    expect(heard).toEqual(['snowflake', 'snowflake']);
  });

  it('follows a choice made in another browser tab', () => {
    const store = tabGroupStore('clouds');
    for (const listener of storageListeners) listener({ key: 'docusaurus.tab.clouds', newValue: 'gcp' });
    expect(store.get()).toBe('gcp');
  });
});
