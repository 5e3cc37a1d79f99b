import { SiteLink } from '@/components/layout/site-link.client';
import type { Metadata } from 'next';
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
      <SectionList items={getSidebar()} describe={describe} />
      <h2>Elsewhere on the site</h2>
      <ul className="all-pages-list">
        {others.map((route) => (
          <li key={route.path}>
            <SiteLink href={route.path}>{route.title}</SiteLink>
            {route.description ? <span> — {route.description}</span> : null}
          </li>
        ))}
      </ul>
    </main>
  );
}

function SectionList({ items, describe }: { items: SidebarItem[]; describe: (path: string) => string | undefined }) {
  return (
    <ul className="all-pages-list">
      {items.map((item) => (
        <li key={item.path}>
          <SiteLink href={item.path}>{item.label}</SiteLink>
          {describe(item.path) ? <span> — {describe(item.path)}</span> : null}
          {item.type === 'category' ? <SectionList items={item.items} describe={describe} /> : null}
        </li>
      ))}
    </ul>
  );
}
