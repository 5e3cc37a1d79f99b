import { SiteLink } from '@/components/layout/site-link.client';
import type { BlogTag } from '@/lib/blog/load-blog';

/** A post's tags as links to their pages. */
export function BlogPostTags({ tags }: { tags: BlogTag[] }) {
  if (tags.length === 0) return null;
  return (
    <div className="blog-tags">
      <span className="blog-tags-label">Tags:</span>
      <ul>
        {tags.map((tag) => (
          <li key={tag.key}>
            <SiteLink href={tag.path} className="blog-tag" title={tag.description}>
              {tag.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
