/**
 * The components a page may use by name (`<TOCInline />`), in `.mdx` and `.md` pages alike. The
 * pipeline draws each at build time (TOCInline: rehype-toc-inline.ts), so none needs a React
 * component in components/mdx; a tag with a capital letter not listed here stops the build
 * (remark-mdx-constructs.ts, rehype-raw-html.ts) instead of rendering nothing.
 */
export const CONTENT_COMPONENTS = ['TOCInline'] as const;
export type ContentComponentName = (typeof CONTENT_COMPONENTS)[number];

/**
 * What Docusaurus pages import to use those components. Such an import is accepted and
 * dropped; any other import stops the build, since the pipeline resolves nothing.
 */
export const COMPONENT_IMPORTS: Record<string, ContentComponentName> = {
  '@theme/TOCInline': 'TOCInline',
};

/** The element name raw HTML gives a component tag (HTML lowercases tag names). */
export const TOC_INLINE_ELEMENT = 'tocinline';

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
