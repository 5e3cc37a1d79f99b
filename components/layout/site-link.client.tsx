'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { createContext, useContext, useEffect, useRef, type ComponentProps } from 'react';
import { createPrefetchOnce, type ConnectionInfo } from '@/browser/prefetch';
export type SiteLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch' | 'ref'> & { href: string };

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

/** One observer for every link: a link that scrolls into view prefetches its route, then is dropped. */
function viewportObserver(router: AppRouter) {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer?.unobserve(entry.target);
      const href = observedHref.get(entry.target);
      if (href) prefetcher(router)(href);
    }
  });
  return observer;
}

/**
 * next/link with its own prefetching: on hover, touch or scroll into view, once
 * per route, never on 2G or with data-saver. Next's built-in prefetch is off so this rule is the
 * only one that fetches (next/link prefetches on hover only links it has seen in view, and knows
 * nothing of the connection).
 */
export function SiteLink({ href, replace, onMouseEnter, onTouchStart, ...props }: SiteLinkProps) {
  const router = useRouter();
  const replaceHistory = useContext(ReplaceHistoryContext);
  const ref = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const io = viewportObserver(router);
    observedHref.set(element, href);
    io.observe(element);
    return () => io.unobserve(element);
  }, [router, href]);

  return (
    <Link
      {...props}
      ref={ref}
      href={href}
      prefetch={false}
      replace={replaceHistory || replace}
      onMouseEnter={(event) => {
        prefetcher(router)(href);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        prefetcher(router)(href);
        onTouchStart?.(event);
      }}
    />
  );
}
