import net from 'node:net';

// The load generator's HTTP/1.1 client: keep-alive connections, one call at a time on each, every
// request written in one piece and every answer read by its Content-Length.
//
// Why not undici: the generator runs on the machine it measures, and with the whole API at 100
// arrivals a second it took 0.19 to 0.24 ms of CPU per call, about an eighth of the machine, mostly
// in undici's request and header objects and two socket writes per request (headers, then body).
// Real applicants' phones carry that cost elsewhere; the lighter the generator, the closer the
// figure is to what the server alone does (docs/decisions/0031).
//
// Only what our API answers to GET and POST is understood: a status line, headers, and a body of
// Content-Length bytes (Fastify sends one with every JSON answer). Anything else fails the call and
// drops its connection: no length or a malformed one, a chunked body, bytes after the answer. A call
// not answered within `timeoutMs` fails too, so a stalled server cannot keep the bench waiting.

export interface Answer {
  status: number;
  body: string;
}

export interface KeepAliveClient {
  request(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: string): Promise<Answer>;
  close(): Promise<void>;
}

interface Pending {
  head: Buffer;
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
}

const HEADER_END = Buffer.from('\r\n\r\n');

/** Reads one answer at a time from a socket; `null` until the whole body is there. */
class AnswerReader {
  #buffered: Buffer = Buffer.alloc(0);

  push(chunk: Buffer): void {
    this.#buffered = this.#buffered.length === 0 ? chunk : Buffer.concat([this.#buffered, chunk]);
  }

  /** The next complete answer, and whether the server will close the connection after it. */
  take(): { answer: Answer; closing: boolean } | null {
    const headEnd = this.#buffered.indexOf(HEADER_END);
    if (headEnd < 0) return null;
    const head = this.#buffered.toString('latin1', 0, headEnd);
    const lines = head.split('\r\n');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? '')?.[1]);
    if (!Number.isInteger(status)) throw new Error(`Not an HTTP answer: ${lines[0]}`);
    let length: number | null = null;
    let closing = false;
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      if (name === 'content-length') {
        if (!/^\d+$/.test(value)) throw new Error(`A malformed Content-Length: ${value}`);
        length = Number(value);
      } else if (name === 'transfer-encoding') throw new Error(`Unsupported Transfer-Encoding: ${value}`);
      else if (name === 'connection') closing = value.toLowerCase() === 'close';
    }
    // 204 and 304 have no body; every other answer of ours says how long its body is.
    if (length === null && status !== 204 && status !== 304) throw new Error(`An answer without Content-Length (status ${status})`);
    const bodyStart = headEnd + HEADER_END.length;
    const bodyEnd = bodyStart + (length ?? 0);
    if (this.#buffered.length < bodyEnd) return null;
    // One call at a time: nothing may follow its answer.
    if (this.#buffered.length > bodyEnd) throw new Error('The server sent more than the answer to the call.');
    const body = this.#buffered.toString('utf8', bodyStart, bodyEnd);
    this.#buffered = Buffer.alloc(0);
    return { answer: { status, body }, closing };
  }
}

/** One keep-alive connection, reopened when the server closes it between calls. */
class Connection {
  readonly #host: string;
  readonly #port: number;
  readonly #timeoutMs: number;
  readonly #idle: (connection: Connection) => void;
  #socket: net.Socket | null = null;
  #reader = new AnswerReader();
  #current: Pending | null = null;
  #timer: NodeJS.Timeout | null = null;

  constructor(host: string, port: number, timeoutMs: number, idle: (connection: Connection) => void) {
    this.#host = host;
    this.#port = port;
    this.#timeoutMs = timeoutMs;
    this.#idle = idle;
  }

  send(pending: Pending): void {
    this.#current = pending;
    this.#timer = setTimeout(() => this.#fail(new Error(`No answer within ${this.#timeoutMs} ms.`)), this.#timeoutMs);
    this.#open().write(pending.head);
  }

  #open(): net.Socket {
    if (this.#socket) return this.#socket;
    const socket = net.connect({ host: this.#host, port: this.#port, noDelay: true });
    this.#reader = new AnswerReader();
    socket.on('data', (chunk: Buffer) => this.#read(chunk));
    socket.on('error', (error) => this.#fail(error));
    socket.on('close', () => this.#fail(new Error('The server closed the connection during a call.')));
    this.#socket = socket;
    return socket;
  }

  #read(chunk: Buffer): void {
    this.#reader.push(chunk);
    let taken;
    try {
      taken = this.#reader.take();
    } catch (error) {
      this.#fail(error as Error);
      return;
    }
    if (!taken) return;
    const pending = this.#current;
    if (!pending) {
      this.#fail(new Error('The server answered a call that was not made.'));
      return;
    }
    this.#settled();
    if (taken.closing) this.#drop();
    pending.resolve(taken.answer);
    this.#idle(this);
  }

  /** The call in flight is over: no call, no timer. */
  #settled(): void {
    this.#current = null;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }

  #drop(): void {
    const socket = this.#socket;
    this.#socket = null;
    // A dropped socket says nothing more to this connection, which may already have another.
    socket?.removeAllListeners();
    socket?.on('error', () => {});
    socket?.destroy();
  }

  #fail(error: Error): void {
    const pending = this.#current;
    this.#settled();
    this.#drop();
    if (pending) {
      pending.reject(error);
      this.#idle(this);
    }
  }

  close(): void {
    this.#fail(new Error('The client was closed during a call.'));
  }
}

/**
 * `connections` keep-alive connections to `baseUrl`. A call takes the idle connection that has waited
 * longest (so calls spread over every connection, and behind node:cluster over every API process),
 * or waits for one.
 */
export function createKeepAliveClient(baseUrl: string, connections: number, { timeoutMs = 60_000 } = {}): KeepAliveClient {
  const url = new URL(baseUrl);
  const host = url.hostname;
  const port = Number(url.port || 80);
  const hostHeader = `Host: ${url.host}\r\n`;
  const waiting: Pending[] = [];
  const idle: Connection[] = [];
  const all: Connection[] = [];
  let closed = false;
  const becameIdle = (connection: Connection) => {
    const next = waiting.shift();
    if (next) connection.send(next);
    else idle.push(connection);
  };
  for (let n = 0; n < connections; n += 1) {
    const connection = new Connection(host, port, timeoutMs, becameIdle);
    all.push(connection);
    idle.push(connection);
  }
  return {
    request(method, path, headers, body) {
      if (closed) return Promise.reject(new Error('The client was closed.'));
      let head = `${method} ${path} HTTP/1.1\r\n${hostHeader}`;
      for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
      const payload = body === undefined ? null : Buffer.from(body, 'utf8');
      if (payload) head += `Content-Length: ${payload.length}\r\n`;
      head += '\r\n';
      const headBytes = Buffer.from(head, 'latin1');
      return new Promise<Answer>((resolve, reject) => {
        const pending = { head: payload ? Buffer.concat([headBytes, payload]) : headBytes, resolve, reject };
        const connection = idle.shift();
        if (connection) connection.send(pending);
        else waiting.push(pending);
      });
    },
    async close() {
      closed = true;
      for (const pending of waiting.splice(0)) pending.reject(new Error('The client was closed.'));
      for (const connection of all) connection.close();
    },
  };
}
