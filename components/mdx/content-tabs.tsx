import { Children, type ReactNode } from 'react';
import type { TabsConfig } from '@/lib/mdx/rehype-tabs';
import { ContentTabsClient } from './content-tabs.client';

/**
 * `<Tabs>` from Markdown: lib/mdx/rehype-tabs.ts has checked it and left its config as JSON in
 * `data-tabs`, and one `tabitem` per tab, in order, as its children: each panel is rendered on
 * the server once, and the client component draws the tabs around them.
 */
export function ContentTabs({ 'data-tabs': json, children }: { 'data-tabs': string; children?: ReactNode }) {
  const config = JSON.parse(json) as TabsConfig;
  return <ContentTabsClient config={config} panels={Children.toArray(children)} />;
}

/** One tab's content: the panel around it is drawn by TabsView. */
export function ContentTabItem({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
