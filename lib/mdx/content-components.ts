/**
 * The components a page may use by name (`<TOCInline />`, `<Tabs>`), in `.mdx` and `.md` pages
 * alike. The pipeline reads each at build time (TOCInline: rehype-toc-inline.ts; Tabs and
 * TabItem: rehype-tabs.ts, drawn by components/mdx/content-tabs.tsx); a tag with a capital letter
 * not listed here stops the build (remark-mdx-constructs.ts, rehype-raw-html.ts) instead of
 * rendering nothing.
 */
export const CONTENT_COMPONENTS = ['TOCInline', 'Tabs', 'TabItem'] as const;
export type ContentComponentName = (typeof CONTENT_COMPONENTS)[number];

/**
 * What Docusaurus pages import to use those components. Such an import is accepted and
 * dropped; any other import stops the build, since the pipeline resolves nothing.
 */
export const COMPONENT_IMPORTS: Record<string, ContentComponentName> = {
  '@theme/TOCInline': 'TOCInline',
  '@theme/Tabs': 'Tabs',
  '@theme/TabItem': 'TabItem',
};

/** The element name raw HTML gives a component tag (HTML lowercases tag names); JSX gets the same. */
export const TOC_INLINE_ELEMENT = 'tocinline';
export const TABS_ELEMENT = 'tabs';
export const TAB_ITEM_ELEMENT = 'tabitem';
/** Component tags that stay elements until a plugin of their own reads them, checked there rather than as HTML. */
export const COMPONENT_ELEMENTS: readonly string[] = [TOC_INLINE_ELEMENT, TABS_ELEMENT, TAB_ITEM_ELEMENT];

export function isContentComponent(name: string): name is ContentComponentName {
  return (CONTENT_COMPONENTS as readonly string[]).includes(name);
}

/** A tag an author wrote as a component rather than an HTML element: `<Tabs>`, `<theme.Note>`. */
export function looksLikeComponent(name: string): boolean {
  return /^[A-Z]/.test(name) || name.includes('.');
}

export function unknownComponentMessage(name: string, where: string): string {
  return (
    `The component <${name}> in ${where} is not one this site provides, so it would render nothing. ` +
    `Components available: ${CONTENT_COMPONENTS.join(', ')}. Write its content as Markdown, or as HTML the site allows (docs/authoring.md, "HTML in pages"), instead.`
  );
}
