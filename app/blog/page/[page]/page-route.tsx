import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { siteConfig } from '@/lib/site-config';
import { blogPaths } from '@/lib/blog/paths';
import { getListPages } from '@/lib/blog/source';
import { pageMetadata, redirectMetadata } from '@/lib/metadata';
import { BlogListPage } from '@/components/blog/blog-list-page';
import { BlogRedirect } from '@/components/blog/blog-redirect';
import { cachedStaticParams } from '@/lib/content/static-params';

type Props = { params: Promise<{ page: string }> };

async function findPage(params: Props['params']) {
  const { page } = await params;
  return getListPages().find((p) => String(p.number) === page);
}

/**
 * List pages 2 and on. Page 1 lives at /blog; /blog/page/1 sends readers there, which also keeps
 * this route non-empty while the blog fits on one page (the static export refuses empty routes).
 */
export function generateStaticParams() {
  return cachedStaticParams('blog-list-page', () => getListPages().map((page) => ({ page: String(page.number) })));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await findPage(params);
  if (!page) return {};
  const { title, description } = siteConfig.blog;
  if (page.number === 1) return redirectMetadata({ title, description, path: blogPaths.list });
  return pageMetadata({ title: `${title}, page ${page.number}`, description, path: blogPaths.listPage(page.number) });
}

export default async function BlogListPageRoute({ params }: Props) {
  const page = await findPage(params);
  if (!page) notFound();
  if (page.number === 1) return <BlogRedirect title={siteConfig.blog.title} to={blogPaths.list} />;
  return <BlogListPage page={page} />;
}
