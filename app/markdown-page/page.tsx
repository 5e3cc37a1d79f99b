import type { Metadata } from 'next';
import { getStandalonePage, markdownPageSource } from '@/lib/content/pages';
import { getCompiledPage } from '@/lib/content/render';
import { renderCompiledSource } from '@/components/mdx/render-compiled-source';
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
  const compiled = await getCompiledPage('page', page);
  const { toc } = compiled;
  return (
    <main
      id="main-content"
      className={toc.length > 0 ? 'standalone-page standalone-with-toc' : 'standalone-page'}
      tabIndex={-1}
    >
      <div>
        {page.hideTitle ? null : <h1>{page.title}</h1>}
        <DocsTocMobile items={toc} />
        <div className="markdown">{renderCompiledSource(compiled)}</div>
      </div>
      <DocsTocDesktop items={toc} />
    </main>
  );
}
