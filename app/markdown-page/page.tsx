import type { Metadata } from 'next';
import { getStandalonePage, markdownPageSource } from '@/lib/content/pages';
import { renderMarkdown } from '@/lib/content/render';
import { pageMetadata } from '@/lib/metadata';
import { DocsTocDesktop, DocsTocMobile } from '@/components/docs/docs-toc';

const SOURCE = markdownPageSource;
const PATH = '/markdown-page';

export function generateMetadata(): Metadata {
  const page = getStandalonePage(SOURCE);
  return pageMetadata({ title: page.title, description: page.description, path: PATH });
}

export default async function MarkdownPage() {
  const page = getStandalonePage(SOURCE);
  const { content, toc } = await renderMarkdown(page);
  return (
    <main id="main-content" className={toc.length > 0 ? 'standalone-page standalone-with-toc' : 'standalone-page'} tabIndex={-1}>
      <div>
        <h1>{page.title}</h1>
        <DocsTocMobile items={toc} />
        <div className="markdown">{content}</div>
      </div>
      <DocsTocDesktop items={toc} />
    </main>
  );
}
