'use client';

import { usePathname } from 'next/navigation';
import { createContext, useContext, useEffect, useId, useRef } from 'react';
import { listOf, positionsInFullList, type SidebarCategoryNode, type SidebarNode } from '@/lib/content/sidebar-view';
import { categoryExpanded } from '@/browser/sidebar-expansion';
import { SiteLink } from '@/components/layout/site-link.client';
import { useDisclosureChoice } from '@/components/layout/use-disclosure-state';
import { SidebarLink } from './sidebar-link.client';
import { loadSidebarFile, useSidebarFile, type SidebarFileState } from './use-sidebar-file';

/** URL of the shared file with the whole sidebar, for the lists a page did not ship. */
const SidebarFileContext = createContext('');

/** A page's sidebar view, completed from the shared file as the reader opens categories and long lists. */
export function SidebarRoot({ view, file }: { view: SidebarNode[]; file: string }) {
  return (
    <SidebarFileContext.Provider value={file}>
      <SidebarTree items={view} parent="" level={1} />
    </SidebarFileContext.Provider>
  );
}

/** One list: the category (or top level, `parent` '') it belongs to, its docs and sub-categories. */
function SidebarTree({ items, parent, level }: { items: SidebarNode[]; parent: string; level: number }) {
  const url = useContext(SidebarFileContext);
  const pathname = usePathname();
  const [choice, setChoice] = useDisclosureChoice(`sidebar-all:${parent}`);
  const hasGaps = items.some((item) => item.type === 'gap');
  const showAll = hasGaps && choice?.expanded === true;
  const file = useSidebarFile(url, showAll);
  const full = showAll && file.status === 'ready' ? listOf(file.tree, parent) : undefined;
  const listRef = useRef<HTMLUListElement>(null);
  /** Where focus goes once the whole list shows: the first page the pressed gap stood for. */
  const focusIndex = useRef<number | null>(null);

  useEffect(() => {
    if (!full || focusIndex.current === null) return;
    listRef.current?.children[focusIndex.current]?.querySelector<HTMLElement>('a, button')?.focus();
    focusIndex.current = null;
  }, [full]);

  const shown = full ?? items;
  const positions = positionsInFullList(shown);
  return (
    <ul ref={listRef} className={`sidebar-list sidebar-level-${level}`}>
      {shown.map((item, i) => {
        if (item.type === 'doc') {
          return (
            <li key={item.path} className={item.className ? `sidebar-item ${item.className}` : 'sidebar-item'}>
              <SidebarLink href={item.path} label={item.label} />
            </li>
          );
        }
        if (item.type === 'category') {
          return (
            <li
              key={item.path}
              className={
                item.className ? `sidebar-item sidebar-category ${item.className}` : 'sidebar-item sidebar-category'
              }
            >
              <SidebarCategory node={item} level={level} />
            </li>
          );
        }
        return (
          <li key={`gap-${i}`} className="sidebar-item sidebar-gap">
            <SidebarGapButton
              count={item.count}
              file={file}
              onIntent={() => loadSidebarFile(url)}
              onShow={() => {
                focusIndex.current = positions[i];
                setChoice({ expanded: true, madeOn: pathname });
              }}
            />
          </li>
        );
      })}
    </ul>
  );
}

function SidebarGapButton({
  count,
  file,
  onIntent,
  onShow,
}: {
  count: number;
  file: SidebarFileState;
  onIntent: () => void;
  onShow: () => void;
}) {
  const label =
    file.status === 'error'
      ? `Could not load ${count} more ${count === 1 ? 'page' : 'pages'}: retry`
      : `Show ${count} more ${count === 1 ? 'page' : 'pages'}`;
  return (
    <button
      type="button"
      className="sidebar-gap-button"
      aria-busy={file.status === 'loading'}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onClick={onShow}
    >
      {label}
    </button>
  );
}

/** A collapsible category: the label links to its index page, the caret button folds the list. */
function SidebarCategory({ node, level }: { node: SidebarCategoryNode; level: number }) {
  const url = useContext(SidebarFileContext);
  const pathname = usePathname();
  const [choice, setChoice] = useDisclosureChoice(`sidebar:${node.path}`);
  const expanded = categoryExpanded({
    choice,
    pathname,
    containsCurrent: node.current === true,
    collapsedByDefault: node.collapsed,
  });
  const file = useSidebarFile(url, expanded && !node.items);
  // Items the page did not ship are drawn only while open: a closed category stays one row.
  const items = node.items ?? (expanded && file.status === 'ready' ? listOf(file.tree, node.path) : undefined);
  const listId = useId();
  const current = pathname === node.path;
  const preload = () => {
    if (!node.items) loadSidebarFile(url);
  };

  return (
    <>
      <div className={`sidebar-category-row${node.current ? ' contains-current' : ''}`}>
        <SiteLink
          href={node.path}
          className={`sidebar-link sidebar-category-link${current ? ' active' : ''}`}
          aria-current={current ? 'page' : undefined}
        >
          {node.label}
        </SiteLink>
        <button
          type="button"
          className="sidebar-caret"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-label={`${expanded ? 'Collapse' : 'Expand'} sidebar category '${node.label}'`}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => setChoice({ expanded: !expanded, madeOn: pathname })}
        />
      </div>
      <div id={listId} hidden={!expanded}>
        {items ? <SidebarTree items={items} parent={node.path} level={level + 1} /> : null}
        {!items && expanded ? (
          <p className="sidebar-loading" role="status">
            {file.status === 'error' ? 'This list could not be loaded.' : 'Loading…'}
          </p>
        ) : null}
      </div>
    </>
  );
}
