import type { SidebarItem } from '@/lib/content/docs';
import { flattenSidebar } from '@/lib/content/sidebar';
import { SidebarCategory } from './sidebar-category.client';
import { SidebarLink } from './sidebar-link.client';

/** The docs sidebar as nested lists; the current item and its category are marked by the client leaves. */
export function DocsSidebarTree({ items, level = 1 }: { items: SidebarItem[]; level?: number }) {
  return (
    <ul className={`sidebar-list sidebar-level-${level}`}>
      {items.map((item) =>
        item.type === 'doc' ? (
          <li key={item.path} className="sidebar-item">
            <SidebarLink href={item.path} label={item.label} />
          </li>
        ) : (
          <li key={item.path} className="sidebar-item sidebar-category">
            <SidebarCategory
              label={item.label}
              href={item.path}
              paths={flattenSidebar(item.items).map((l) => l.path)}
              collapsedByDefault={item.collapsed}
            >
              <DocsSidebarTree items={item.items} level={level + 1} />
            </SidebarCategory>
          </li>
        ),
      )}
    </ul>
  );
}
