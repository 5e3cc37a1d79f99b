import { SiteLink } from '@/components/layout/site-link.client';
import type { Metadata } from 'next';
import { blogPaths } from '@/lib/blog/paths';
import { tagsDescription, tagsTitle } from '@/lib/blog/routes';
import { getTags } from '@/lib/blog/source';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({
  title: tagsTitle,
  description: tagsDescription,
  path: blogPaths.tags,
});

/** Every tag with its post count, alphabetically. */
export default function BlogTagsRoute() {
  const tags = [...getTags()].sort((a, b) => a.tag.label.localeCompare(b.tag.label));
  return (
    <main id="main-content" className="blog-main" tabIndex={-1}>
      <header className="blog-page-header">
        <h1>{tagsTitle}</h1>
        <p className="blog-page-description">{tagsDescription}</p>
      </header>
      <ul className="blog-tag-index">
        {tags.map(({ tag, posts }) => (
          <li key={tag.key}>
            <SiteLink href={tag.path} className="blog-tag">
              {tag.label}
            </SiteLink>
            <span className="blog-tag-count">
              {posts.length} {posts.length === 1 ? 'post' : 'posts'}
            </span>
            <span className="blog-tag-description">{tag.description}</span>
          </li>
        ))}
      </ul>
    </main>
  );
}
