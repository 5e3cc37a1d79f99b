import { SiteLink } from '@/components/layout/site-link.client';
import type { ComponentPropsWithoutRef } from 'react';
import { Icon } from '@/components/icons/site-icons';

/**
 * Site pages go through SiteLink (client navigation, prefetch); files (a download, a JSON
 * Schema, an example file: a path ending in an extension) and other sites stay plain links, since
 * the router has no page to prefetch for them.
 */
export function ContentLink({ href = '', children, ...props }: ComponentPropsWithoutRef<'a'>) {
  const file = /\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0]);
  const internalPage = href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/assets/') && !file;
  if (internalPage)
    return (
      <SiteLink href={href} {...props}>
        {children}
      </SiteLink>
    );
  const external = /^https?:\/\//.test(href);
  if (!external)
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  return (
    <a href={href} rel="noopener noreferrer" {...props}>
      {children}
      <Icon name="external" className="external-link-icon" />
    </a>
  );
}
