import { vi } from 'vitest';

/**
 * Runs before every test file. The suite shares one process across files (isolate: false in
 * vitest.config.mts) so that the libraries under node_modules load once; each file still starts
 * with fresh copies of the site's own modules, the state they keep on globalThis, the working
 * directory and the environment it found when the process started.
 */
type Start = { cwd: string; env: NodeJS.ProcessEnv };
const START = Symbol.for('plumbline.tests.process-start');
const holder = globalThis as { [START]?: Start } & Record<symbol, unknown>;
const start = (holder[START] ??= { cwd: process.cwd(), env: { ...process.env } });

for (const key of Object.getOwnPropertySymbols(globalThis))
  if (key !== START && Symbol.keyFor(key)?.startsWith('plumbline.')) delete holder[key];
vi.resetModules();
vi.useRealTimers();
if (process.cwd() !== start.cwd) process.chdir(start.cwd);
for (const name of Object.keys(process.env)) if (!(name in start.env)) delete process.env[name];
Object.assign(process.env, start.env);
