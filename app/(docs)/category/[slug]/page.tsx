import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getBreadcrumbs, getCategories, getCategoryByPath, getDocByPath, getPagination } from '@/lib/content/source';
import { pageMetadata } from '@/lib/metadata';
import { DocPage } from '@/components/docs/doc-page';
import { DocCardList, type DocCard } from '@/components/docs/doc-card-list';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbListJsonLd } from '@/lib/structured-data';
import { cachedStaticParams } from '@/lib/dev/static-params-cache';

export const dynamicParams = false;

type Props = { params: Promise<{ slug: string }> };

const toPath = (slug: string) => `/category/${slug}`;

export function generateStaticParams() {
  return cachedStaticParams('category', () => getCategories().map((c) => ({ slug: c.path.slice('/category/'.length) })));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const path = toPath((await params).slug);
  const category = getCategoryByPath(path);
  return category ? pageMetadata({ title: category.label, description: category.description, path, kind: 'category' }) : {};
}

export default async function CategoryRoute({ params }: Props) {
  const path = toPath((await params).slug);
  const category = getCategoryByPath(path);
  if (!category) notFound();
  const cards: DocCard[] = category.items.map((item) =>
    item.type === 'doc'
      ? { kind: 'doc', label: item.label, path: item.path, description: getDocByPath(item.path)?.description ?? '' }
      : { kind: 'category', label: item.label, path: item.path, description: item.description },
  );
  const crumbs = getBreadcrumbs(path, category.label);
  return (
    <>
      <JsonLd data={breadcrumbListJsonLd(crumbs, path)} />
      <DocPage
        path={path}
        title={category.label}
        crumbs={crumbs}
        toc={[]}
        pagination={getPagination(path)}
        lead={<p className="category-description">{category.description}</p>}
      >
        <DocCardList cards={cards} />
      </DocPage>
    </>
  );
}
