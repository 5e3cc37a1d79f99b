'use client';

import { usePathname, useSelectedLayoutSegment } from 'next/navigation';
import { DOCS_SEGMENT, type ResolvedNavItem } from '@/lib/navbar-items';
import { SiteLink } from './site-link.client';

/** A navbar link that marks itself current for the pages it stands for. */
export function NavLink({
  item,
  className,
  onNavigate,
}: {
  item: ResolvedNavItem;
  className?: string;
  onNavigate?: () => void;
}) {
  const pathname = usePathname();
  const segment = useSelectedLayoutSegment();
  const { paths, prefixes, docsPages } = item.activeFor;
  const active =
    paths.includes(pathname) ||
    prefixes.some((p) => pathname.startsWith(p)) ||
    (docsPages === true && segment === DOCS_SEGMENT);
  return (
    <SiteLink
      href={item.href}
      className={`${className ?? ''}${active ? ' active' : ''}`}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    >
      {item.label}
    </SiteLink>
  );
}
