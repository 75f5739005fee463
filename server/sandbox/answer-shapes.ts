import { z } from 'zod';
import { endpoints, type EndpointName } from '../../services/contract/endpoints.ts';
import { RouteName } from '../../services/contract/routes.ts';

// The answer shapes of the sandbox fault switch (`fault-switch.ts`): the named call runs for real
// (its checks, its sign-in), and its successful answer is given another shape the contract allows
// and a real server may send, for the branches of the flow that handle it:
//   listOriginations=empty          an account whose applications list is empty ({ results: [] });
//   originationValidate=next:PostPayment
//                                   the answer names that route as the next step (every `next` of
//                                   the answer, and of each of its results);
//   originationValidate=unvalidated the answer says `success: false` (the phone not validated).
// The reshaped answer is checked against the call's response schema before it goes out.

export type AnswerShape = { shape: 'empty' } | { shape: 'unvalidated' } | { shape: 'next'; next: RouteName };

/** The item schema of a `results` list answer, or null for another answer. */
function resultItem(response: z.ZodType): z.ZodType | null {
  if (!(response instanceof z.ZodObject)) return null;
  const list = (response.shape as Record<string, z.ZodType>).results;
  return list instanceof z.ZodArray ? (list.element as z.ZodType) : null;
}

const namesNext = (schema: z.ZodType | null): boolean => schema instanceof z.ZodObject && 'next' in (schema.shape as Record<string, unknown>);

const answersSuccess = (response: z.ZodType): boolean => response instanceof z.ZodObject && 'success' in (response.shape as Record<string, unknown>);

/** `empty`, `unvalidated` or `next:<route name>` for this call; throws a readable message when the call cannot answer that shape. */
export function parseAnswerShape(call: EndpointName, text: string): AnswerShape {
  const response = endpoints[call].response as z.ZodType;
  if (text === 'empty') {
    if (resultItem(response) === null) throw new Error(`"${call}" does not answer a list: it has no empty answer`);
    return { shape: 'empty' };
  }
  if (text === 'unvalidated') {
    if (!answersSuccess(response)) throw new Error(`"${call}" answers no success: it has no unvalidated answer`);
    return { shape: 'unvalidated' };
  }
  const route = text.slice('next:'.length);
  const parsed = RouteName.safeParse(route);
  if (!parsed.success) throw new Error(`"${route}" is not a route name of the contract`);
  if (!namesNext(response) && !namesNext(resultItem(response))) throw new Error(`"${call}" does not name a next step`);
  return { shape: 'next', next: parsed.data };
}

const withNext = (value: unknown, next: RouteName): unknown =>
  value !== null && typeof value === 'object' && 'next' in value ? { ...value, next } : value;

/** The call's successful answer in the chosen shape; throws when the result would break the contract. */
export function reshapeAnswer(call: EndpointName, shape: AnswerShape, answer: unknown): unknown {
  let reshaped: unknown;
  if (shape.shape === 'empty') reshaped = { ...(answer as object), results: [] };
  else if (shape.shape === 'unvalidated') reshaped = { ...(answer as object), success: false };
  else {
    const top = withNext(answer, shape.next) as Record<string, unknown>;
    reshaped = Array.isArray(top.results) ? { ...top, results: top.results.map((item) => withNext(item, shape.next)) } : top;
  }
  const checked = (endpoints[call].response as z.ZodType).safeParse(reshaped);
  if (!checked.success) throw new Error(`${call}: the ${shape.shape} answer does not pass the contract (${checked.error.message})`);
  return reshaped;
}
