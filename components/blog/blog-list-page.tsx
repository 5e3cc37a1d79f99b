import { siteConfig } from '@/lib/site-config';
import type { ListPage } from '@/lib/blog/grouping';
import { BlogListPagination } from './blog-list-pagination';
import { BlogPostSummary } from './blog-post-summary';

/** One page of the blog list, newest first, with links to newer and older entries. */
export function BlogListPage({ page }: { page: ListPage }) {
  return (
    <main id="main-content" className="blog-main" tabIndex={-1}>
      <header className="blog-page-header">
        <h1>{siteConfig.blog.title}</h1>
        <p className="blog-page-description">{siteConfig.blog.description}</p>
        {page.total > 1 ? (
          <p className="blog-page-count">
            Page {page.number} of {page.total}
          </p>
        ) : null}
      </header>
      {page.posts.map((post) => (
        <BlogPostSummary key={post.path} post={post} />
      ))}
      <BlogListPagination page={page} />
    </main>
  );
}
