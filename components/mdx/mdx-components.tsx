import type { ComponentPropsWithoutRef } from 'react';
import { CodeBlockPre } from './code-block-pre';
import { ContentAside } from './content-admonition';
import { ContentLink } from './content-link';
import { ContentTabItem, ContentTabs } from './content-tabs';

function ContentImage({ alt, ...props }: ComponentPropsWithoutRef<'img'>) {
  // eslint-disable-next-line @next/next/no-img-element -- static export: no image optimiser
  return <img alt={alt ?? ''} loading="lazy" decoding="async" {...props} />;
}

function ContentTable({
  'data-region-label': label,
  ...props
}: ComponentPropsWithoutRef<'table'> & { 'data-region-label'?: string }) {
  // Wide tables scroll inside their own box instead of widening the page on phones; the box is
  // a named region so keyboard users can focus and scroll it (names: lib/mdx/rehype-accessible-tables.ts).
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={label ?? 'Table'}>
      <table {...props} />
    </div>
  );
}

/** HTML elements in Markdown rendered by site components. */
export const mdxComponents = {
  a: ContentLink,
  aside: ContentAside,
  pre: CodeBlockPre,
  img: ContentImage,
  table: ContentTable,
  // The elements lib/mdx/rehype-tabs.ts leaves for <Tabs> and <TabItem>.
  tabs: ContentTabs,
  tabitem: ContentTabItem,
};
