import type { Element, Properties } from 'hast';
import { sanitize } from 'hast-util-sanitize';
import { siteConfig } from '../site-config';
import { ALLOWED_HTML, allowedAttributes, HTML_SCHEMA } from './html-allow-list';
import { looksLikeComponent, unknownComponentMessage } from './content-components';

/** Where to read what a page may hold, named at the end of every refusal. */
const SEE = 'docs/authoring.md, "HTML in pages"';

/** What to write instead of elements authors reach for that the site does not allow. */
const INSTEAD: Record<string, string> = {
  script: 'pages run no scripts of their own; delete it, and show code in a fenced code block',
  style: "pages take their look from the site's CSS: delete it",
  h1: 'write a Markdown heading (## Title), which gets an anchor and a place in the table of contents',
  pre: 'write a fenced code block (```lang), which gets highlighting and a copy button',
  video: `embed the player with an <iframe> from an allowed host (${siteConfig.content.allowedIframeHosts.join(', ')}), or link to the video`,
  center: 'leave the layout to the site: delete the tag and keep its text',
  font: 'leave the layout to the site: delete the tag and keep its text',
};
for (const heading of ['h2', 'h3', 'h4', 'h5', 'h6']) INSTEAD[heading] = INSTEAD.h1;
for (const media of ['audio', 'embed', 'object']) INSTEAD[media] = INSTEAD.video;

/**
 * What is wrong with one element an author wrote as HTML (raw HTML in `.md`, JSX in `.mdx`), as
 * a sentence naming `where` and what to write instead, or undefined when it renders as written.
 * hast-util-sanitize decides what is unsafe: the element goes through it alone (without its
 * children, which are checked on their own), and whatever it would remove or change is reported,
 * so the site never drops a piece of a page quietly. The iframe host rule is the site's own.
 */
export function htmlProblem(element: Element, where: string, writtenAs: string = element.tagName): string | undefined {
  if (looksLikeComponent(writtenAs)) return unknownComponentMessage(writtenAs, where);
  const tag = element.tagName;
  const safe = sanitize({ ...element, children: [] }, HTML_SCHEMA);
  if (safe.type !== 'element' || safe.tagName !== tag) {
    const instead = INSTEAD[tag] ?? `use one of the elements a page may hold: ${Object.keys(ALLOWED_HTML).join(', ')}`;
    return `The element <${writtenAs}> in ${where} is not allowed in a page, so it would be removed: ${instead} (${SEE}).`;
  }
  for (const [name, value] of Object.entries(element.properties)) {
    if (sameValue(value, safe.properties[name])) continue;
    return attributeProblem(tag, name, value, where);
  }
  if (tag === 'iframe') return iframeProblem(element.properties, where);
  if (tag === 'img') return imageProblem(element.properties, where);
  if (tag === 'a') return linkProblem(element.properties, where);
  return undefined;
}

/** remark-doc-links.ts turns `./page.md` into the page's URL in Markdown links only. */
function linkProblem(properties: Properties, where: string): string | undefined {
  const href = typeof properties.href === 'string' ? properties.href : '';
  if (/^[a-z][a-z0-9+.-]*:|^[/#]/i.test(href) || !/\.mdx?(?:#|$)/.test(href)) return undefined;
  return `The <a> in ${where} links to a Markdown file (${href}), which only a Markdown link turns into the page's URL: write it as [text](${href}).`;
}

/**
 * Only Markdown images are copied from beside the page into the site (remark-content-images.ts);
 * a relative `src` in HTML would point at nothing once built.
 */
function imageProblem(properties: Properties, where: string): string | undefined {
  const src = typeof properties.src === 'string' ? properties.src : '';
  if (src === '' || src.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(src)) return undefined;
  return `The <img> in ${where} points at a file beside the page (${src}), which the site publishes only for Markdown images: write it as ![alt text](${src}), or give an absolute URL (/img/... or https://).`;
}

function attributeProblem(tag: string, name: string, value: Properties[string], where: string): string {
  const attribute = attributeName(name);
  const found = `The attribute ${attribute} on <${tag}> in ${where}`;
  if (/^on[A-Z]/.test(name))
    return `${found} is an event handler, and pages run no scripts, so it would be removed: delete it (${SEE}).`;
  if (name === 'style')
    return `${found} is not allowed, so it would be removed: the site's CSS gives a page its look; delete it, or use a class (${SEE}).`;
  if ((name === 'href' || name === 'src') && ALLOWED_HTML[tag]?.includes(name)) {
    return `${found} holds a URL whose scheme is not allowed (${String(value).slice(0, 60)}), so it would be removed: link to a page (./other.md) or to an https:// address (${SEE}).`;
  }
  return `${found} is not allowed there, so it would be removed. Allowed on <${tag}>: ${allowedAttributes(tag).join(', ')} (${SEE}).`;
}

function iframeProblem(properties: Properties, where: string): string | undefined {
  const hosts = siteConfig.content.allowedIframeHosts;
  const src = typeof properties.src === 'string' ? properties.src : '';
  const url = URL.canParse(src) ? new URL(src) : undefined;
  if (!url || url.protocol !== 'https:' || !hosts.includes(url.hostname)) {
    const from = url
      ? `loads ${url.protocol === 'https:' ? url.hostname : `a ${url.protocol} URL`}`
      : 'has no https:// src';
    const allowed = hosts.length > 0 ? `iframes may load only from ${hosts.join(', ')}` : 'no iframe host is allowed';
    return `The <iframe> in ${where} ${from}, and ${allowed} (siteConfig.content.allowedIframeHosts in lib/site-config.ts): link to the page instead, or add its host there.`;
  }
  if (typeof properties.title !== 'string' || properties.title.trim() === '') {
    return `The <iframe> in ${where} has no title: screen readers announce a frame by its title, so give it one (title="Video: what the agent does").`;
  }
  return undefined;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The attribute as written in HTML, for messages: `className` is `class`, `onError` is `onerror`, `dataFoo` is `data-foo`. */
function attributeName(property: string): string {
  if (property === 'className') return 'class';
  if (/^(data|aria)[A-Z]/.test(property)) return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return property.toLowerCase();
}
