import type { ReactNode } from 'react';
import type { TocItem } from '@/lib/mdx/rehype-toc';
import type { SidebarLink } from '@/lib/content/sidebar';
import { siteConfig } from '@/lib/site-config';
import { DocsBreadcrumbs, type Crumb } from './docs-breadcrumbs';
import { DocsPagination } from './docs-pagination';
import { DocsTocMobile, WithTocColumn } from './docs-toc';
import { DocPageActions } from './doc-page-actions';
import { DocsSidebar } from './docs-sidebar';

export interface DocPageProps {
  /** URL path of the page, which the sidebar marks and opens its way to. */
  path: string;
  title: string;
  crumbs: Crumb[];
  toc: TocItem[];
  pagination: { previous?: SidebarLink; next?: SidebarLink };
  /** Shown between the title and the body (e.g. a category's description). */
  lead?: ReactNode;
  /** URL path of the page's Markdown copy; adds 'Copy page' and a link to it under the title. */
  markdownPath?: string;
  children: ReactNode;
}

/** A docs page: its sidebar, the main column (breadcrumbs, title, TOC, body, pagination) and its TOC column. */
export function DocPage({ path, title, crumbs, toc, pagination, lead, markdownPath, children }: DocPageProps) {
  return (
    <>
      <DocsSidebar path={path} />
      <WithTocColumn items={toc}>
        <main id="main-content" className="docs-main" tabIndex={-1}>
          <article className="doc-article">
            {siteConfig.docs.breadcrumbs ? <DocsBreadcrumbs crumbs={crumbs} /> : null}
            <h1>{title}</h1>
            {markdownPath ? <DocPageActions markdownPath={markdownPath} /> : null}
            {lead}
            <DocsTocMobile items={toc} />
            <div className="markdown">{children}</div>
          </article>
          <DocsPagination {...pagination} />
        </main>
      </WithTocColumn>
    </>
  );
}
