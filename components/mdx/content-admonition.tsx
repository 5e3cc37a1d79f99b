import type { ComponentPropsWithoutRef } from 'react';
import { isAdmonitionType } from '@/lib/mdx/admonition-syntax';
import { Icon } from '@/components/icons/site-icons';

/** An `<aside>` from Markdown: an admonition (lib/mdx/remark-admonitions.ts) gets its type's icon beside the title. */
export function ContentAside({ children, ...props }: ComponentPropsWithoutRef<'aside'>) {
  const type = /\badmonition-([a-z]+)\b/.exec(props.className ?? '')?.[1] ?? '';
  if (!isAdmonitionType(type)) return <aside {...props}>{children}</aside>;
  return (
    <aside {...props}>
      <Icon name={type} className="admonition-icon" />
      {children}
    </aside>
  );
}
