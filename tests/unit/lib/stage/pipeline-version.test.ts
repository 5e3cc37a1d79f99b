import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function versionIn(mode: string): Promise<string> {
  vi.stubEnv('NODE_ENV', mode);
  vi.resetModules();
  return (await import('@/lib/stage/compile-cache')).getPipelineVersion();
}

describe("the compile pipeline's version in the compile cache's keys", () => {
  it('differs between npm run dev and a build, so a build never takes a page compiled for dev', async () => {
    // Under npm run dev a page compiles to development JSX, its code blocks as elements.
    expect(await versionIn('development')).not.toBe(await versionIn('production'));
    expect(await versionIn('production')).toBe(await versionIn('production'));
  });
});
