// The command line of `npm run flow:diff`: one or two refs, in any place, and `--out <folder>`.

export interface DiffArgs {
  refs: [string] | [string, string];
  out: string | null;
}

export const DIFF_USAGE =
  'Usage: npm run flow:diff -- <git-ref> [<git-ref>] [--out <folder>]\n  One ref: that commit against the working tree. Two: the first against the second.';

/** The refs and the folder, or null when the command line is not one of those. */
export function parseDiffArgs(args: readonly string[]): DiffArgs | null {
  const refs: string[] = [];
  let out: string | null = null;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] as string;
    if (arg === '--out') {
      const folder = args[index + 1];
      if (!folder || folder.startsWith('--')) return null;
      out = folder;
      index += 1;
    } else if (arg.startsWith('--')) return null;
    else refs.push(arg);
  }
  if (refs.length === 1) return { refs: [refs[0] as string], out };
  if (refs.length === 2) return { refs: [refs[0] as string, refs[1] as string], out };
  return null;
}
