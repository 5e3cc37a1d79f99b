import { SiteLink } from '@/components/layout/site-link.client';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { blogPaths, TAG_PAGES_BASE } from '@/lib/blog/paths';
import { tagPageTitle } from '@/lib/blog/routes';
import { getTagByPath, getTags } from '@/lib/blog/source';
import { pageMetadata } from '@/lib/metadata';
import { BlogPostSummary } from '@/components/blog/blog-post-summary';
import { cachedStaticParams } from '@/lib/content/static-params';

type Props = { params: Promise<{ tag: string }> };

const toPath = (segment: string) => `${TAG_PAGES_BASE}/${segment}`;

/** Tag pages at /blog/tags/blog/tags/<tag>. */
export function generateStaticParams() {
  return cachedStaticParams('blog-tag', () =>
    getTags().map(({ tag }) => ({ tag: tag.path.slice(TAG_PAGES_BASE.length + 1) })),
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const entry = getTagByPath(toPath((await params).tag));
  return entry
    ? pageMetadata({
        title: tagPageTitle(entry.tag.label, entry.posts.length),
        description: entry.tag.description,
        path: entry.tag.path,
      })
    : {};
}

export default async function BlogTagRoute({ params }: Props) {
  const entry = getTagByPath(toPath((await params).tag));
  if (!entry) notFound();
  const { tag, posts } = entry;
  return (
    <main id="main-content" className="blog-main" tabIndex={-1}>
      <header className="blog-page-header">
        <h1>{tagPageTitle(tag.label, posts.length)}</h1>
        <p className="blog-page-description">{tag.description}</p>
        <p>
          <SiteLink href={blogPaths.tags}>View all tags</SiteLink>
        </p>
      </header>
      {posts.map((post) => (
        <BlogPostSummary key={post.path} post={post} />
      ))}
    </main>
  );
}
