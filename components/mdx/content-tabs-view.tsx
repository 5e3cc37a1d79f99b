import type { KeyboardEvent, ReactNode } from 'react';
import type { TabsConfig } from '@/lib/mdx/rehype-tabs';

/** What the page hands its tabs: the config lib/mdx/rehype-tabs.ts left, and each panel rendered on the server. */
export interface ContentTabsProps {
  config: TabsConfig;
  /** One panel's content per tab, in order. */
  panels: ReactNode[];
}

/** What the view's clicks and keys are handed to, once content-tabs-state.tsx has loaded. */
export interface TabsHandlers {
  select?: (value: string) => void;
  keyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/** How content-tabs-state.tsx drives the view ContentTabsClient draws: what to show, and its handlers. */
export interface TabsControls {
  show: (value: string | null) => void;
  register: (handlers: TabsHandlers) => void;
}

export interface TabsViewProps {
  items: TabsConfig['items'];
  /** One panel's content per item, in order. */
  panels: ReactNode[];
  /** Prefix of the tab and panel ids, unique on the page. */
  idBase: string;
  selected: string | null;
  onSelect?: (value: string) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/**
 * Tabs as WAI-ARIA's tabs pattern draws them: a tab list of buttons, the selected one the only
 * one in the Tab order, and a panel per tab labelled by its tab. Every panel is in the HTML;
 * the others are `hidden`. Without JavaScript the tab list cannot work, so CSS hides it and
 * shows every panel under its label (content-tabs.css). The server draws it as it first shows
 * (content-tabs.client.tsx), which content-tabs-state.tsx then drives with the reader's choice.
 */
export function TabsView({ items, panels, idBase, selected, onSelect, onKeyDown }: TabsViewProps) {
  const focusable = selected ?? items[0].value;
  return (
    <div className="tabs">
      <div role="tablist" aria-orientation="horizontal" className="tabs-list" onKeyDown={onKeyDown}>
        {items.map(({ value, label }, index) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`${idBase}-tab-${index}`}
            aria-selected={value === selected}
            aria-controls={`${idBase}-panel-${index}`}
            tabIndex={value === focusable ? 0 : -1}
            className="tabs-tab"
            onClick={onSelect && (() => onSelect(value))}
          >
            {label}
          </button>
        ))}
      </div>
      {items.map(({ value, label }, index) => (
        <div
          key={value}
          role="tabpanel"
          id={`${idBase}-panel-${index}`}
          aria-labelledby={`${idBase}-tab-${index}`}
          hidden={value !== selected}
          tabIndex={0}
          className="tabs-panel"
        >
          <p className="tabs-panel-label without-js-only">{label}</p>
          {panels[index]}
        </div>
      ))}
    </div>
  );
}
