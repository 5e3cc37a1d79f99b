import { createElement, type ReactNode } from 'react';
import type { TocPhrase } from '@/lib/mdx/rehype-toc';

/** A table of contents entry's text with its heading's formatting (inline code, emphasis), as the heading shows it. */
export function TocPhrasing({ parts }: { parts: readonly TocPhrase[] }): ReactNode {
  return parts.map((part, index) =>
    typeof part === 'string' ? part : createElement(part.tag, { key: index }, <TocPhrasing parts={part.children} />),
  );
}
