// What a failed browser walk prints, in the end-to-end run and in the three-engine run alike: a CI
// log is all there is of a failed run on a shared machine, so it names the walk, what went wrong,
// where its last screenshots are, and what the server printed while the walk ran.

/** Server lines shown for a failed walk. */
const SERVER_LINES = 40;

/** A static file of the app served as usual (`12:00:01.457 GET /assets/app-D9.js → 200 in 88 ms`). */
const STATIC_FILE_SERVED = /^\S+ GET \/assets\/\S+ → (?:200|304) in /;

export interface WalkFailure {
  name: string;
  problems: string[];
  /** The newest screenshots of the walk (the last screen checked, the page when it failed). */
  screenshots: string[];
  /** What the server printed from the walk's start to its end (other walks running beside it included). */
  serverLog: string;
}

/** The server's output as it grows: a mark, and what it printed since. */
export interface ServerLog {
  mark(): number;
  since(mark: number): string;
}

interface PinoLine {
  level?: number;
  time?: number;
  reqId?: string;
  req?: { method?: string; path?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  msg?: string;
  err?: { message?: string };
}

const LEVELS: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

/**
 * The server's pino lines made readable: one line per request (`12:00:01.234 POST /api/x → 201 in
 * 36 ms`, or `no answer yet`), and every other line with its level and message; text that is not
 * JSON stays as it is.
 */
export function readableServerLog(text: string): string[] {
  const lines: string[] = [];
  const open = new Map<string, number>();
  for (const raw of text.split('\n')) {
    if (!raw.trim()) continue;
    let line: PinoLine;
    try {
      line = JSON.parse(raw) as PinoLine;
    } catch {
      lines.push(raw);
      continue;
    }
    const time = line.time ? new Date(line.time).toISOString().slice(11, 23) : '';
    if (line.msg === 'incoming request' && line.reqId) {
      open.set(line.reqId, lines.length);
      lines.push(`${time} ${line.req?.method ?? '?'} ${line.req?.path ?? '?'} → no answer yet`);
    } else if (line.msg === 'request completed' && line.reqId && open.has(line.reqId)) {
      const at = open.get(line.reqId) as number;
      open.delete(line.reqId);
      lines[at] = (lines[at] ?? '').replace('no answer yet', `${line.res?.statusCode ?? '?'} in ${Math.round(line.responseTime ?? 0)} ms`);
    } else {
      lines.push(`${time} ${LEVELS[line.level ?? 30] ?? line.level} ${line.msg ?? ''}${line.err?.message ? `: ${line.err.message}` : ''}`);
    }
  }
  return lines;
}

export function formatFailure(failure: WalkFailure): string {
  const lines = [`  ✗ ${failure.name}`, ...failure.problems.map((problem) => `    ${problem}`)];
  for (const path of failure.screenshots) lines.push(`    screenshot: ${path}`);
  // The app's scripts and styles served as usual say nothing of a failure, and would fill the tail.
  const printed = readableServerLog(failure.serverLog);
  const tail = printed.filter((line) => !STATIC_FILE_SERVED.test(line)).slice(-SERVER_LINES);
  if (tail.length > 0) lines.push(`    server log during the walk (last ${tail.length} lines, static files left out):`);
  else lines.push(printed.length > 0 ? '    the server served only static files during the walk' : '    the server printed nothing during the walk');
  for (const line of tail) lines.push(`      | ${line}`);
  return lines.join('\n');
}
