import type { Metadata, Viewport } from 'next';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import {
  getBreadcrumbs,
  getCategories,
  getDocByPath,
  getDocsHomeIndex,
  getDocsVersion,
  getGeneratedIndex,
  getPagination,
} from '@/lib/content/source';
import { getCompiledPage } from '@/lib/content/render';
import type { Doc } from '@/lib/content/docs';
import { renderCompiledSource } from '@/components/mdx/render-compiled-source';
import { markdownPath } from '@/lib/doc-markdown';
import { pageMetadata } from '@/lib/metadata';
import { getRouteTable, pathToSlug, slugToPath } from '@/lib/routes';
import { breadcrumbListJsonLd, webSiteJsonLd } from '@/lib/structured-data';
import { DocPage } from '@/components/docs/doc-page';
import { GeneratedIndexPage } from '@/components/docs/generated-index-page';
import { JsonLd } from '@/components/seo/json-ld';
import { cachedStaticParams } from '@/lib/content/static-params';
import { inThisShard } from '@/lib/build/shard.mjs';

type Props = { params: Promise<{ slug?: string[] }> };

export function generateStaticParams() {
  return cachedStaticParams('docs', () => {
    const indexes = new Set([...(getDocsHomeIndex() ? ['/'] : []), ...indexPaths()]);
    const paths = inThisShard([...indexes, ...getDocsVersion().docs.map((doc) => doc.path)], (path) => path);
    return paths.map((path) => ({ slug: pathToSlug(path) }));
  });
}

/**
 * The page's compiled content (the content stage's, in a build), shared by its viewport, its
 * metadata and its body within one render (React's cache). How a page's payload rows are ordered
 * still varies between builds (a shard against a whole build), and lib/build/payload-order.mjs
 * tells such copies apart.
 */
const compiledDoc = cache((doc: Doc) => getCompiledPage('doc', doc));

/** Next's default viewport, once the page has compiled (see compiledDoc). */
export async function generateViewport({ params }: Props): Promise<Viewport> {
  const doc = getDocByPath(slugToPath((await params).slug));
  if (doc) await compiledDoc(doc);
  return {};
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const path = slugToPath((await params).slug);
  const doc = getDocByPath(path);
  if (doc) await compiledDoc(doc);
  const index = doc ? undefined : generatedIndexAt(path);
  if (index)
    return pageMetadata({ title: index.title ?? index.label, description: index.description, path, kind: 'category' });
  return doc
    ? pageMetadata({
        title: doc.title,
        description: doc.description,
        path,
        type: 'article',
        keywords: doc.keywords,
        kind: 'doc',
        markdownPath: markdownPath(path),
        unlisted: doc.unlisted,
        image: doc.image,
      })
    : {};
}

export default async function DocRoute({ params }: Props) {
  const path = slugToPath((await params).slug);
  const doc = getDocByPath(path);
  if (!doc) {
    const index = generatedIndexAt(path);
    if (index) return <GeneratedIndexPage index={index} />;
    notFound();
  }
  const compiled = await compiledDoc(doc);
  const crumbs = getBreadcrumbs(path, doc.title);
  return (
    <>
      <JsonLd data={path === '/' ? webSiteJsonLd(getRouteTable()) : breadcrumbListJsonLd(crumbs, path)} />
      <DocPage
        path={path}
        draft={getDocsVersion().draftIds.includes(doc.id)}
        title={doc.title}
        crumbs={crumbs}
        toc={compiled.toc}
        pagination={getPagination(path)}
        markdownPath={markdownPath(path)}
        hideTitle={doc.hideTitle}
        hideTableOfContents={doc.hideTableOfContents}
        unlisted={doc.unlisted}
        lastUpdate={doc.lastUpdate}
      >
        {renderCompiledSource(compiled)}
      </DocPage>
    </>
  );
}

/**
 * Every category's generated index page (`/category/<label>`, or its `link.slug`). This route
 * serves them beside the docs: a route of their own would have no page at all for a docs folder
 * without sub-folders, which `output: 'export'` refuses.
 */
function indexPaths(): string[] {
  return getCategories().map((c) => c.path);
}

/** The generated index this route serves at `path`: the docs root without a doc, or a category's. */
function generatedIndexAt(path: string) {
  return path === '/' || indexPaths().includes(path) ? getGeneratedIndex(path) : undefined;
}
