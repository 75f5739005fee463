import { describe, expect, it } from 'vitest';
import { formatFailure, readableServerLog } from '../e2e/failure-report.ts';

// What a failed browser walk prints: its name, what went wrong, its screenshots, and the server's
// lines while it ran, one line per request.

const line = (fields: object) => JSON.stringify({ level: 30, time: Date.UTC(2026, 10, 26, 12, 0, 1, 234), pid: 1, hostname: 'vm', ...fields });

describe('a failed walk', () => {
  it('reads the server log one line per request, answered or not', () => {
    const log = [
      line({ reqId: 'req-1', req: { method: 'POST', path: '/api/plan_purchase/' }, msg: 'incoming request' }),
      line({ reqId: 'req-2', req: { method: 'GET', path: '/api/v1/card/signup/s-1/' }, msg: 'incoming request' }),
      line({ reqId: 'req-1', res: { statusCode: 201 }, responseTime: 36.2, msg: 'request completed' }),
      line({ level: 50, msg: 'the job failed', err: { message: 'database is locked' } }),
      'a line that is not JSON',
    ].join('\n');
    expect(readableServerLog(log)).toEqual([
      '12:00:01.234 POST /api/plan_purchase/ → 201 in 36 ms',
      '12:00:01.234 GET /api/v1/card/signup/s-1/ → no answer yet',
      '12:00:01.234 error the job failed: database is locked',
      'a line that is not JSON',
    ]);
  });

  it('prints its name, its problems, its screenshots and the server lines meanwhile', () => {
    const report = formatFailure({
      name: 'declined-card-then-good-card',
      problems: ["locator.click: Timeout 90000ms exceeded. (after about → user)", 'device 1: at /onboard/card/payment/q-1, heading \'Pay for Biscuit\'s extra coverage\''],
      screenshots: ['test-results/e2e/declined-card-then-good-card-07-payment.png', 'test-results/e2e/declined-card-then-good-card-FAILED-0.png'],
      serverLog: line({ reqId: 'req-9', req: { method: 'PATCH', path: '/api/plan_purchase/p-1/complete/' }, msg: 'incoming request' }),
    });
    expect(report.split('\n')).toEqual([
      '  ✗ declined-card-then-good-card',
      '    locator.click: Timeout 90000ms exceeded. (after about → user)',
      "    device 1: at /onboard/card/payment/q-1, heading 'Pay for Biscuit's extra coverage'",
      '    screenshot: test-results/e2e/declined-card-then-good-card-07-payment.png',
      '    screenshot: test-results/e2e/declined-card-then-good-card-FAILED-0.png',
      '    server log during the walk (last 1 lines, static files left out):',
      '      | 12:00:01.234 PATCH /api/plan_purchase/p-1/complete/ → no answer yet',
    ]);
  });

  it('leaves out the static files served (the app\'s scripts and styles): the calls are what a failure is read from', () => {
    const serverLog = [
      line({ reqId: 'req-1', req: { method: 'GET', path: '/assets/app-D9riZ4FK.js' }, msg: 'incoming request' }),
      line({ reqId: 'req-1', res: { statusCode: 200 }, responseTime: 88, msg: 'request completed' }),
      line({ reqId: 'req-2', req: { method: 'GET', path: '/api/v1/origination/o-1/' }, msg: 'incoming request' }),
      line({ reqId: 'req-2', res: { statusCode: 409 }, responseTime: 4, msg: 'request completed' }),
      line({ reqId: 'req-3', req: { method: 'GET', path: '/assets/missing.js' }, msg: 'incoming request' }),
      line({ reqId: 'req-3', res: { statusCode: 404 }, responseTime: 1, msg: 'request completed' }),
    ].join('\n');
    expect(formatFailure({ name: 'a walk', problems: [], screenshots: [], serverLog }).split('\n').slice(1)).toEqual([
      '    server log during the walk (last 2 lines, static files left out):',
      '      | 12:00:01.234 GET /api/v1/origination/o-1/ → 409 in 4 ms',
      '      | 12:00:01.234 GET /assets/missing.js → 404 in 1 ms',
    ]);
  });

  it('says so when the server printed nothing, or served only static files', () => {
    expect(formatFailure({ name: 'webkit: the main story', problems: [], screenshots: [], serverLog: '' })).toContain('the server printed nothing during the walk');
    const served = [
      line({ reqId: 'req-1', req: { method: 'GET', path: '/assets/app-D9riZ4FK.js' }, msg: 'incoming request' }),
      line({ reqId: 'req-1', res: { statusCode: 200 }, responseTime: 88, msg: 'request completed' }),
    ].join('\n');
    expect(formatFailure({ name: 'a walk', problems: [], screenshots: [], serverLog: served })).toContain('the server served only static files during the walk');
  });
});
