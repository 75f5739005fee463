import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { titleFinder } from '../../src/flow-map/flow-drawing.ts';
import type { MachineDescription } from '../../src/flow-map/machine-description.ts';
import { describeMachine } from '../../src/flow-map/machine-description.ts';
import type { MachineGraphOptions } from '../../src/flow-map/machine-graph.ts';
import { extractMachineGraph } from '../../src/flow-map/machine-graph.ts';
import type { ScreenCaptures } from '../../src/flow-map/screen-captures.ts';

// The onboarding machine as it was at a commit: the commit's files are unpacked into a folder of
// their own (`git archive`), with this checkout's node_modules linked in, and Node loads that
// commit's machine, transition words, story names and screen titles from there. They are read with
// this checkout's reader (machine-graph.ts), so two commits are compared alike.

export interface Version {
  /** What the user typed (`main`, `HEAD~3`), or null for the working tree. */
  ref: string | null;
  /** The commit (short), its date and subject; null for the working tree. */
  commit: { sha: string; date: string; subject: string } | null;
  description: MachineDescription;
}

const git = (root: string, args: string[]): string => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** The commit a ref names, or a clear error. */
function resolveRef(root: string, ref: string): { sha: string; date: string; subject: string } {
  try {
    const [sha = '', date = '', subject = ''] = git(root, ['log', '-1', '--format=%h%x00%cs%x00%s', `${ref}^{commit}`, '--']).split('\0');
    return { sha, date, subject };
  } catch {
    throw new Error(`'${ref}' names no commit of this repository (try a branch, a tag or a hash: git log --oneline).`);
  }
}

/** Unpacks a commit's files into `folder` (which must not exist yet), with node_modules linked in. */
function unpackCommit(root: string, sha: string, folder: string): void {
  mkdirSync(folder, { recursive: true });
  const archive = `${folder}.tar`;
  git(root, ['archive', '--format=tar', '-o', archive, sha]);
  execFileSync('tar', ['-xf', archive, '-C', folder]);
  symlinkSync(join(root, 'node_modules'), join(folder, 'node_modules'), 'dir');
}

/** The machine's description from a checkout of the project (a commit unpacked, or this working tree). */
async function describeCheckout(folder: string): Promise<MachineDescription> {
  const load = async <T>(path: string): Promise<T | null> => (existsSync(join(folder, path)) ? ((await import(pathToFileURL(join(folder, path)).href)) as T) : null);
  const machineModule = await load<{ onboardingMachine?: AnyStateMachine }>('machines/onboarding.machine.ts');
  if (!machineModule?.onboardingMachine) throw new Error(`${folder} has no machines/onboarding.machine.ts exporting onboardingMachine: that commit is older than the map can read.`);
  // The words, story names and screen titles of that version, where it had them.
  const labels = await load<{ onboardingTransitionLabel?: MachineGraphOptions['describeTransition'] }>('src/flow-map/onboarding-labels.ts');
  const stories = await load<{ onboardingStoryFor?: MachineGraphOptions['storyFor'] }>('src/flow-map/onboarding-stories.ts');
  const capturesFile = join(folder, 'docs', 'flow', 'screens', 'screens.json');
  const captures: ScreenCaptures = existsSync(capturesFile) ? (JSON.parse(readFileSync(capturesFile, 'utf8')) as ScreenCaptures) : { version: 1, viewport: { width: 0, height: 0 }, captures: [] };
  const graph = extractMachineGraph(machineModule.onboardingMachine, {
    ...(labels?.onboardingTransitionLabel ? { describeTransition: labels.onboardingTransitionLabel } : {}),
    ...(stories?.onboardingStoryFor ? { storyFor: stories.onboardingStoryFor } : {}),
  });
  return describeMachine(graph, titleFinder(captures));
}

export async function versionAt(root: string, ref: string | null, scratch: string): Promise<Version> {
  if (ref === null) return { ref: null, commit: null, description: await describeCheckout(root) };
  const commit = resolveRef(root, ref);
  const folder = join(scratch, commit.sha);
  if (!existsSync(folder)) unpackCommit(root, commit.sha, folder);
  return { ref, commit, description: await describeCheckout(folder) };
}
