import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startRoundRobinProxy } from './proxy.ts';

/** An upstream that answers with its own name and the path and header it was asked for. */
async function upstream(name: string): Promise<{ url: string; server: http.Server }> {
  const server = http.createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ name, path: request.url, cookie: request.headers.cookie ?? null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('startRoundRobinProxy', () => {
  const servers: http.Server[] = [];
  afterAll(() => {
    for (const server of servers) server.close();
  });

  it('sends requests to the two upstreams in turn, with path and headers', async () => {
    const a = await upstream('a');
    const b = await upstream('b');
    servers.push(a.server, b.server);
    const proxy = await startRoundRobinProxy([a.url, b.url]);
    try {
      const answers: { name: string; path: string; cookie: string | null }[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await fetch(`${proxy.url}/p/${i}?q=${i}`, { headers: { cookie: 'toonbank_session=x' } });
        expect(response.status).toBe(200);
        answers.push(await response.json());
      }
      expect(answers.map((answer) => answer.name)).toEqual(['a', 'b', 'a', 'b']);
      expect(answers.map((answer) => answer.path)).toEqual(['/p/0?q=0', '/p/1?q=1', '/p/2?q=2', '/p/3?q=3']);
      expect(answers.every((answer) => answer.cookie === 'toonbank_session=x')).toBe(true);
    } finally {
      await proxy.close();
    }
  });
});
