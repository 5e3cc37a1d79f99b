import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getCategories, getCategoryByPath } from '@/lib/content/source';
import { pageMetadata } from '@/lib/metadata';
import { GeneratedIndexPage } from '@/components/docs/generated-index-page';
import { cachedStaticParams } from '@/lib/dev/static-params-cache';

export const dynamicParams = false;

type Props = { params: Promise<{ slug: string }> };

const PREFIX = '/category/';
const toPath = (slug: string) => `${PREFIX}${slug}`;

/** Index pages at `/category/<slug>`; one whose `link.slug` puts it elsewhere is served by the docs route. */
export function generateStaticParams() {
  return cachedStaticParams('category', () => getCategories().filter((c) => c.path.startsWith(PREFIX) && !c.path.slice(PREFIX.length).includes('/')).map((c) => ({ slug: c.path.slice(PREFIX.length) })));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const path = toPath((await params).slug);
  const category = getCategoryByPath(path);
  return category ? pageMetadata({ title: category.title ?? category.label, description: category.description, path, kind: 'category' }) : {};
}

export default async function CategoryRoute({ params }: Props) {
  const category = getCategoryByPath(toPath((await params).slug));
  if (!category) notFound();
  return <GeneratedIndexPage index={category} />;
}
