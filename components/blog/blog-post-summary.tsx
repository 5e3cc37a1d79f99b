import { SiteLink } from '@/components/layout/site-link.client';
import { getCompiledPage } from '@/lib/content/render';
import { renderCompiledSource } from '@/components/mdx/render-compiled-source';
import type { BlogPost } from '@/lib/blog/load-blog';
import { excerptInput } from '@/lib/blog/source';
import { BlogPostAuthors } from './blog-post-authors';
import { BlogPostMeta } from './blog-post-meta';
import { BlogPostTags } from './blog-post-tags';

/** A post in a list: title, date, reading time, authors, the excerpt, tags and "Read more". */
export async function BlogPostSummary({ post }: { post: BlogPost }) {
  const compiled = await getCompiledPage('excerpt', excerptInput(post));
  return (
    <article className="blog-summary">
      <header>
        <h2 className="blog-summary-title">
          <SiteLink href={post.path}>{post.title}</SiteLink>
        </h2>
        <BlogPostMeta post={post} />
        <BlogPostAuthors authors={post.authors} />
      </header>
      <div className="markdown">{renderCompiledSource(compiled)}</div>
      <footer className="blog-summary-footer">
        <BlogPostTags tags={post.tags} />
        {post.excerpt.truncated ? (
          <SiteLink href={post.path} className="blog-read-more" aria-label={`Read more about ${post.title}`}>
            Read more
          </SiteLink>
        ) : null}
      </footer>
    </article>
  );
}
