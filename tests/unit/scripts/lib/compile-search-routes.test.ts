import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { compileSearchRoutes, localUrlIn } from '@/scripts/lib/compile-search-routes.mjs';

describe('npm run dev asking the dev server to compile the search routes', () => {
  it('reads the address next dev prints, in colour or not, and nothing before it is printed', () => {
    expect(localUrlIn('   ▲ Next.js 16.4.6 (Turbopack)\n')).toBeUndefined();
    expect(localUrlIn('   ▲ Next.js 16.4.6\n   - Local:        http://localhost:3001\n')).toBe('http://localhost:3001');
    expect(localUrlIn('\u001b[1m   - Local:\u001b[22m        \u001b[36mhttp://127.0.0.1:4000\u001b[39m\n')).toBe(
      'http://127.0.0.1:4000',
    );
  });

  it('requests a root and a piece under the base URL, and waits for a server that is not listening yet', async () => {
    const asked: string[] = [];
    const server = http.createServer((request, response) => {
      asked.push(request.url!);
      response.statusCode = 404;
      response.end('Not found');
    });
    // Find a free port, then leave it closed for a moment: the first requests are refused.
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const compiled = compileSearchRoutes(`http://127.0.0.1:${port}`, 20_000);
    setTimeout(() => server.listen(port, '127.0.0.1'), 600);
    expect(await compiled).toBe(true);
    expect(asked.sort()).toEqual(['/search-index/compile.json', '/search-index/pieces/compile.json']);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('gives up, saying so, when nothing answers in time', async () => {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(await compileSearchRoutes(`http://127.0.0.1:${port}`, 500)).toBe(false);
  });
});
