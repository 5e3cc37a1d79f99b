import { getSidebarFile, getSidebarView } from '@/lib/content/sidebar-file';
import { DocsSidebarNav } from './docs-sidebar-nav.client';

/** The docs sidebar as this page ships it: the way to the page open, the rest from the shared file. */
export function DocsSidebar({ path }: { path: string }) {
  return (
    <aside className="docs-sidebar">
      <DocsSidebarNav view={getSidebarView(path)} file={getSidebarFile().url} />
    </aside>
  );
}
