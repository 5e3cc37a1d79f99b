import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { HEAP_GROWING_PERCENT, tunedEnv } from '@/scripts/build-tuning/index.mjs';

/** An environment holding only `vars`, as a step's would after the build set them. */
const only = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv;

describe('the environment of a build step', () => {
  it('tells mimalloc to hand freed pages back and bounds V8 heap growth through a preload', () => {
    const env = tunedEnv(only({ PATH: '/bin' }));
    expect(env).toMatchObject({
      PATH: '/bin',
      MIMALLOC_PURGE_DELAY: '0',
      MIMALLOC_PURGE_DECOMMITS: '1',
      PLUMBLINE_HEAP_GROWING_PERCENT: String(HEAP_GROWING_PERCENT),
    });
    expect(env.NODE_OPTIONS).toMatch(/^--import \S+\/scripts\/build-tuning\/preload\.mjs$/);
  });

  it('keeps what the environment already sets, so a run can measure without the tuning', () => {
    const env = tunedEnv(
      only({ MIMALLOC_PURGE_DELAY: '10', PLUMBLINE_HEAP_GROWING_PERCENT: '0', NODE_OPTIONS: '--trace-gc' }),
    );
    expect(env.MIMALLOC_PURGE_DELAY).toBe('10');
    expect(env.PLUMBLINE_HEAP_GROWING_PERCENT).toBe('0');
    expect(env.NODE_OPTIONS).toMatch(/^--trace-gc --import \S+preload\.mjs$/);
  });

  it('adds the preload once, however many steps pass the environment on', () => {
    const once = tunedEnv(only({}));
    expect(tunedEnv(once).NODE_OPTIONS).toBe(once.NODE_OPTIONS);
  });

  it('starts a Node process that loads the preload and runs', () => {
    const child = spawnSync(process.execPath, ['-e', 'console.log("ran")'], { env: tunedEnv(), encoding: 'utf8' });
    expect(child.stderr).toBe('');
    expect(child.stdout).toBe('ran\n');
  });
});
