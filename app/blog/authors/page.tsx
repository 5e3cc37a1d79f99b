import { SiteLink } from '@/components/layout/site-link.client';
import type { Metadata } from 'next';
import { blogPaths } from '@/lib/blog/paths';
import { authorsDescription, authorsTitle } from '@/lib/blog/routes';
import { getAuthors } from '@/lib/blog/source';
import { pageMetadata } from '@/lib/metadata';
import { BlogAuthorAvatar } from '@/components/blog/blog-author-avatar';

export const metadata: Metadata = pageMetadata({
  title: authorsTitle,
  description: authorsDescription,
  path: blogPaths.authors,
});

/** Each author with avatar, role and post count, linking to their page. */
export default function BlogAuthorsRoute() {
  return (
    <main id="main-content" className="blog-main" tabIndex={-1}>
      <header className="blog-page-header">
        <h1>{authorsTitle}</h1>
        <p className="blog-page-description">{authorsDescription}</p>
      </header>
      <ul className="blog-author-cards">
        {getAuthors().map(({ author, posts }) => (
          <li key={author.key} className="blog-author-card">
            <BlogAuthorAvatar author={author} size={64} />
            <div>
              <h2 className="blog-author-card-name">
                <SiteLink href={author.path}>{author.name}</SiteLink>
              </h2>
              <p className="blog-author-title">{author.title}</p>
              <p className="blog-author-count">
                {posts.length} {posts.length === 1 ? 'post' : 'posts'}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </main>
  );
}
