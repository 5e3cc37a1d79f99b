import type { ReactNode } from 'react';
import type { TocItem } from '@/lib/mdx/rehype-toc';
import type { BlogPost } from '@/lib/blog/load-blog';
import { DocsTocMobile, WithTocColumn } from '@/components/docs/docs-toc';
import { BlogPostAuthors } from './blog-post-authors';
import { BlogPostJsonLd } from './blog-post-json-ld';
import { BlogPostMeta } from './blog-post-meta';
import { BlogPostPagination } from './blog-post-pagination';
import { BlogPostTags } from './blog-post-tags';

export interface BlogPostPageProps {
  post: BlogPost;
  toc: TocItem[];
  newer?: BlogPost;
  older?: BlogPost;
  children: ReactNode;
}

/** A whole post: header (title, date, reading time, authors), TOC, body, tags, newer and older posts. */
export function BlogPostPage({ post, toc, newer, older, children }: BlogPostPageProps) {
  return (
    <WithTocColumn items={toc}>
      <main id="main-content" className="blog-main" tabIndex={-1}>
        <BlogPostJsonLd post={post} />
        <article className="blog-post">
          <header className="blog-post-header">
            <h1>{post.heading}</h1>
            <BlogPostMeta post={post} />
            <BlogPostAuthors authors={post.authors} />
          </header>
          <DocsTocMobile items={toc} />
          <div className="markdown">{children}</div>
          <footer className="blog-post-footer">
            <BlogPostTags tags={post.tags} />
          </footer>
        </article>
        <BlogPostPagination newer={newer} older={older} />
      </main>
    </WithTocColumn>
  );
}
