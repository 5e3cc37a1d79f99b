'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { TabsView, type ContentTabsProps } from './content-tabs-view';

/**
 * Tabs from the page's Markdown. The server's HTML, and hydration, draw them as they first show
 * (default tab selected, every panel present); the switching code is its own chunk, fetched once
 * the page has mounted, since a client component imported by the doc page ships on every doc
 * page and the first-load JavaScript budget has no room for code most pages never run. Not a
 * Suspense boundary around a lazy component: in a static build that wrote the tabs twice into
 * the HTML (the fallback, then the resolved copy), ids and all.
 */
export function ContentTabsClient(props: ContentTabsProps) {
  const [Working, setWorking] = useState<ComponentType<ContentTabsProps> | null>(null);
  useEffect(() => {
    let mounted = true;
    void import('./content-tabs-state').then((module) => {
      if (mounted) setWorking(() => module.default);
    });
    return () => {
      mounted = false;
    };
  }, []);
  if (Working) return <Working {...props} />;
  return <TabsView items={props.config.items} panels={props.panels} idBase={props.config.id} selected={props.config.defaultValue} />;
}
