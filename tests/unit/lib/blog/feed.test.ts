import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDocsVersion } from '@/lib/content/docs';
import { loadBlog } from '@/lib/blog/load-blog';
import { renderFeed, type FeedOptions } from '@/lib/blog/feed';

const site = path.join(process.cwd(), 'tests/fixtures/a-blog-with-two-posts');
const blog = loadBlog({ blogDir: path.join(site, 'blog'), showDrafts: false });
const docs = loadDocsVersion({ docsDir: path.join(site, 'docs'), showDrafts: false }).docs;
const options: FeedOptions = { routesBySource: new Map(docs.map((d) => [d.sourcePath, d.path])), contentRoot: site };

const ORIGIN = 'https://docs.plumbline.example';
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['item', 'entry', 'category', 'author', 'dc:creator', 'link'].includes(name),
});

/** Every href and src in a piece of HTML. */
const urlsIn = (html: string) => [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1]);

let rss: string;
let atom: string;
let json: string;
beforeAll(async () => {
  [rss, atom, json] = await Promise.all([
    renderFeed(blog, 'rss', options),
    renderFeed(blog, 'atom', options),
    renderFeed(blog, 'json', options),
  ]);
});

describe('the RSS feed', () => {
  it('is well-formed XML with the site title, description and absolute links', () => {
    expect(XMLValidator.validate(rss)).toBe(true);
    const { channel } = parser.parse(rss).rss;
    expect(channel.title).toBe('Plumbline Docs Blog');
    expect(channel.description).toMatch(/conversational data agents/);
    expect(channel.link).toEqual([`${ORIGIN}/blog`]);
    expect(channel['atom:link']['@href']).toBe(`${ORIGIN}/blog/rss.xml`);
  });

  it('has every post, newest first, with link, date, authors and tags', () => {
    const items = parser.parse(rss).rss.channel.item;
    expect(items.map((i: { title: string }) => i.title)).toEqual(['The newer post', 'The older post']);
    const [newer, older] = items;
    expect(newer.link).toEqual([`${ORIGIN}/blog/the-newer-post`]);
    expect(newer.pubDate).toBe('Tue, 20 Jan 2026 00:00:00 GMT');
    expect(older.pubDate).toBe('Sun, 15 Jun 2025 00:00:00 GMT');
    expect(newer['dc:creator']).toEqual(['Fixture Team', 'Second Author']);
    expect(newer.category.map((c: { '#text': string; '@domain': string }) => [c['#text'], c['@domain']])).toEqual([
      ['Alpha', `${ORIGIN}/blog/tags/blog/tags/alpha`],
      ['Beta', `${ORIGIN}/blog/tags/blog/tags/beta`],
      ['Gamma', `${ORIGIN}/blog/tags/blog/tags/third-tag`],
    ]);
  });

  it('carries each post in full as HTML, past the truncation marker, with absolute links and images', () => {
    const older = parser.parse(rss).rss.channel.item[1];
    const html: string = older['content:encoded'];
    expect(html).toContain('<h2 id="after-the-marker">After the marker</h2>');
    expect(html).toContain(`<img src="${ORIGIN}/assets/blog/img/chart.svg" alt="Two bars side by side">`);
    expect(urlsIn(html)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/#details`,
      `${ORIGIN}/assets/blog/img/chart.svg`,
      `${ORIGIN}/blog/older-post#after-the-marker`,
      `${ORIGIN}/blog/archive`,
    ]);
  });
});

describe('the Atom feed', () => {
  it('is well-formed XML with an entry per post, dated, with authors, categories and full content', () => {
    expect(XMLValidator.validate(atom)).toBe(true);
    const { feed } = parser.parse(atom);
    expect(feed.title).toBe('Plumbline Docs Blog');
    expect(feed.id).toBe(`${ORIGIN}/blog`);
    expect(feed.updated).toBe('2026-01-20T00:00:00.000Z');
    const [newer, older] = feed.entry;
    expect(newer.link[0]['@href']).toBe(`${ORIGIN}/blog/the-newer-post`);
    expect(newer.updated).toBe('2026-01-20T00:00:00.000Z');
    expect(newer.published).toBe('2026-01-20T00:00:00.000Z');
    expect(newer.author.map((a: { name: string; uri: string }) => [a.name, a.uri])).toEqual([
      ['Fixture Team', 'https://team.example/'],
      ['Second Author', 'https://second.example/'],
    ]);
    expect(newer.category.map((c: { '@term': string }) => c['@term'])).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(older.content['@type']).toBe('html');
    expect(urlsIn(older.content['#text']).every((url) => url.startsWith(`${ORIGIN}/`))).toBe(true);
  });
});

describe('the JSON feed', () => {
  it('lists every post with absolute URLs, dates, an author, tags and HTML content', () => {
    const feed = JSON.parse(json);
    expect(feed).toMatchObject({
      version: 'https://jsonfeed.org/version/1',
      title: 'Plumbline Docs Blog',
      home_page_url: `${ORIGIN}/blog`,
      feed_url: `${ORIGIN}/blog/feed.json`,
    });
    expect(
      feed.items.map((i: { url: string; date_modified: string; tags: string[] }) => [i.url, i.date_modified, i.tags]),
    ).toEqual([
      [`${ORIGIN}/blog/the-newer-post`, '2026-01-20T00:00:00.000Z', ['Alpha', 'Beta', 'Gamma']],
      [`${ORIGIN}/blog/older-post`, '2025-06-15T00:00:00.000Z', ['Alpha']],
    ]);
    expect(feed.items[1].author).toEqual({
      name: 'Fixture Team',
      url: 'https://team.example',
      avatar: `${ORIGIN}/img/logo.svg`,
    });
    expect(feed.items[1].content_html).toContain(`href="${ORIGIN}/blog/archive"`);
  });
});
