import { Children, type ReactNode } from 'react';
import type { TabsConfig } from '@/lib/mdx/rehype-tabs';
import { ContentTabsClient } from './content-tabs.client';
import { TabsView } from './content-tabs-view';

/**
 * `<Tabs>` from Markdown: lib/mdx/rehype-tabs.ts has checked it and left its config as JSON in
 * `data-tabs`, and one `tabitem` per tab, in order, as its children. The markup of its first
 * state is drawn here on the server, so pages without tabs ship none of it.
 */
export function ContentTabs({ 'data-tabs': json, children }: { 'data-tabs': string; children?: ReactNode }) {
  const config = JSON.parse(json) as TabsConfig;
  const panels = Children.toArray(children);
  const fallback = <TabsView items={config.items} panels={panels} idBase={config.id} selected={config.defaultValue} />;
  return <ContentTabsClient config={config} panels={panels} fallback={fallback} />;
}

/** One tab's content: the panel around it is drawn by TabsView. */
export function ContentTabItem({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
