import type { OriginationSummary } from '../../services/contract/origination.schema.ts';

/**
 * The first (newest) application of a lookup's answer, in a transition whose guard saw one: none is
 * a bug in the machine, so it throws rather than adopt an application with an empty id.
 */
export function firstApplication(applications: OriginationSummary[]): OriginationSummary {
  const [first] = applications;
  if (!first) throw new Error('No application in the lookup: the guard that took this transition saw one');
  return first;
}
