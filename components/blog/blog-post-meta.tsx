import { formatPostDate } from '@/lib/blog/format-date';
import { formatReadingTime } from '@/lib/blog/reading-time';
import type { BlogPost } from '@/lib/blog/load-blog';

/** Date and reading time under a post title. */
export function BlogPostMeta({ post }: { post: BlogPost }) {
  return (
    <p className="blog-post-meta">
      <time dateTime={post.date.toISOString()}>{formatPostDate(post.date)}</time>
      <span aria-hidden="true"> · </span>
      <span className="blog-reading-time">{formatReadingTime(post.readingMinutes)}</span>
    </p>
  );
}
