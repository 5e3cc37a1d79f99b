import { useCallback, useEffect, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { chooseGroupTab, searchWithTab, shownTab, tabGroupStore, tabIndexAfterKey } from '@/browser/tab-choice';
import type { ContentTabsProps, TabsControls } from './content-tabs-view';

const noGroup = () => () => {};

/** Back and forward change the query string without a render of ours. */
function subscribeToHistory(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  return () => window.removeEventListener('popstate', listener);
}

/**
 * What makes Tabs work, loaded once a page that has one has mounted (content-tabs.client.tsx): it
 * draws nothing itself, and tells that view which tab to show: the default first, as the HTML
 * has it, then the reader's choice: the tab the URL's query
 * parameter names (`queryString`), else the group's choice (`groupId`, remembered across
 * pages and visits), else the last tab picked here. A pick is kept for the group and written
 * into the URL.
 */
export default function ContentTabsState({ config, show, register }: ContentTabsProps & TabsControls) {
  const { items, defaultValue, groupId, queryKey } = config;
  const values = items.map((item) => item.value);
  const [picked, setPicked] = useState<string | null>(null);
  // Both read null while hydrating, so the first render matches the HTML's default tab.
  const subscribeToGroup = useCallback(
    (listener: () => void) => (groupId ? tabGroupStore(groupId).subscribe(listener) : noGroup()),
    [groupId],
  );
  const group = useSyncExternalStore(
    subscribeToGroup,
    () => (groupId ? tabGroupStore(groupId).get() : null),
    () => null,
  );
  const fromUrl = useSyncExternalStore(
    subscribeToHistory,
    () => (queryKey ? new URLSearchParams(window.location.search).get(queryKey) : null),
    () => null,
  );
  const valueList = values.join('\n');
  useEffect(() => {
    // The URL's tab is the group's on this page, as a pick would be, without being stored for
    // the next visit; it lives in the group's store so every Tabs of the group follows later picks.
    if (groupId && fromUrl !== null && valueList.split('\n').includes(fromUrl)) tabGroupStore(groupId).set(fromUrl);
  }, [groupId, fromUrl, valueList]);

  const selected = shownTab(values, groupId ? [group, picked] : [fromUrl, picked], defaultValue);

  function select(value: string) {
    setPicked(value);
    if (groupId) chooseGroupTab(groupId, value);
    if (queryKey) {
      const { pathname, search, hash } = window.location;
      window.history.replaceState(
        window.history.state,
        '',
        `${pathname}${searchWithTab(search, queryKey, value)}${hash}`,
      );
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const next = tabIndexAfterKey(event.key, tabs.indexOf(event.target as HTMLButtonElement), tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    tabs[next].focus();
    // Moving to a tab shows it (automatic activation): every panel is already on the page.
    select(values[next]);
  }

  useEffect(() => show(selected), [show, selected]);
  // After every render: the view's clicks and keys reach this render's select and state.
  useEffect(() => register({ select, keyDown: onKeyDown }));
  return null;
}
