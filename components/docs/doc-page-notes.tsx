import { Icon } from '@/components/icons/site-icons';
import { formatPostDate } from '@/lib/blog/format-date';

/** Only an author sees it: a build leaves drafts out. */
export function DraftNotice() {
  return (
    <aside className="admonition admonition-warning" aria-label="Draft">
      <Icon name="warning" className="admonition-icon" />
      <p className="admonition-title">Draft</p>
      <p>
        This page has <code>draft: true</code> in its front matter: <code>npm run dev</code> shows it, and a build
        leaves it out of the site.
      </p>
    </aside>
  );
}

/** `unlisted: true`, said to the reader as Docusaurus says it: the page is reachable only by its link. */
export function UnlistedNotice() {
  return (
    <aside className="admonition admonition-info doc-unlisted-note" aria-label="Unlisted page">
      <Icon name="info" className="admonition-icon" />
      <p className="admonition-title">Unlisted page</p>
      <p>
        This page is not in the sidebar or the site&apos;s search, and search engines do not index it: only readers with
        its link reach it.
      </p>
    </aside>
  );
}

/** "Last updated on May 1, 2026 by Ada", from `last_update:`; either half may be missing. */
export function LastUpdated({ date, author }: { date?: string; author?: string }) {
  if (!date && !author) return null;
  return (
    <p className="doc-last-updated">
      Last updated
      {date ? (
        <>
          {' on '}
          <time dateTime={date}>{formatPostDate(new Date(`${date}T00:00:00Z`))}</time>
        </>
      ) : null}
      {author ? ` by ${author}` : null}
    </p>
  );
}
