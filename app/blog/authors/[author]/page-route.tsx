import { SiteLink } from '@/components/layout/site-link.client';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { blogPaths } from '@/lib/blog/paths';
import { authorDescription } from '@/lib/blog/routes';
import { getAuthor, getAuthors } from '@/lib/blog/source';
import { pageMetadata } from '@/lib/metadata';
import { BlogAuthorAvatar } from '@/components/blog/blog-author-avatar';
import { BlogPostSummary } from '@/components/blog/blog-post-summary';
import { cachedStaticParams } from '@/lib/content/static-params';

type Props = { params: Promise<{ author: string }> };

export function generateStaticParams() {
  return cachedStaticParams('blog-author', () => getAuthors().map(({ author }) => ({ author: author.key })));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const entry = getAuthor((await params).author);
  return entry
    ? pageMetadata({
        title: entry.author.name,
        description: authorDescription(entry.author.name),
        path: entry.author.path,
      })
    : {};
}

/** One author: who they are, then their posts, newest first. */
export default async function BlogAuthorRoute({ params }: Props) {
  const entry = getAuthor((await params).author);
  if (!entry) notFound();
  const { author, posts } = entry;
  return (
    <main id="main-content" className="blog-main" tabIndex={-1}>
      <header className="blog-page-header blog-author-header">
        <BlogAuthorAvatar author={author} size={80} />
        <div>
          <h1>{author.name}</h1>
          <p className="blog-author-title">{author.title}</p>
          <p className="blog-author-links">
            <a href={author.url} rel="noopener noreferrer">
              Website
            </a>
            <span aria-hidden="true"> · </span>
            <span>
              {posts.length} {posts.length === 1 ? 'post' : 'posts'}
            </span>
            <span aria-hidden="true"> · </span>
            <SiteLink href={blogPaths.authors}>All authors</SiteLink>
          </p>
        </div>
      </header>
      {posts.map((post) => (
        <BlogPostSummary key={post.path} post={post} />
      ))}
    </main>
  );
}
