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
