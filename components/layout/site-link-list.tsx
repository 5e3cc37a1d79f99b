import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { visit } from 'unist-util-visit';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { linkHref } from '@/browser/link-navigation';
import { basePath, siteDeploy } from '@/lib/site-deploy.mjs';
import { SiteLink } from './site-link.client';
import { SiteLinkListHtml } from './site-link-list-html.client';

/**
 * A long list of links to the site's pages (a category page's cards, /my-page), from its <li>
 * items as hast, whose <a> elements carry site paths (`/agent/agent`), as <SiteLink> takes them.
 *
 * A build writes the items as one HTML string, which <SiteLinkListHtml> draws and makes behave as
 * site links: as elements, each link was a client component with its props in every place a page
 * is written (ARCHITECTURE.md, "What a page weighs"), about twice the bytes of its HTML, and at
 * 9,501 docs pages these lists held 3,000 and 9,500 of them. `next dev` renders the items as
 * elements instead, for the reason code blocks stay elements there (lib/mdx/rehype-code-html.ts):
 * a save that reaches the tab while React hydrates the page would leave a list as the server first
 * sent it, since React keeps an inner HTML it hydrates over.
 */
export function SiteLinkList({ items, className }: { items: Element[]; className?: string }) {
  const root: Root = { type: 'root', children: items };
  if (process.env.NODE_ENV === 'development') {
    return (
      <ul className={className}>
        {toJsxRuntime(root, { Fragment, jsx, jsxs, passKeys: true, components: { a: SiteLink } })}
      </ul>
    );
  }
  setBrowserHrefs(root);
  return <SiteLinkListHtml className={className} html={toHtml(root)} />;
}

/** Turns each link's site path into the href <SiteLink> would write (the items are this render's own). */
function setBrowserHrefs(root: Root) {
  visit(root, 'element', (element) => {
    const href = element.tagName === 'a' ? element.properties.href : undefined;
    if (typeof href === 'string') element.properties.href = linkHref(href, basePath, siteDeploy.trailingSlash);
  });
}
