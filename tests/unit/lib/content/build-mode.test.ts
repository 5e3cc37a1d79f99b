import { afterEach, describe, expect, it, vi } from 'vitest';
import { enterBuildMode, isBuild } from '@/lib/content/build-mode';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('whether this process is a build', () => {
  it('is yes under NODE_ENV=production only: not under next dev, nor in the tests', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(isBuild()).toBe(true);
    vi.stubEnv('NODE_ENV', 'development');
    expect(isBuild()).toBe(false);
    vi.stubEnv('NODE_ENV', 'test');
    expect(isBuild()).toBe(false);
  });

  it('becomes yes when a script after next build enters build mode', () => {
    vi.stubEnv('NODE_ENV', 'development');
    enterBuildMode();
    expect(isBuild()).toBe(true);
    expect(process.env.NODE_ENV).toBe('production');
  });
});
