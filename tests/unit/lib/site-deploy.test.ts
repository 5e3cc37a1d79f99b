import { describe, expect, it } from 'vitest';
import { basePath, siteDeploy, underBaseUrl } from '@/lib/site-deploy.mjs';

describe('where the site is deployed', () => {
  it('gives Next a basePath that is the base URL without its trailing slash', () => {
    expect(siteDeploy.baseUrl).toMatch(/\/$/);
    expect(`${basePath}/`).toBe(siteDeploy.baseUrl);
    expect(siteDeploy.url).not.toMatch(/\/$/);
  });

  it('puts a path under the base URL, and the empty path at its root', () => {
    expect(underBaseUrl('/img/logo.svg')).toBe(`${basePath}/img/logo.svg`);
    expect(underBaseUrl('')).toBe(siteDeploy.baseUrl);
  });
});
