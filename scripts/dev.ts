import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// `npm run dev`: the API on API_PORT (3001) and Vite on 5173, whose /api proxy points at the API
// (vite.config.ts). Both run on this Node; stopping one stops the other.

const apiPort = process.env.API_PORT ?? '3001';
const root = fileURLToPath(new URL('..', import.meta.url));
const children: ChildProcess[] = [];

function run(name: string, args: string[], env: Record<string, string>): void {
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    console.log(`${name} stopped (${code ?? 'signal'})`);
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  children.push(child);
}

run('api', ['server/main.ts'], { PORT: apiPort, API_PORT: apiPort, STATIC_DIR: 'no-static-app-in-dev' });
run('vite', ['node_modules/vite/bin/vite.js'], { API_PORT: apiPort });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
