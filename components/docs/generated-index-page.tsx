import { getBreadcrumbs, getPagination, type GeneratedIndex } from '@/lib/content/source';
import { getRouteTable } from '@/lib/routes';
import { breadcrumbListJsonLd, webSiteJsonLd } from '@/lib/structured-data';
import { DocPage } from './doc-page';
import { DocCardList } from './doc-card-list';
import { sidebarCards } from './sidebar-cards';
import { JsonLd } from '@/components/seo/json-ld';

/** A category's index page, or the docs root without a doc: its description, then a card per item. */
export function GeneratedIndexPage({ index }: { index: GeneratedIndex }) {
  const title = index.title ?? index.label;
  const crumbs = getBreadcrumbs(index.path, title);
  return (
    <>
      <JsonLd data={index.path === '/' ? webSiteJsonLd(getRouteTable()) : breadcrumbListJsonLd(crumbs, index.path)} />
      <DocPage
        path={index.path}
        title={title}
        crumbs={crumbs}
        toc={[]}
        pagination={getPagination(index.path)}
        lead={<p className="category-description">{index.description}</p>}
      >
        <DocCardList cards={sidebarCards(index.items)} />
      </DocPage>
    </>
  );
}
