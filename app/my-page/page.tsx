import type { Element } from 'hast';
import { h } from 'hastscript';
import type { Metadata } from 'next';
import { SiteLinkList } from '@/components/layout/site-link-list';
import { siteConfig } from '@/lib/site-config';
import { getSidebar } from '@/lib/content/source';
import { pageMetadata } from '@/lib/metadata';
import { getRouteTable, routeDescriptions } from '@/lib/routes';
import type { SidebarItem } from '@/lib/content/docs';

export const metadata: Metadata = pageMetadata({
  title: 'All pages',
  description: `Every page of ${siteConfig.title}, grouped by section, with a line on what each one covers.`,
  path: '/my-page',
});

/** A React page outside the docs: an index of the whole site built from the route table. */
export default function AllPages() {
  const routes = getRouteTable();
  const describe = routeDescriptions(routes);
  const others = routes.filter((r) => r.kind !== 'doc' && r.kind !== 'category' && r.path !== '/my-page');
  return (
    <main id="main-content" className="standalone-page" tabIndex={-1}>
      <h1>All pages</h1>
      <p>
        Every page of {siteConfig.title} on one screen, in the order the sidebar reads. Use it to find a topic quickly
        or to see how the documentation is organised.
      </p>
      <h2>Documentation</h2>
      <SiteLinkList className="all-pages-list" items={sectionItems(getSidebar(), describe)} />
      <h2>Elsewhere on the site</h2>
      <SiteLinkList
        className="all-pages-list"
        items={others.map((route) => pageItem(route.path, route.title, route.description))}
      />
    </main>
  );
}

/** An entry: the page's link, then what it covers, then (for a category) its own items. */
function pageItem(path: string, title: string, description: string | undefined, items: Element[] = []): Element {
  return h('li', [h('a', { href: path }, title), ...(description ? [h('span', ` — ${description}`)] : []), ...items]);
}

function sectionItems(items: SidebarItem[], describe: (path: string) => string | undefined): Element[] {
  return items.map((item) =>
    pageItem(
      item.path,
      item.label,
      describe(item.path),
      item.type === 'category' ? [h('ul', { className: ['all-pages-list'] }, sectionItems(item.items, describe))] : [],
    ),
  );
}
