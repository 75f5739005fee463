import http from 'node:http';
import net from 'node:net';
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
let raw: net.Server | null = null;
const rawSockets = new Set<Socket>();
let client: KeepAliveClient | null = null;

afterEach(async () => {
  await client?.close();
  client = null;
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(null)));
  server = null;
  for (const socket of rawSockets) socket.destroy();
  rawSockets.clear();
  await new Promise((resolve) => (raw ? raw.close(resolve) : resolve(null)));
  raw = null;
});

/** A server that answers each request (one per chunk read) with the chunks `answer` gives, written apart. */
async function serveRaw(answer: (request: string, n: number) => (string | Buffer)[]): Promise<string> {
  let n = 0;
  raw = net.createServer((socket) => {
    rawSockets.add(socket);
    socket.on('data', (chunk: Buffer) => {
      const parts = answer(chunk.toString('latin1'), n++);
      parts.forEach((part, index) => setTimeout(() => socket.write(part), index * 5));
    });
  });
  await new Promise<void>((resolve) => raw?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(raw.address() as AddressInfo).port}`;
}

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

  it('reads an answer that arrives in pieces, a multibyte character split between two of them', async () => {
    const body = Buffer.from(JSON.stringify({ pet: 'Bïscuit' }), 'utf8');
    const split = body.indexOf(0xc3) + 1; // between the two bytes of ï
    const url = await serveRaw(() => [
      'HTTP/1.1 200 OK\r\nContent-Ty',
      `pe: application/json\r\nContent-Length: ${body.length}\r\n\r`,
      Buffer.concat([Buffer.from('\n'), body.subarray(0, split)]),
      body.subarray(split),
    ]);
    client = createKeepAliveClient(url, 1);
    expect(await client.request('GET', '/', {})).toEqual({ status: 200, body: '{"pet":"Bïscuit"}' });
    expect(await client.request('GET', '/', {})).toEqual({ status: 200, body: '{"pet":"Bïscuit"}' });
  });

  it('reads an empty answer (Content-Length: 0, or a 204 without one)', async () => {
    const url = await serveRaw((_request, n) => [n === 0 ? 'HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n' : 'HTTP/1.1 204 No Content\r\n\r\n']);
    client = createKeepAliveClient(url, 1);
    expect(await client.request('POST', '/', {}, '{}')).toEqual({ status: 200, body: '' });
    expect(await client.request('GET', '/', {})).toEqual({ status: 204, body: '' });
  });

  it('fails a call whose answer is malformed or followed by more bytes, and the next call gets its own answer', async () => {
    const url = await serveRaw((request) => {
      if (request.startsWith('GET /bad-length')) return ['HTTP/1.1 200 OK\r\nContent-Length: 5, 5\r\n\r\nhello'];
      if (request.startsWith('GET /stray')) return ['HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nokSTRAY'];
      return ['HTTP/1.1 200 OK\r\nContent-Length: 4\r\n\r\nmine'];
    });
    client = createKeepAliveClient(url, 1);
    await expect(client.request('GET', '/bad-length', {})).rejects.toThrow('A malformed Content-Length: 5, 5');
    await expect(client.request('GET', '/stray', {})).rejects.toThrow('more than the answer');
    expect(await client.request('GET', '/fine', {})).toEqual({ status: 200, body: 'mine' });
  });

  it('fails a call the server never answers, within its time, and serves the next one', async () => {
    const url = await serveRaw((request) => (request.startsWith('GET /silent') ? [] : ['HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok']));
    client = createKeepAliveClient(url, 1, { timeoutMs: 100 });
    await expect(client.request('GET', '/silent', {})).rejects.toThrow('No answer within 100 ms.');
    expect(await client.request('GET', '/after', {})).toEqual({ status: 200, body: 'ok' });
  });

  it('refuses calls once closed, and rejects those still waiting for a connection', async () => {
    const url = await serveRaw(() => []);
    client = createKeepAliveClient(url, 1, { timeoutMs: 5_000 });
    const inFlight = client.request('GET', '/one', {});
    const waiting = client.request('GET', '/two', {});
    await client.close();
    await expect(inFlight).rejects.toThrow('closed');
    await expect(waiting).rejects.toThrow('The client was closed.');
    await expect(client.request('GET', '/three', {})).rejects.toThrow('The client was closed.');
  });
});
