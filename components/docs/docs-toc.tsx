import type { ReactNode } from 'react';
import type { TocItem } from '@/lib/mdx/rehype-toc';
import { DocsTocList } from './docs-toc-list.client';

/** Right column on desktop; a collapsible "On this page" box above the content below 996 px. */
export function DocsTocDesktop({ items }: { items: TocItem[] }) {
  if (items.length === 0) return null;
  return (
    <aside className="toc-desktop" aria-label="Table of contents">
      <p className="toc-heading">On this page</p>
      <DocsTocList items={items} />
    </aside>
  );
}

export function DocsTocMobile({ items }: { items: TocItem[] }) {
  if (items.length === 0) return null;
  return (
    <details className="toc-mobile">
      <summary>On this page</summary>
      <DocsTocList items={items} />
    </details>
  );
}

/**
 * A page's main column and, when it has headings, the desktop TOC beside it. The TOC column is
 * reserved by this grid, which the parser meets before the long article: a first paint made
 * before the TOC's own markup has arrived already leaves the text where it will stay.
 */
export function WithTocColumn({ items, children }: { items: TocItem[]; children: ReactNode }) {
  return (
    <div className={items.length > 0 ? 'toc-columns has-toc' : 'toc-columns'}>
      {children}
      <DocsTocDesktop items={items} />
    </div>
  );
}
