import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { blogPaths } from '@/lib/blog/paths';
import { getTagByShortcut, getTags } from '@/lib/blog/source';
import { redirectMetadata } from '@/lib/metadata';
import { BlogRedirect } from '@/components/blog/blog-redirect';
import { cachedStaticParams } from '@/lib/content/static-params';

type Props = { params: Promise<{ tag: string }> };

const find = async (params: Props['params']) => getTagByShortcut(blogPaths.tagShortcut((await params).tag));

/** `/blog/tags/<tag>` sends readers on to the tag page at /blog/tags/blog/tags/<tag>. */
export function generateStaticParams() {
  return cachedStaticParams('blog-tag-shortcut', () =>
    getTags()
      .filter(({ tag }) => tag.shortcutPath !== tag.path)
      .map(({ tag }) => ({ tag: tag.key })),
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const entry = await find(params);
  return entry
    ? redirectMetadata({
        title: `Posts tagged "${entry.tag.label}"`,
        description: entry.tag.description,
        path: entry.tag.path,
      })
    : {};
}

export default async function BlogTagShortcutRoute({ params }: Props) {
  const entry = await find(params);
  if (!entry) notFound();
  return <BlogRedirect title={`Posts tagged “${entry.tag.label}”`} to={entry.tag.path} />;
}
