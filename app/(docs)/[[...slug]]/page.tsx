import type { Metadata, Viewport } from 'next';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { getBreadcrumbs, getDocByPath, getDocsVersion, getPagination } from '@/lib/content/source';
import { getCompiledPage } from '@/lib/content/render';
import type { Doc } from '@/lib/content/docs';
import { renderCompiledSource } from '@/components/mdx/render-compiled-source';
import { markdownPath } from '@/lib/doc-markdown';
import { pageMetadata } from '@/lib/metadata';
import { getRouteTable, pathToSlug, slugToPath } from '@/lib/routes';
import { breadcrumbListJsonLd, webSiteJsonLd } from '@/lib/structured-data';
import { DocPage } from '@/components/docs/doc-page';
import { JsonLd } from '@/components/seo/json-ld';
import { cachedStaticParams } from '@/lib/dev/static-params-cache';
import { inThisShard } from '@/lib/build/shard.mjs';

export const dynamicParams = false;

type Props = { params: Promise<{ slug?: string[] }> };

export function generateStaticParams() {
  return cachedStaticParams('docs', () => inThisShard(getDocsVersion().docs, (doc) => doc.path).map((doc) => ({ slug: pathToSlug(doc.path) })));
}

/**
 * The page's compile, shared by its viewport, its metadata and its body within one render
 * (React's cache). All three wait on this one promise, so what Next streams for them comes in
 * the same order in every build; otherwise the order followed the compile's timing, and two
 * builds of a page differed (a sharded build must equal a whole one byte for byte).
 */
const compiledDoc = cache((doc: Doc) => getCompiledPage(doc));

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
  return doc
    ? pageMetadata({ title: doc.title, description: doc.description, path, type: 'article', keywords: doc.keywords, kind: 'doc', markdownPath: markdownPath(path), unlisted: doc.unlisted, image: doc.image })
    : {};
}

export default async function DocRoute({ params }: Props) {
  const path = slugToPath((await params).slug);
  const doc = getDocByPath(path);
  if (!doc) notFound();
  const { code, toc } = await compiledDoc(doc);
  const crumbs = getBreadcrumbs(path, doc.title);
  return (
    <>
      <JsonLd data={path === '/' ? webSiteJsonLd(getRouteTable()) : breadcrumbListJsonLd(crumbs, path)} />
      <DocPage
        path={path}
        draft={getDocsVersion().draftIds.includes(doc.id)}
        title={doc.title}
        crumbs={crumbs}
        toc={toc}
        pagination={getPagination(path)}
        markdownPath={markdownPath(path)}
        hideTitle={doc.hideTitle}
        hideTableOfContents={doc.hideTableOfContents}
        unlisted={doc.unlisted}
        lastUpdate={doc.lastUpdate}
      >
        {renderCompiledSource(code)}
      </DocPage>
    </>
  );
}
