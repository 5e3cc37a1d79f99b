'use client';

import { useRouter } from 'next/navigation';
import { createContext, useContext, useEffect, useRef, type ComponentPropsWithoutRef } from 'react';
import { createPrefetchOnce, leadsToPageAt, type ConnectionInfo } from '@/browser/prefetch';
import { linkHref, routerTakesClick } from '@/browser/link-navigation';
import { IndexPagesContext } from './index-pages.client';
import { basePath, siteDeploy } from '@/lib/site-deploy.mjs';

export type SiteLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & {
  /** A page of this site, as a path without the base path (`/agent/agent`, `/blog#top`). */
  href: string;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
};

/**
 * True inside a panel that put its own entry on the history stack (the mobile menu): a link
 * chosen there replaces that entry, so Back afterwards returns to the page, not to the panel.
 */
export const ReplaceHistoryContext = createContext(false);

type AppRouter = ReturnType<typeof useRouter>;

let prefetchOnce: ((href: string) => boolean) | null = null;
let observer: IntersectionObserver | null = null;
const observedHref = new WeakMap<Element, string>();

function prefetcher(router: AppRouter) {
  prefetchOnce ??= createPrefetchOnce(
    (href) => router.prefetch(href),
    () => (navigator as Navigator & { connection?: ConnectionInfo }).connection,
  );
  return prefetchOnce;
}

/** Prefetches a link's route, unless it is the page the reader is on. */
export function prefetchLink(router: AppRouter, href: string) {
  if (leadsToPageAt(linkHref(href, basePath, siteDeploy.trailingSlash), window.location.href)) return;
  prefetcher(router)(href);
}

/** One observer for every link: a link that scrolls into view prefetches its route, then is dropped. */
function viewportObserver(router: AppRouter) {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer?.unobserve(entry.target);
      const href = observedHref.get(entry.target);
      if (href) prefetchLink(router, href);
    }
  });
  return observer;
}

/** Prefetches `href` once `element` scrolls into view; returns what stops watching it. */
export function prefetchInView(router: AppRouter, element: Element, href: string): () => void {
  const io = viewportObserver(router);
  observedHref.set(element, href);
  io.observe(element);
  return () => io.unobserve(element);
}

/**
 * A link to a page of the site: the router navigates without a page load, and the route is
 * prefetched on hover, touch or scroll into view (a category index page on hover or touch only),
 * once per route, never on 2G or with data-saver, and never while it is the page shown. A plain
 * <a> driven by the router rather than next/link, which every page would otherwise load (about
 * 3 KB gzip) for the click handling alone: its own prefetching knows nothing of the connection,
 * so it was switched off here anyway.
 */
export function SiteLink({ href, replace, onClick, onMouseEnter, onTouchStart, ...props }: SiteLinkProps) {
  const router = useRouter();
  const replaceHistory = useContext(ReplaceHistoryContext);
  const ref = useRef<HTMLAnchorElement>(null);
  // A category index page grows with its category: fetched on the reader's intent only.
  const prefetchOnView = !useContext(IndexPagesContext).has(href.split(/[?#]/)[0]);

  useEffect(() => {
    const element = ref.current;
    if (!element || !prefetchOnView) return;
    return prefetchInView(router, element, href);
  }, [router, href, prefetchOnView]);

  return (
    <a
      {...props}
      ref={ref}
      href={linkHref(href, basePath, siteDeploy.trailingSlash)}
      onClick={(event) => {
        onClick?.(event);
        if (!routerTakesClick(event)) return;
        event.preventDefault();
        if (replaceHistory || replace) router.replace(href);
        else router.push(href);
      }}
      onMouseEnter={(event) => {
        prefetchLink(router, href);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        prefetchLink(router, href);
        onTouchStart?.(event);
      }}
    />
  );
}
