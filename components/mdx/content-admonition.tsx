import type { ComponentPropsWithoutRef } from 'react';
import { isAdmonitionLook } from '@/lib/mdx/admonition-types';
import { Icon } from '@/components/icons/site-icons';

/**
 * An `<aside>` from Markdown: an admonition (lib/mdx/remark-admonitions.ts) gets its look's icon
 * beside the title; an alias such as `caution` carries the class of the look it borrows.
 */
export function ContentAside({ children, ...props }: ComponentPropsWithoutRef<'aside'>) {
  const look = /\badmonition-([a-z]+)\b/.exec(props.className ?? '')?.[1] ?? '';
  if (!isAdmonitionLook(look)) return <aside {...props}>{children}</aside>;
  return (
    <aside {...props}>
      <Icon name={look} className="admonition-icon" />
      {children}
    </aside>
  );
}
