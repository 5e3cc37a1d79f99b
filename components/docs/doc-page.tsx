import type { ReactNode } from 'react';
import { Icon } from '@/components/icons/site-icons';
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
  children: ReactNode;
}

/** A docs page: its sidebar, the main column (breadcrumbs, title, TOC, body, pagination) and its TOC column. */
export function DocPage({ path, draft, title, crumbs, toc, pagination, lead, markdownPath, children }: DocPageProps) {
  return (
    <>
      <DocsSidebar path={path} />
      <WithTocColumn items={toc}>
        <main id="main-content" className="docs-main" tabIndex={-1}>
          <article className="doc-article">
            {siteConfig.docs.breadcrumbs ? <DocsBreadcrumbs crumbs={crumbs} /> : null}
            <h1>{title}</h1>
            {markdownPath ? <DocPageActions markdownPath={markdownPath} /> : null}
            {draft ? <DraftNotice /> : null}
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

/** Only an author sees it: a build leaves drafts out. */
function DraftNotice() {
  return (
    <aside className="admonition admonition-warning" aria-label="Draft">
      <Icon name="warning" className="admonition-icon" />
      <p className="admonition-title">Draft</p>
      <p>
        This page has <code>draft: true</code> in its front matter: <code>npm run dev</code> shows it, and a build leaves it out of the site.
      </p>
    </aside>
  );
}
