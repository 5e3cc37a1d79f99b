import { getDocByPath } from '@/lib/content/source';
import type { SidebarItem } from '@/lib/content/docs';
import type { DocCard } from './doc-card-list';

/** One card per sidebar item, as a category's index page and the generated docs home draw them. */
export function sidebarCards(items: SidebarItem[]): DocCard[] {
  return items.map((item) =>
    item.type === 'doc'
      ? { kind: 'doc', label: item.label, path: item.path, description: getDocByPath(item.path)?.description ?? '' }
      : { kind: 'category', label: item.label, path: item.path, description: item.description },
  );
}
