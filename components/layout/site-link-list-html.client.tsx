'use client';

import { useRouter } from 'next/navigation';
import { useContext, useEffect, useRef, type MouseEvent, type TouchEvent } from 'react';
import { routerTakesClick, sitePathOf } from '@/browser/link-navigation';
import { basePath } from '@/lib/site-deploy.mjs';
import { IndexPagesContext } from './index-pages.client';
import { prefetchInView, prefetchLink, ReplaceHistoryContext } from './site-link.client';

/** The site path of the link an event happened in, when that link is an item of `list`. */
function linkIn(
  list: HTMLElement | null,
  target: EventTarget | null,
): { anchor: HTMLAnchorElement; path: string } | undefined {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!list || !(anchor instanceof HTMLAnchorElement) || !list.contains(anchor)) return undefined;
  const path = sitePathOf(anchor.href, window.location.href, basePath);
  return path === undefined ? undefined : { anchor, path };
}

/**
 * A list whose items come as one HTML string (components/layout/site-link-list.tsx), with
 * the behaviour each item's <SiteLink> would have: the router follows a plain click, and a link
 * prefetches its route on hover, touch or scroll into view (a category index page on hover or
 * touch only). One listener per event on the list, one observer for all its links: a long list
 * (3,000 cards on a category page, 9,500 entries on /my-page at 9,501 docs pages) is one string
 * in the page's payload and one element for React, not a component and an effect per link.
 */
export function SiteLinkListHtml({ html, className }: { html: string; className?: string }) {
  const router = useRouter();
  const replaceHistory = useContext(ReplaceHistoryContext);
  const indexPages = useContext(IndexPagesContext);
  const ref = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const stops: (() => void)[] = [];
    for (const anchor of list.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const path = sitePathOf(anchor.href, window.location.href, basePath);
      if (path !== undefined && !indexPages.has(path.split(/[?#]/)[0]))
        stops.push(prefetchInView(router, anchor, path));
    }
    return () => stops.forEach((stop) => stop());
  }, [router, html, indexPages]);

  const prefetch = (event: MouseEvent | TouchEvent) => {
    const link = linkIn(ref.current, event.target);
    if (link) prefetchLink(router, link.path);
  };

  return (
    <ul
      ref={ref}
      className={className}
      dangerouslySetInnerHTML={{ __html: html }}
      onClick={(event) => {
        const link = linkIn(ref.current, event.target);
        const { defaultPrevented, button, metaKey, ctrlKey, shiftKey, altKey } = event;
        if (
          !link ||
          !routerTakesClick({
            defaultPrevented,
            button,
            metaKey,
            ctrlKey,
            shiftKey,
            altKey,
            currentTarget: link.anchor,
          })
        )
          return;
        event.preventDefault();
        if (replaceHistory) router.replace(link.path);
        else router.push(link.path);
      }}
      onMouseOver={prefetch}
      onTouchStart={prefetch}
    />
  );
}
