import { SiteLink } from '@/components/layout/site-link.client';
import type { Metadata } from 'next';
import { blogPaths } from '@/lib/blog/paths';
import { archiveDescription, archiveTitle } from '@/lib/blog/routes';
import { getArchive } from '@/lib/blog/source';
import { formatShortDate } from '@/lib/blog/format-date';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({
  title: archiveTitle,
  description: archiveDescription,
  path: blogPaths.archive,
});

/** Every post, newest year first, as a date and a title. */
export default function BlogArchiveRoute() {
  return (
    <main id="main-content" className="blog-main" tabIndex={-1}>
      <header className="blog-page-header">
        <h1>{archiveTitle}</h1>
        <p className="blog-page-description">{archiveDescription}</p>
      </header>
      {getArchive().map((group) => (
        <section key={group.year} className="blog-archive-year" aria-labelledby={`archive-${group.year}`}>
          <h2 id={`archive-${group.year}`}>{group.year}</h2>
          <ul className="blog-archive-list">
            {group.posts.map((post) => (
              <li key={post.path}>
                <time dateTime={post.date.toISOString()}>{formatShortDate(post.date)}</time>
                <SiteLink href={post.path}>{post.title}</SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
