/** A Content-Security-Policy header as { directive: [sources] }. */
export function cspOf(header: string | string[] | number | undefined): Record<string, string[]> {
  const policy: Record<string, string[]> = {};
  for (const part of String(header).split(';')) {
    const [directive, ...sources] = part.trim().split(/\s+/);
    if (directive) policy[directive] = sources;
  }
  return policy;
}
