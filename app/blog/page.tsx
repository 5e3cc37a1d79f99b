import type { Metadata } from 'next';
import { siteConfig } from '@/lib/site-config';
import { blogPaths } from '@/lib/blog/paths';
import { getListPages } from '@/lib/blog/source';
import { pageMetadata } from '@/lib/metadata';
import { BlogListPage } from '@/components/blog/blog-list-page';

export const metadata: Metadata = pageMetadata({
  title: siteConfig.blog.title,
  description: siteConfig.blog.description,
  path: blogPaths.list,
});

export default function BlogRoute() {
  return <BlogListPage page={getListPages()[0]} />;
}
