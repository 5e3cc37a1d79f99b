import { describe, expect, it } from 'vitest';
import { isNewPage, progressBarSettings } from '@/browser/progress';

const origin = 'https://docs.plumbline.example';

describe('which navigations start the progress bar', () => {
  it('a different path does', () => {
    expect(isNewPage('/agent/agent', '/agent/create-agent', origin)).toBe(true);
    expect(isNewPage('/', '/quick-start', origin)).toBe(true);
  });

  it('a hash or query change on the same page does not', () => {
    expect(isNewPage('/agent/agent', '/agent/agent#name-rules', origin)).toBe(false);
    expect(isNewPage('/agent/agent', '#name-rules', origin)).toBe(false);
    expect(isNewPage('/search', '/search?q=agent', origin)).toBe(false);
    expect(isNewPage('/search', '?q=metadata', origin)).toBe(false);
  });

  it('back and forward give full URLs, with the base path stripped', () => {
    expect(isNewPage('/agent/agent', `${origin}/docs/agent/agent#x`, origin, '/docs')).toBe(false);
    expect(isNewPage('/agent/agent', `${origin}/docs/security`, origin, '/docs')).toBe(true);
  });

  it('another origin is not a page of this site', () => {
    expect(isNewPage('/agent/agent', 'https://app.plumbline.example/', origin)).toBe(false);
  });
});

describe('the progress bar settings', () => {
  it('follow the progress-bar constants and show no spinner', () => {
    expect(progressBarSettings).toEqual({
      minimum: 0.08,
      speed: 200,
      trickleRate: 0.02,
      trickleSpeed: 800,
      showSpinner: false,
    });
  });
});
