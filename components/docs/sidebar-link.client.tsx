'use client';

import { usePathname } from 'next/navigation';
import { SiteLink } from '@/components/layout/site-link.client';

export function SidebarLink({ href, label }: { href: string; label: string }) {
  const current = usePathname() === href;
  return (
    <SiteLink
      href={href}
      className={`sidebar-link${current ? ' active' : ''}`}
      aria-current={current ? 'page' : undefined}
    >
      {label}
    </SiteLink>
  );
}
