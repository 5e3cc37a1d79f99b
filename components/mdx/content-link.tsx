import { SiteLink } from '@/components/layout/site-link.client';
import type { ComponentPropsWithoutRef } from 'react';

/** Site pages go through next/link (client navigation, prefetch); files and other sites stay plain. */
export function ContentLink({ href = '', ...props }: ComponentPropsWithoutRef<'a'>) {
  const internalPage = href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/assets/');
  if (internalPage) return <SiteLink href={href} {...props} />;
  const external = /^https?:\/\//.test(href);
  return <a href={href} {...(external ? { rel: 'noopener noreferrer' } : {})} {...props} />;
}
