import { SiteLink } from '@/components/layout/site-link.client';
import type { BlogAuthor } from '@/lib/blog/load-blog';
import { BlogAuthorAvatar } from './blog-author-avatar';

/** Each author with avatar, name (to their page) and role. */
export function BlogPostAuthors({ authors }: { authors: BlogAuthor[] }) {
  return (
    <ul className="blog-authors" aria-label="Authors">
      {authors.map((author) => (
        <li key={author.key} className="blog-author">
          <BlogAuthorAvatar author={author} />
          <span className="blog-author-text">
            <SiteLink href={author.path} className="blog-author-name">
              {author.name}
            </SiteLink>
            <span className="blog-author-title">{author.title}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
