import { blogPostingJsonLd } from '@/lib/blog/json-ld';
import type { BlogPost } from '@/lib/blog/load-blog';
import { JsonLd } from '@/components/seo/json-ld';

export function BlogPostJsonLd({ post }: { post: BlogPost }) {
  return <JsonLd data={blogPostingJsonLd(post)} />;
}
