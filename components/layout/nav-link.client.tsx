'use client';

import { usePathname } from 'next/navigation';
import type { ResolvedNavItem } from '@/lib/navbar-items';
import { SiteLink } from './site-link.client';

/** A navbar link that marks itself current for the pages it stands for. */
export function NavLink({ item, className, onNavigate }: { item: ResolvedNavItem; className?: string; onNavigate?: () => void }) {
  const pathname = usePathname();
  const active = item.activeFor.paths.includes(pathname) || item.activeFor.prefixes.some((p) => pathname.startsWith(p));
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
