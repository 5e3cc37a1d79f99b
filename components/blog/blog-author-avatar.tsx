import { withBaseUrl } from '@/lib/routes';
import type { BlogAuthor } from '@/lib/blog/load-blog';

/** The author's picture; decorative, because the name always stands next to it. */
export function BlogAuthorAvatar({ author, size = 48 }: { author: BlogAuthor; size?: number }) {
  const src = author.image.startsWith('/') ? withBaseUrl(author.image) : author.image;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static export: no image optimiser
    <img className="blog-author-avatar" src={src} alt="" width={size} height={size} loading="lazy" decoding="async" />
  );
}
