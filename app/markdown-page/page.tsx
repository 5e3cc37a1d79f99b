import type { Metadata } from 'next';
import { getStandalonePage, markdownPageSource } from '@/lib/content/pages';
import { renderMarkdown } from '@/lib/content/render';
import { pageMetadata } from '@/lib/metadata';

const SOURCE = markdownPageSource;
const PATH = '/markdown-page';

export function generateMetadata(): Metadata {
  const page = getStandalonePage(SOURCE);
  return pageMetadata({ title: page.title, description: page.description, path: PATH });
}

export default async function MarkdownPage() {
  const page = getStandalonePage(SOURCE);
  const { content } = await renderMarkdown(page);
  return (
    <main id="main-content" className="standalone-page" tabIndex={-1}>
      <h1>{page.title}</h1>
      <div className="markdown">{content}</div>
    </main>
  );
}
