'use client';

import { useCallback, useEffect, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { TabsView, type ContentTabsProps, type TabsControls, type TabsHandlers } from './content-tabs-view';

/**
 * Tabs from the page's Markdown. The server's HTML, and hydration, draw them as they first show
 * (default tab selected, every panel present). What makes them work (the reader's choice, kept
 * for the group and in the URL, and the keyboard) is its own chunk, content-tabs-state.tsx,
 * fetched once the page has mounted: a client component imported by the doc page ships on every
 * doc page, and the first-load JavaScript budget has no room for code most pages never run. That
 * chunk drives this view rather than replacing it, so the tabs and their panels stay the same
 * elements (focus, selection and search highlights in them survive its arrival). Not a Suspense
 * boundary around a lazy component either: in a static build that wrote the tabs twice into the
 * HTML (the fallback, then the resolved copy), ids and all.
 */
export function ContentTabsClient({ config, panels }: ContentTabsProps) {
  const [selected, setSelected] = useState(config.defaultValue);
  const [Controller, setController] = useState<ComponentType<ContentTabsProps & TabsControls> | null>(null);
  const handlers = useRef<TabsHandlers>({});
  const register = useCallback((latest: TabsHandlers) => {
    handlers.current = latest;
  }, []);
  useEffect(() => {
    let mounted = true;
    void import('./content-tabs-state').then((module) => {
      if (mounted) setController(() => module.default);
    });
    return () => {
      mounted = false;
    };
  }, []);
  const onSelect = useCallback((value: string) => handlers.current.select?.(value), []);
  const onKeyDown = useCallback((event: KeyboardEvent<HTMLDivElement>) => handlers.current.keyDown?.(event), []);
  return (
    <>
      <TabsView
        items={config.items}
        panels={panels}
        idBase={config.id}
        selected={selected}
        onSelect={onSelect}
        onKeyDown={onKeyDown}
      />
      {Controller ? <Controller config={config} panels={panels} show={setSelected} register={register} /> : null}
    </>
  );
}
