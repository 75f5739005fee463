import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createKeepAliveClient, type KeepAliveClient } from '../../scripts/bench/keep-alive-client.ts';

// The load generator's own HTTP client (scripts/bench/keep-alive-client.ts), against a real
// node:http server: what it sends, what it reads back, and how it uses its connections.

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  connection: number;
}

let server: http.Server | null = null;
let client: KeepAliveClient | null = null;

afterEach(async () => {
  await client?.close();
  client = null;
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(null)));
  server = null;
});

async function serve(answer: (seen: Seen, response: http.ServerResponse) => void): Promise<{ url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const sockets = new Map<Socket, number>();
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const socket = request.socket;
      if (!sockets.has(socket)) sockets.set(socket, sockets.size + 1);
      const entry = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body, connection: sockets.get(socket) as number };
      seen.push(entry);
      answer(entry, response);
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

const json = (response: http.ServerResponse, status: number, value: unknown) => {
  const text = JSON.stringify(value);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  response.end(text);
};

describe('the load generator’s keep-alive client', () => {
  it('sends the method, path, headers and body, and reads the status and the whole body back', async () => {
    const { url, seen } = await serve((request, response) => json(response, 201, { echoed: request.body, note: 'ünïcode' }));
    client = createKeepAliveClient(url, 1);
    const answer = await client.request('POST', '/api/v1/thing/?a=1', { 'x-forwarded-for': '10.0.0.7', 'content-type': 'application/json' }, JSON.stringify({ name: 'Bïscuit' }));
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toEqual({ echoed: '{"name":"Bïscuit"}', note: 'ünïcode' });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/v1/thing/?a=1', body: '{"name":"Bïscuit"}' });
    expect(seen[0]?.headers['x-forwarded-for']).toBe('10.0.0.7');
    expect(seen[0]?.headers['content-length']).toBe(String(Buffer.byteLength('{"name":"Bïscuit"}')));
  });

  it('keeps its connections: many calls, as many at once as it has connections, never more', async () => {
    let open = 0;
    let mostAtOnce = 0;
    const { url, seen } = await serve((_request, response) => {
      open += 1;
      mostAtOnce = Math.max(mostAtOnce, open);
      setTimeout(() => {
        open -= 1;
        json(response, 200, { ok: true });
      }, 5);
    });
    client = createKeepAliveClient(url, 3);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, n) => (client as KeepAliveClient).request('GET', `/poll/${n}`, {})));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(seen.map((entry) => entry.url)).size).toBe(30);
    expect(new Set(seen.map((entry) => entry.connection)).size).toBe(3);
    expect(mostAtOnce).toBe(3);
  });

  it('gives each call the connection idle longest, so calls one after another spread over all of them', async () => {
    const { url, seen } = await serve((_request, response) => json(response, 200, {}));
    client = createKeepAliveClient(url, 4);
    for (let n = 0; n < 8; n += 1) await client.request('GET', '/', {});
    expect(seen.map((entry) => entry.connection)).toEqual([1, 2, 3, 4, 1, 2, 3, 4]);
  });

  it('opens the connection again when the server closes it after an answer', async () => {
    const { url, seen } = await serve((_request, response) => {
      response.setHeader('connection', 'close');
      json(response, 200, { ok: true });
    });
    client = createKeepAliveClient(url, 1);
    expect((await client.request('GET', '/first', {})).status).toBe(200);
    expect((await client.request('GET', '/second', {})).status).toBe(200);
    expect(seen.map((entry) => entry.connection)).toEqual([1, 2]);
  });

  it('answers with an error status as it came, and fails a call whose answer it cannot read instead of waiting forever', async () => {
    const { url } = await serve((request, response) => {
      if (request.url === '/missing') return json(response, 404, { detail: 'Application not found' });
      // No Content-Length: node:http sends the body chunked.
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('part');
      response.end();
    });
    client = createKeepAliveClient(url, 1);
    const missing = await client.request('GET', '/missing', {});
    expect(missing).toEqual({ status: 404, body: '{"detail":"Application not found"}' });
    await expect(client.request('GET', '/chunked', {})).rejects.toThrow(/Transfer-Encoding: chunked/);
    // The connection it dropped is opened again for the next call.
    expect((await client.request('GET', '/missing', {})).status).toBe(404);
  });

  it('fails the call in flight when the server drops the connection', async () => {
    const { url } = await serve((_request, response) => response.socket?.destroy());
    client = createKeepAliveClient(url, 1);
    await expect(client.request('GET', '/', {})).rejects.toThrow(/closed the connection|ECONNRESET|socket hang up/);
  });
});
