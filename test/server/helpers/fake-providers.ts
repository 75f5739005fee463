import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// Local stand-ins for the message providers, on free ports, stopped by the test: Twilio's Messages
// API (answers what the test tells it) and an SMTP server (keeps what it receives).

export interface FakeTwilio {
  apiUrl: string;
  /** Every message request: its path and form fields. */
  received: { path: string; authorization: string | undefined; form: Record<string, string> }[];
  /** The status of the next answers, in order (then 201). */
  failNext: (...statuses: number[]) => void;
  stop: () => Promise<void>;
}

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const received: FakeTwilio['received'] = [];
  const queued: number[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const status = queued.shift() ?? 201;
      if (status === 201) received.push({ path: request.url ?? '', authorization: request.headers.authorization, form: Object.fromEntries(new URLSearchParams(body)) });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(status === 201 ? { sid: `SM${received.length}`, status: 'queued' } : { code: status === 400 ? 21211 : 20500, message: 'refused', status }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    received,
    failNext: (...statuses) => queued.push(...statuses),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface FakeSmtp {
  url: string;
  received: { from: string; to: string[]; data: string }[];
  stop: () => Promise<void>;
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const received: FakeSmtp['received'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
