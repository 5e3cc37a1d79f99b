import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { htmlProblem } from '@/lib/mdx/html-problems';

const WHERE = 'content/docs/page.md:4:1';
const SEE = '(docs/authoring.md, "HTML in pages")';

describe('HTML a page may hold', () => {
  it('renders as written: allowed elements with allowed attributes', () => {
    expect(htmlProblem(h('details', { open: true }, h('summary', 'Why')), WHERE)).toBeUndefined();
    expect(htmlProblem(h('div', { className: ['callout'], id: 'note', title: 'A note' }), WHERE)).toBeUndefined();
    expect(htmlProblem(h('td', { colSpan: 2 }), WHERE)).toBeUndefined();
    expect(htmlProblem(h('a', { href: 'https://example.com', target: '_blank' }), WHERE)).toBeUndefined();
    expect(htmlProblem(h('a', { href: '/docs/page' }), WHERE)).toBeUndefined();
    expect(htmlProblem(h('img', { src: '/img/logo.svg', alt: 'Logo' }), WHERE)).toBeUndefined();
  });
});

describe('an element a page may not hold', () => {
  it('is named with what to write instead, as authors reach for it', () => {
    expect(htmlProblem(h('script', 'alert(1)'), WHERE)).toBe(
      `The element <script> in ${WHERE} is not allowed in a page, so it would be removed: pages run no scripts of their own; delete it, and show code in a fenced code block ${SEE}.`,
    );
    expect(htmlProblem(h('h3', 'Title'), WHERE)).toContain(
      'write a Markdown heading (## Title), which gets an anchor and a place in the table of contents',
    );
    expect(htmlProblem(h('audio', { src: 'https://example.com/a.mp3' }), WHERE)).toContain(
      'embed the player with an <iframe> from an allowed host (www.youtube-nocookie.com, player.vimeo.com), or link to the video',
    );
  });

  it('is named with the elements a page may hold, when no advice fits it', () => {
    const message = htmlProblem(h('marquee', 'Sale'), WHERE);
    expect(message).toMatch(
      /^The element <marquee> in .* is not allowed in a page, so it would be removed: use one of/,
    );
    expect(message).toContain('details, summary, div, span, p,');
    expect(message).toContain(', iframe (docs/authoring.md');
  });

  it('is reported as a component, as the author wrote it, when it looks like one', () => {
    expect(htmlProblem(h('liteyoutubeembed'), WHERE, 'LiteYouTubeEmbed')).toMatch(
      /^The component <LiteYouTubeEmbed> in content\/docs\/page\.md:4:1 is not one this site provides/,
    );
  });
});

describe('an attribute a page may not use', () => {
  it('is named as written in HTML, with the attributes the element may carry', () => {
    expect(htmlProblem(h('div', { dataTooltip: 'x' }), WHERE)).toBe(
      `The attribute data-tooltip on <div> in ${WHERE} is not allowed there, so it would be removed. Allowed on <div>: class, id, title ${SEE}.`,
    );
    expect(htmlProblem(h('span', { className: ['x'], ariaHidden: 'true' }), WHERE)).toContain(
      'The attribute aria-hidden on <span>',
    );
    expect(htmlProblem(h('p', { className: ['lead'] }), WHERE)).toContain(
      'The attribute class on <p> in content/docs/page.md:4:1 is not allowed there, so it would be removed. Allowed on <p>: id, title',
    );
  });

  it('is an event handler, which pages do not run', () => {
    expect(htmlProblem(h('img', { src: '/a.png', onError: 'x()' }), WHERE)).toBe(
      `The attribute onerror on <img> in ${WHERE} is an event handler, and pages run no scripts, so it would be removed: delete it ${SEE}.`,
    );
  });

  it('is a style, which the site CSS gives instead', () => {
    expect(htmlProblem(h('span', { style: 'color: red' }), WHERE)).toContain(
      "The attribute style on <span> in content/docs/page.md:4:1 is not allowed, so it would be removed: the site's CSS gives a page its look",
    );
  });

  it('is a URL of a scheme links may not use', () => {
    expect(htmlProblem(h('a', { href: 'javascript:alert(1)' }), WHERE)).toBe(
      `The attribute href on <a> in ${WHERE} holds a URL whose scheme is not allowed (javascript:alert(1)), so it would be removed: link to a page (./other.md) or to an https:// address ${SEE}.`,
    );
    expect(htmlProblem(h('a', { href: 'mailto:team@example.com' }), WHERE)).toBeUndefined();
    expect(htmlProblem(h('img', { src: 'ftp://example.com/a.png' }), WHERE)).toContain('holds a URL whose scheme');
  });
});

describe('a link or image in HTML that only Markdown would publish', () => {
  it('is a link to a Markdown file, which only a Markdown link turns into a URL', () => {
    expect(htmlProblem(h('a', { href: './setup.md#keys' }), WHERE)).toBe(
      `The <a> in ${WHERE} links to a Markdown file (./setup.md#keys), which only a Markdown link turns into the page's URL: write it as [text](./setup.md#keys).`,
    );
    expect(htmlProblem(h('a', { href: 'https://github.com/x/README.md' }), WHERE)).toBeUndefined();
    expect(htmlProblem(h('a', { href: './setup' }), WHERE)).toBeUndefined();
  });

  it('is an image beside the page, which only a Markdown image copies into the site', () => {
    expect(htmlProblem(h('img', { src: 'img/diagram.png', alt: '' }), WHERE)).toBe(
      `The <img> in ${WHERE} points at a file beside the page (img/diagram.png), which the site publishes only for Markdown images: write it as ![alt text](img/diagram.png), or give an absolute URL (/img/... or https://).`,
    );
    expect(htmlProblem(h('img', { src: 'https://example.com/a.png' }), WHERE)).toBeUndefined();
  });
});

describe('an iframe', () => {
  const player = 'https://www.youtube-nocookie.com/embed/abc';

  it('loads from an allowed host over https, with a title', () => {
    expect(htmlProblem(h('iframe', { src: player, title: 'Video: the agent' }), WHERE)).toBeUndefined();
  });

  it('is refused from any other host, over http, or without a src, naming the hosts allowed', () => {
    const hosts =
      'iframes may load only from www.youtube-nocookie.com, player.vimeo.com (siteConfig.content.allowedIframeHosts in lib/site-config.ts): link to the page instead, or add its host there.';
    expect(htmlProblem(h('iframe', { src: 'https://evil.example/x', title: 'x' }), WHERE)).toBe(
      `The <iframe> in ${WHERE} loads evil.example, and ${hosts}`,
    );
    expect(htmlProblem(h('iframe', { src: player.replace('https', 'http'), title: 'x' }), WHERE)).toBe(
      `The <iframe> in ${WHERE} loads a http: URL, and ${hosts}`,
    );
    expect(htmlProblem(h('iframe', { title: 'x' }), WHERE)).toBe(
      `The <iframe> in ${WHERE} has no https:// src, and ${hosts}`,
    );
  });

  it('needs a title, which screen readers announce', () => {
    expect(htmlProblem(h('iframe', { src: player, title: ' ' }), WHERE)).toBe(
      `The <iframe> in ${WHERE} has no title: screen readers announce a frame by its title, so give it one (title="Video: what the agent does").`,
    );
  });
});
