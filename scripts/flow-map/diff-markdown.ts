import type { MachineDiff } from '../../src/flow-map/machine-diff.ts';
import { diffSummary } from '../../src/flow-map/machine-diff.ts';
import type { JourneySpec } from '../../src/flow-map/journey.ts';
import { topLevelIds } from '../../src/flow-map/journey.ts';
import { humanize } from '../../src/flow-map/flow-drawing.ts';
import { graphFromDescription } from '../../src/flow-map/machine-description.ts';
import type { Version } from './machine-at.ts';

// What changed, as Markdown for a pull request: the summary, the two pictures, then every change by
// step, state and transition, with the words before and after.

export interface DiffFiles {
  journeySvg: string;
  detailSvg: string | null;
}

const code = (text: string | null): string => (text ? `\`${text.replace(/`/g, "'")}\`` : '');
const cell = (text: string | null): string => (text ?? '').replace(/\|/g, '\\|').replace(/\n/g, ' ');
const before_after = (fields: Array<{ field: string; before: string | null; after: string | null }>): string =>
  fields.map((field) => `${field.field}: ${field.before === null ? '*none*' : `“${cell(field.before)}”`} → ${field.after === null ? '*none*' : `“${cell(field.after)}”`}`).join('<br>');
const name = (version: Version): string =>
  version.commit ? `\`${version.ref}\` (${version.commit.sha}, ${version.commit.date}: ${cell(version.commit.subject)})` : 'the working tree';
/** '2 added, 1 changed', or '—'. */
const count = (list: Array<{ mark: string }>): string =>
  (['added', 'removed', 'changed'] as const)
    .map((mark) => [mark, list.filter((change) => change.mark === mark).length] as const)
    .filter(([, n]) => n > 0)
    .map(([mark, n]) => `${n} ${mark}`)
    .join(', ') || '—';

/** The journey step a state belongs to ('3 · Your pet'), or its top-level state's name outside the journey. */
function stepNamer(diff: MachineDiff, spec: JourneySpec): (id: string) => string {
  const tops = topLevelIds(graphFromDescription(diff.union));
  const states = new Map(diff.union.states.map((state) => [state.id, state]));
  const stepNames = new Map(spec.steps.flatMap((step, index) => step.states.map((id) => [id, `${index + 1} · ${step.name}`] as const)));
  return (id) => {
    const top = tops.get(id) ?? id;
    const state = states.get(top);
    return stepNames.get(top) ?? humanize(state?.key ?? top);
  };
}

export function diffMarkdown(before: Version, after: Version, diff: MachineDiff, spec: JourneySpec, files: DiffFiles, command: string): string {
  const stepOf = stepNamer(diff, spec);
  const lines: string[] = [
    '# What changed in the flow',
    '',
    `From ${name(before)} to ${name(after)}.`,
    '',
    `**${diffSummary(diff)}**`,
    '',
  ];
  if (diff.states.length === 0 && diff.transitions.length === 0) {
    lines.push(`Made by \`${command}\`.`, '');
    return lines.join('\n');
  }
  lines.push(
    `![What changed, on the applicant's journey](${files.journeySvg})`,
    '',
    'Green: added. Red, dashed: removed. Amber: changed; pale amber: a step with changes inside.',
    '',
    '## By step',
    '',
    '| Step | States | Transitions |',
    '|---|---|---|',
  );
  const steps = [...new Set([...diff.states.map((change) => stepOf(change.id)), ...diff.transitions.map((change) => stepOf(change.transition.sourceId))])];
  for (const step of steps) {
    lines.push(`| ${cell(step)} | ${count(diff.states.filter((change) => stepOf(change.id) === step))} | ${count(diff.transitions.filter((change) => stepOf(change.transition.sourceId) === step))} |`);
  }
  if (diff.states.length > 0) {
    lines.push('', '## States', '', '| Change | State | Step | What |', '|---|---|---|---|');
    for (const change of diff.states) {
      const what = change.mark === 'changed' ? before_after(change.fields) : cell(change.state.description ?? change.state.title ?? '');
      lines.push(`| ${change.mark} | ${code(change.id)} | ${cell(stepOf(change.id))} | ${what} |`);
    }
  }
  if (diff.transitions.length > 0) {
    lines.push('', '## Transitions', '', '| Change | From | Event | Guard | To | In words |', '|---|---|---|---|---|---|');
    for (const change of diff.transitions) {
      const { transition } = change;
      const words = change.mark === 'changed' ? before_after(change.fields) : cell(transition.plainLabel ?? '');
      const event = transition.eventType || 'always';
      lines.push(`| ${change.mark} | ${code(transition.sourceId)} | ${code(event)} | ${code(transition.guard)} | ${transition.targetIds.map(code).join(', ') || 'stays'} | ${words} |`);
    }
  }
  if (files.detailSvg) lines.push('', '## Every change, with the states around it', '', `![Every change, with the states around it](${files.detailSvg})`);
  lines.push('', `Made by \`${command}\`, from the machines of those versions.`, '');
  return lines.join('\n');
}
