'use client';

import { usePathname } from 'next/navigation';
import { useId, type ReactNode } from 'react';
import { categoryExpanded } from '@/lib/sidebar-expansion';
import { SiteLink } from '@/components/layout/site-link.client';
import { useDisclosureChoice } from '@/components/layout/use-disclosure-state';

export interface SidebarCategoryProps {
  label: string;
  /** The category's index page. */
  href: string;
  /** Every page inside the category; the category opens when one of them is current. */
  paths: string[];
  collapsedByDefault: boolean;
  children: ReactNode;
}

/** A collapsible category: the label links to its index page, the caret button folds the list. */
export function SidebarCategory({ label, href, paths, collapsedByDefault, children }: SidebarCategoryProps) {
  const pathname = usePathname();
  const containsCurrent = pathname === href || paths.includes(pathname);
  const [choice, setChoice] = useDisclosureChoice(`sidebar:${href}`);
  const expanded = categoryExpanded({ choice, pathname, containsCurrent, collapsedByDefault });
  const listId = useId();

  const current = pathname === href;
  return (
    <>
      <div className={`sidebar-category-row${containsCurrent ? ' contains-current' : ''}`}>
        <SiteLink href={href} className={`sidebar-link sidebar-category-link${current ? ' active' : ''}`} aria-current={current ? 'page' : undefined}>
          {label}
        </SiteLink>
        <button
          type="button"
          className="sidebar-caret"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-label={`${expanded ? 'Collapse' : 'Expand'} sidebar category '${label}'`}
          onClick={() => setChoice({ expanded: !expanded, madeOn: pathname })}
        />
      </div>
      <div id={listId} hidden={!expanded}>
        {children}
      </div>
    </>
  );
}
