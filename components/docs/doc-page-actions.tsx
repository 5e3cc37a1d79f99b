import { withBaseUrl } from '@/lib/routes';
import { CopyPageButton } from './copy-page-button.client';

/** Under a doc's title: copy the page as Markdown, or open the Markdown copy (works without JavaScript). */
export function DocPageActions({ markdownPath }: { markdownPath: string }) {
  const href = withBaseUrl(markdownPath);
  return (
    <div className="doc-page-actions">
      <CopyPageButton markdownUrl={href} />
      <a className="doc-action-link" href={href} type="text/markdown">
        View as Markdown
      </a>
    </div>
  );
}
