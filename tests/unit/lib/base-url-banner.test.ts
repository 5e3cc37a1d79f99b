import { describe, expect, it } from 'vitest';
import { baseUrlBannerScript, suggestBaseUrl } from '@/lib/base-url-banner';

describe('the suggested base URL', () => {
  it('is the browser path minus the page path', () => {
    expect(suggestBaseUrl('/copy/agent/agent', '/agent/agent')).toBe('/copy/');
    expect(suggestBaseUrl('/a/b/metadata/overview.html', '/metadata/overview')).toBe('/a/b/');
  });

  it('is the browser path itself on the home page or when the paths do not line up', () => {
    expect(suggestBaseUrl('/copy', null)).toBe('/copy/');
    expect(suggestBaseUrl('/copy/', null)).toBe('/copy/');
    expect(suggestBaseUrl('/copy/index.html', null)).toBe('/copy/');
    expect(suggestBaseUrl('/elsewhere', '/agent/agent')).toBe('/elsewhere/');
  });
});

describe('the banner script', () => {
  it('names the site and cannot be broken out of by the title', () => {
    const script = baseUrlBannerScript('Plumbline Docs</script>', '/');
    expect(script).toContain('Plumbline Docs');
    expect(script).not.toContain('</script>');
  });

  it('is valid standalone JavaScript', () => {
    expect(() => new Function(baseUrlBannerScript('Plumbline Docs', '/'))).not.toThrow();
  });
});
