import type { FlowStateId, FunnelQuery, FunnelResponse, FunnelState } from '../../services/contract/flow.schema.ts';
import { DAY_MS, FLOW_STATE_IDS } from '../../services/contract/flow.schema.ts';
import type { Db } from '../db/database.ts';
import { listEntriesOfApplicationsEnteredIn } from './progress.repository.ts';

// The flow map's funnel, from the applications' progress rows: for each top-level state, the
// applications that entered it within the range (UTC days, both included), where each went next
// (its next entry, whenever that came) and the median time between the two entries. An application
// that went back and forth counts once per state: its first entry.

interface Entry {
  state: FlowStateId;
  at: number;
}

const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return Math.round(sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2);
};

export async function computeFunnel(db: Db, range: FunnelQuery): Promise<FunnelResponse> {
  const start = `${range.from}T00:00:00.000Z`;
  const end = new Date(Date.parse(`${range.to}T00:00:00.000Z`) + DAY_MS).toISOString();
  // Every entry of the applications that entered some state in the range, in order.
  const rows = await listEntriesOfApplicationsEnteredIn(db, start, end);

  const byApplication = new Map<string, Entry[]>();
  for (const row of rows) {
    const entries = byApplication.get(row.origination_id) ?? [];
    entries.push({ state: row.state_id as FlowStateId, at: Date.parse(row.entered_at) });
    byApplication.set(row.origination_id, entries);
  }

  const startMs = Date.parse(start);
  const endMs = Date.parse(end);
  const states = new Map<FlowStateId, { entered: number; exited: Partial<Record<FlowStateId, number>>; durations: number[] }>(
    FLOW_STATE_IDS.map((id) => [id, { entered: 0, exited: {}, durations: [] }]),
  );
  for (const entries of byApplication.values()) {
    entries.forEach((entry, index) => {
      const tally = states.get(entry.state);
      if (!tally || entry.at < startMs || entry.at >= endMs) return;
      tally.entered += 1;
      const next = entries[index + 1];
      if (!next) return;
      tally.exited[next.state] = (tally.exited[next.state] ?? 0) + 1;
      tally.durations.push(next.at - entry.at);
    });
  }
  return {
    states: FLOW_STATE_IDS.map((id): FunnelState => {
      const tally = states.get(id) as { entered: number; exited: Partial<Record<FlowStateId, number>>; durations: number[] };
      return { id, entered: tally.entered, exited: tally.exited, median_ms: median(tally.durations) };
    }),
  };
}
