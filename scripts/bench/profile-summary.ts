import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

// `npm run bench:profile -- <file.cpuprofile> [rows]`: where a V8 CPU profile of the server spent
// its busy time (idle left out), by package (self time, and time with that package anywhere on the
// stack: a query's time counts for kysely whatever ran inside it) and by function. Take the profile
// with BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=…" npm run bench:scale (see bench-scale.ts).
//
// Time inside a native call (a socket write, SQLite running a statement) is counted to the function
// that called it, and it is wall time: on a loaded machine a system call waits for a core and looks
// longer than it is. The bench's CPU time per call is the figure to compare; this says where to look.

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const root = process.cwd();

/** A package name, a node: module group, a folder of the project, or the engine itself. */
function origin(url: string): string {
  if (!url) return '(engine: native, GC, program)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] as string;
  if (url.startsWith('node:')) return url.replace(/^node:internal\/([^/]+).*/, 'node:$1');
  if (url.startsWith('file://')) return relative(root, new URL(url).pathname).split('/').slice(0, 2).join('/');
  return url;
}

/** The file of a frame, short: inside its package, or from the project's root. */
function place(url: string): string {
  const inPackage = /node_modules\/(.*)$/.exec(url);
  if (inPackage) return inPackage[1] as string;
  if (url.startsWith('file://')) return relative(root, new URL(url).pathname);
  return url || '(native)';
}

export function summarizeProfile(profile: CpuProfile, rows = 20): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const timeOf = new Map<number, number>();
  profile.samples.forEach((id, i) => timeOf.set(id, (timeOf.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

  const selfByOrigin = new Map<string, number>();
  const onStackByOrigin = new Map<string, number>();
  const selfByFunction = new Map<string, number>();
  let busy = 0;
  const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
  for (const [id, us] of timeOf) {
    const frame = (byId.get(id) as ProfileNode).callFrame;
    if (frame.functionName === '(idle)') continue;
    busy += us;
    add(selfByOrigin, origin(frame.url), us);
    add(selfByFunction, `${frame.functionName || '(anonymous)'}  ${place(frame.url)}${frame.url ? `:${frame.lineNumber + 1}` : ''}`, us);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) seen.add(origin((byId.get(at) as ProfileNode).callFrame.url));
    for (const name of seen) add(onStackByOrigin, name, us);
  }
  const table = (title: string, map: Map<string, number>) =>
    [
      title,
      ...[...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, rows)
        .map(([key, us]) => `  ${((100 * us) / busy).toFixed(1).padStart(5)}%  ${key}`),
    ].join('\n');
  return [
    `busy ${(busy / 1000).toFixed(0)} ms (idle left out; start-up included)`,
    table('self time by origin:', selfByOrigin),
    table('on the stack, by origin:', onStackByOrigin),
    table('self time by function:', selfByFunction),
  ].join('\n\n');
}

if (import.meta.main) {
  const [file, rows] = process.argv.slice(2);
  if (!file) {
    console.error('Usage: npm run bench:profile -- <file.cpuprofile> [rows]');
    process.exit(1);
  }
  console.log(summarizeProfile(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, Number(rows ?? 20)));
}
