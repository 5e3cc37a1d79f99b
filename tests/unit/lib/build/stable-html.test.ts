import { describe, expect, it } from 'vitest';
import { withStableHead } from '@/lib/build/stable-html.mjs';

const expect_ = '<link rel="expect" href="#site-footer" blocking="render"/>';
const meta = '<title>Agents | Plumbline Docs</title><meta name="description" content="Agents."/>';

describe('a stable HTML head', () => {
  it('gives the same bytes whether the metadata came before or after the render-blocking hint', () => {
    const early = `<html><head><meta charSet="utf-8"/>${meta}${expect_}<script>a()</script></head><body><footer id="site-footer"></footer></body></html>`;
    const late = `<html><head><meta charSet="utf-8"/>${expect_}${meta}<script>a()</script></head><body><footer id="site-footer"></footer></body></html>`;
    expect(withStableHead(early)).toBe(withStableHead(late));
    expect(withStableHead(early)).toContain(`${expect_}</head>`);
  });

  it('leaves the body, and a page without the hint, as they are', () => {
    const body = `<html><head>${meta}</head><body><p>${expect_} as text</p></body></html>`;
    expect(withStableHead(body)).toBe(body);
    expect(withStableHead('plain')).toBe('plain');
  });
});
