import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { budget } from './time-budget.ts';

// The end-to-end runner must never leave its server behind: it is started for real here (on a
// stand-in page instead of a fresh build, in a folder of its own so that its reports do not replace
// the real run's) and made to fail, or stopped by a signal.

const runner = fileURLToPath(new URL('../e2e/run.ts', import.meta.url));
const workDir = mkdtempSync(join(tmpdir(), 'zoomies-runner-'));
const staticDir = join(workDir, 'app');
mkdirSync(staticDir);
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>stand-in</title><h1>stand-in</h1>');
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

interface Run {
  code: number | null;
  output: string;
  serverPid: number | null;
}

function runRunner(env: Record<string, string>, onLine?: (line: string, child: ReturnType<typeof spawn>) => void): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [runner, '^no-such-walk$'], {
      cwd: workDir,
      env: { ...process.env, E2E_SKIP_BUILD: '1', STATIC_DIR: staticDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const read = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      for (const line of text.split('\n')) onLine?.(line, child);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => {
      const pid = /server: pid (\d+)/.exec(output)?.[1];
      resolve({ code, output, serverPid: pid ? Number(pid) : null });
    });
  });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('the e2e runner stops its server', () => {
  it('when the browser cannot be launched', async () => {
    const run = await runRunner({ CHROMIUM_PATH: join(staticDir, 'no-chromium-here') });
    expect(run.code).toBe(1);
    expect(run.output).toContain('the run stopped');
    expect(run.serverPid).not.toBeNull();
    expect(isRunning(run.serverPid as number)).toBe(false);
  }, budget(60_000));

  it('on SIGTERM while it runs', async () => {
    const run = await runRunner({}, (line, child) => {
      if (line.startsWith('server: pid')) child.kill('SIGTERM');
    });
    expect(run.code).toBe(143);
    expect(run.serverPid).not.toBeNull();
    expect(isRunning(run.serverPid as number)).toBe(false);
  }, budget(60_000));

  it('on SIGINT while it runs', async () => {
    const run = await runRunner({}, (line, child) => {
      if (line.startsWith('server: pid')) child.kill('SIGINT');
    });
    expect(run.code).toBe(130);
    expect(isRunning(run.serverPid as number)).toBe(false);
  }, budget(60_000));
});
