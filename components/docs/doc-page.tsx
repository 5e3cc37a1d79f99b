import type { ReactNode } from 'react';
import type { TocItem } from '@/lib/mdx/rehype-toc';
import type { SidebarLink } from '@/lib/content/sidebar';
import { siteConfig } from '@/lib/site-config';
import { DocsBreadcrumbs, type Crumb } from './docs-breadcrumbs';
import { DocsPagination } from './docs-pagination';
import { DocsTocMobile, WithTocColumn } from './docs-toc';
import { DocPageActions } from './doc-page-actions';
import { DocsSidebar } from './docs-sidebar';
import { DraftNotice, LastUpdated, UnlistedNotice } from './doc-page-notes';

export interface DocPageProps {
  /** URL path of the page, which the sidebar marks and opens its way to. */
  path: string;
  /** A draft (`draft: true`): only `next dev` builds it, and it says so to the author. */
  draft?: boolean;
  title: string;
  crumbs: Crumb[];
  toc: TocItem[];
  pagination: { previous?: SidebarLink; next?: SidebarLink };
  /** Shown between the title and the body (e.g. a category's description). */
  lead?: ReactNode;
  /** URL path of the page's Markdown copy; adds 'Copy page' and a link to it under the title. */
  markdownPath?: string;
  /** A doc's `hide_title: true`: no h1 (the browser tab keeps the title). */
  hideTitle?: boolean;
  /** A doc's `hide_table_of_contents: true`: no TOC column and no "On this page" box. */
  hideTableOfContents?: boolean;
  /** A doc's `unlisted: true`: a note at the top says only readers with the link reach the page. */
  unlisted?: boolean;
  /** A doc's `last_update:`, at the foot of the article. */
  lastUpdate?: { date?: string; author?: string };
  children: ReactNode;
}

/** A docs page: its sidebar, the main column (breadcrumbs, title, TOC, body, pagination) and its TOC column. */
export function DocPage(props: DocPageProps) {
  const { path, draft, title, crumbs, pagination, lead, markdownPath, hideTitle, unlisted, lastUpdate, children } =
    props;
  const toc = props.hideTableOfContents ? [] : props.toc;
  return (
    <>
      <DocsSidebar path={path} />
      <WithTocColumn items={toc}>
        <main id="main-content" className="docs-main" tabIndex={-1}>
          <article className="doc-article">
            {siteConfig.docs.breadcrumbs ? <DocsBreadcrumbs crumbs={crumbs} /> : null}
            {unlisted ? <UnlistedNotice /> : null}
            {hideTitle ? null : <h1>{title}</h1>}
            {markdownPath ? <DocPageActions markdownPath={markdownPath} /> : null}
            {draft ? <DraftNotice /> : null}
            {lead}
            <DocsTocMobile items={toc} />
            <div className="markdown">{children}</div>
            {lastUpdate ? <LastUpdated {...lastUpdate} /> : null}
          </article>
          <DocsPagination {...pagination} />
        </main>
      </WithTocColumn>
    </>
  );
}
