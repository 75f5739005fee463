import fastJsonStringify from 'fast-json-stringify';
import { z } from 'zod';

// A response serializer compiled once from the contract's zod schema (through its JSON Schema, with
// fast-json-stringify) instead of zod checking and encoding each answer at run time: for the hottest
// calls only (registerEndpoint's `compiledResponse`). It writes only the properties the schema
// declares, in every nested object, so a field added to a row never leaks; a required field that is
// missing still fails the answer (500). What it does not check at run time (enum values, lengths) the
// handler's types and the contract tests do: each such call has a test that parses its answers with
// the zod schema.

type JsonSchema = { [key: string]: unknown };

const isNull = (schema: unknown): boolean => typeof schema === 'object' && schema !== null && (schema as JsonSchema).type === 'null';

/**
 * The schema in the form fast-json-stringify writes fastest and like zod: `X | null` (zod writes
 * `anyOf: [X, {type: null}]`, which fast-json-stringify would test branch by branch with a validator
 * on every answer) becomes X marked nullable, and objects lose `additionalProperties: false`, so
 * that an undeclared property is left out (as zod strips it) rather than failing the answer.
 */
function writable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(writable);
  if (typeof node !== 'object' || node === null) return node;
  const schema = node as JsonSchema;
  const anyOf = schema.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2 && anyOf.some(isNull)) {
    const { anyOf: _branches, ...rest } = schema;
    return { ...(writable(anyOf.find((branch) => !isNull(branch))) as JsonSchema), ...rest, nullable: true };
  }
  const result: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'additionalProperties' && value === false) continue;
    // Under `properties`, the keys are field names, not keywords.
    result[key] = key === 'properties' ? Object.fromEntries(Object.entries(value as JsonSchema).map(([name, field]) => [name, writable(field)])) : writable(value);
  }
  return result;
}

export function compileSerializer(schema: z.ZodType): (data: unknown) => string {
  const json = writable(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }));
  return fastJsonStringify(json as Parameters<typeof fastJsonStringify>[0]) as (data: unknown) => string;
}
