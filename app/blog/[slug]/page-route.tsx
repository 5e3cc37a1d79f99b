import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { getPostBySlug, getPostNeighbours, getPosts } from '@/lib/blog/source';
import { cache } from 'react';
import { getCompiledPage } from '@/lib/content/render';
import type { BlogPost } from '@/lib/blog/load-blog';
import { renderCompiledSource } from '@/components/mdx/render-compiled-source';
import { pageMetadata } from '@/lib/metadata';
import { BlogPostPage } from '@/components/blog/blog-post-page';
import { cachedStaticParams } from '@/lib/content/static-params';
import { inThisShard } from '@/lib/build/shard.mjs';

type Props = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return cachedStaticParams('blog-post', () =>
    inThisShard(getPosts(), (post) => post.path).map((post) => ({ slug: post.slug })),
  );
}

/** The post's compile, awaited by its viewport, metadata and body alike, as the docs route does (see compiledDoc there for what it settles and what not). */
const compiledPost = cache((post: BlogPost) => getCompiledPage('post', post));

/** Next's default viewport, once the post has compiled. */
export async function generateViewport({ params }: Props): Promise<Viewport> {
  const post = getPostBySlug((await params).slug);
  if (post) await compiledPost(post);
  return {};
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = getPostBySlug((await params).slug);
  if (!post) return {};
  await compiledPost(post);
  return pageMetadata({
    title: post.title,
    description: post.description,
    path: post.path,
    type: 'article',
    keywords: post.keywords.length > 0 ? post.keywords : post.tags.map((tag) => tag.label),
    article: {
      publishedTime: post.date.toISOString(),
      authors: post.authors.map((a) => a.name),
      tags: post.tags.map((t) => t.label),
    },
  });
}

export default async function BlogPostRoute({ params }: Props) {
  const { slug } = await params;
  const post = getPostBySlug(slug);
  if (!post) notFound();
  const compiled = await compiledPost(post);
  return (
    <BlogPostPage post={post} toc={compiled.toc} {...getPostNeighbours(slug)}>
      {renderCompiledSource(compiled)}
    </BlogPostPage>
  );
}
