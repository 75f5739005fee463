import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { createGeneratorSync } from 'json-schema-faker';
import { seededRandom } from '../../seeded-random.ts';

// The project's own fuzzing (the kind of check Schemathesis makes): for every operation of the
// OpenAPI document, requests with generated and mutated parameters and bodies, from a seeded random
// source so a failure replays. Each answer must be declared by the document and valid against it,
// never a 5xx, and never show a stack trace or SQL.

export type JsonSchema = Record<string, unknown>;

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Strings that have broken servers: NUL, lone surrogates, SQL, markup, paths, huge, empty. */
const NASTY_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\uD800',
  "' OR 1=1 --",
  '"; DROP TABLE originations; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '🐾🐕‍🦺',
  'x'.repeat(5000),
  '-1',
  '1e309',
  'null',
  '00000000-0000-0000-0000-000000000000',
];
const NASTY_VALUES: unknown[] = [null, true, -1, 0, 1.5, 2 ** 53, -(2 ** 31), [], {}, [null], { nested: { deep: [1] } }];

/** Matches text a server must never show: stack frames, driver and SQL messages, file paths (quotes as a JSON answer escapes them, too). */
export const LEAK = /\bat \S+ \(|node_modules|\.ts:\d+|SQLITE_|sqlite|syntax error|relation \\?"|violates|duplicate key|\bselect\b.+\bfrom\b|\binsert into\b|\bupdate\b.+\bset\b|pg_|Kysely|TypeError|ReferenceError/i;

/** A path part as a client would send it; text that is not Unicode goes as the bytes it would be. */
function encodedPathPart(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

// The random values the server mints (tokens, ids, correlation ids) are base64url and can spell
// `pg_` by chance (a full test run failed once on a start's answer so, and once on a sign-in's
// `shared_key`, "amPG_zj-…"). The leak check reads everything else of a JSON answer: its messages
// and details are never under such keys.
const MINTED_VALUE_KEY = /token|secret|^access$|^refresh$|(^|_)(id|key)$/i;
export function withoutMintedValues(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), (key, value: unknown) => (typeof value === 'string' && MINTED_VALUE_KEY.test(key) ? '' : value));
  } catch {
    return body;
  }
}

export class Fuzzer {
  private readonly random: () => number;
  private readonly faker: ReturnType<typeof createGeneratorSync>;
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<JsonSchema, ValidateFunction>();
  private readonly document: OpenApiDocument;

  constructor(document: OpenApiDocument, seed: number) {
    this.document = document;
    this.random = seededRandom(seed);
    this.faker = createGeneratorSync({ seed, maxDepth: 4, maxDefaultItems: 3, optionalsProbability: 0.7 });
    this.ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
    addFormats.default(this.ajv);
    this.ajv.addSchema({ $id: 'openapi', components: document.components ?? {} });
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)] as T;
  }

  chance(probability: number): boolean {
    return this.random() < probability;
  }

  /** `#/components/...` refs point into the document registered as `openapi`. */
  private resolved(schema: JsonSchema): JsonSchema {
    return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')) as JsonSchema;
  }

  generate(schema: JsonSchema): unknown {
    try {
      return this.faker.generate({ ...schema, components: this.document.components } as never);
    } catch {
      return {};
    }
  }

  /** A generated value, then (most of the time) broken in one of the ways that break servers. */
  mutate(value: unknown): unknown {
    const roll = this.random();
    if (roll < 0.2) return value;
    if (roll < 0.3) return this.pick(NASTY_VALUES);
    if (value === null || typeof value !== 'object') return this.chance(0.5) ? this.pick(NASTY_STRINGS) : this.pick(NASTY_VALUES);
    const copy: Record<string, unknown> = Array.isArray(value) ? { ...value } : { ...(value as Record<string, unknown>) };
    const keys = Object.keys(copy);
    const key = keys.length > 0 ? this.pick(keys) : 'field';
    if (roll < 0.45) delete copy[key];
    else if (roll < 0.65) copy[key] = this.pick(NASTY_STRINGS);
    else if (roll < 0.8) copy[key] = this.pick(NASTY_VALUES);
    else if (roll < 0.9) copy[this.pick(['unexpected', '__proto__', 'constructor', 'a\u0000b', ''])] = this.pick(NASTY_STRINGS);
    else copy[key] = this.mutate(copy[key]);
    return Array.isArray(value) ? Object.values(copy) : copy;
  }

  /** A value for one parameter: generated, a real id from the pool, or something nasty. */
  parameterValue(parameter: Parameter, ids: readonly string[]): string {
    if (parameter.in === 'path' && ids.length > 0 && this.chance(0.5)) return this.pick(ids);
    const value = this.chance(0.6) ? this.generate(parameter.schema) : this.pick(NASTY_STRINGS);
    return typeof value === 'string' ? value : JSON.stringify(value);
  }

  /** One request for an operation. */
  request(path: string, method: string, operation: Operation, ids: readonly string[], headers: Record<string, string>): InjectOptions {
    let url = path;
    const query = new URLSearchParams();
    for (const parameter of operation.parameters ?? []) {
      if (parameter.in === 'header') continue;
      if (!parameter.required && this.chance(0.3)) continue;
      const value = this.parameterValue(parameter, ids);
      if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodedPathPart(value));
      else query.set(parameter.name, value);
    }
    if (this.chance(0.1)) query.set(this.pick(['extra', 'a\u0000', '__proto__']), this.pick(NASTY_STRINGS));
    const search = query.toString();
    const options: InjectOptions = { method: method.toUpperCase() as InjectOptions['method'], url: search ? `${url}?${search}` : url, headers: { ...headers } };
    const json = operation.requestBody?.content['application/json']?.schema;
    const form = operation.requestBody?.content['multipart/form-data']?.schema;
    if (json) {
      const body = this.mutate(this.generate(json));
      if (this.chance(0.08)) {
        options.payload = this.pick(['{"unterminated": ', 'not json at all', '']);
        options.headers = { ...options.headers, 'content-type': this.pick(['application/json', 'text/plain', 'application/xml']) };
      } else {
        options.payload = JSON.stringify(body ?? null);
        options.headers = { ...options.headers, 'content-type': 'application/json' };
      }
    } else if (form) {
      Object.assign(options, this.multipart(form));
      options.headers = { ...headers, ...(options.headers as Record<string, string>) };
    }
    return options;
  }

  private multipart(schema: JsonSchema): { payload: Buffer; headers: Record<string, string> } {
    const boundary = '----zoomies-fuzz';
    const fields = this.mutate(this.generate({ ...schema, properties: { ...(schema.properties as object), file: undefined } })) as Record<string, unknown> | null;
    const chunks: Buffer[] = [];
    for (const [name, value] of Object.entries(fields && typeof fields === 'object' ? fields : {})) {
      if (name === 'file' || value === undefined) continue;
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, '')}"\r\n\r\n${String(value)}\r\n`));
    }
    if (this.chance(0.8)) {
      const content = this.pick([Buffer.from('%PDF-1.7\n%fuzz\n'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]), Buffer.from('plain text'), Buffer.alloc(0)]);
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f.pdf"\r\nContent-Type: application/pdf\r\n\r\n`), content, Buffer.from('\r\n'));
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }

  /** What is wrong with an answer, or null: undeclared status, 5xx, leaked internals, invalid body. */
  problemWith(operation: Operation, response: LightMyRequestResponse): string | null {
    if (response.statusCode >= 500) return `${response.statusCode}: ${response.body.slice(0, 200)}`;
    if (LEAK.test(withoutMintedValues(response.body))) return `leaks internals: ${response.body.slice(0, 200)}`;
    const declared = operation.responses[String(response.statusCode)] ?? operation.responses.default;
    if (!declared) return `status ${response.statusCode} is not declared (${response.body.slice(0, 120)})`;
    const schema = declared.content?.['application/json']?.schema;
    if (!schema) return response.body.length === 0 ? null : `status ${response.statusCode} declares no body but got ${response.body.slice(0, 120)}`;
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      return `status ${response.statusCode}: not JSON (${response.body.slice(0, 120)})`;
    }
    let validate = this.validators.get(schema);
    if (!validate) {
      validate = this.ajv.compile(this.resolved(schema));
      this.validators.set(schema, validate);
    }
    if (validate(body)) return null;
    return `status ${response.statusCode}: body does not match the document (${this.ajv.errorsText(validate.errors)}): ${response.body.slice(0, 160)}`;
  }
}

export async function fuzzOperation(
  app: FastifyInstance,
  fuzzer: Fuzzer,
  path: string,
  method: string,
  operation: Operation,
  options: { requests: number; ids: readonly string[]; authorizations: readonly Record<string, string>[]; statuses: Map<number, number> },
): Promise<string[]> {
  const problems: string[] = [];
  for (let i = 0; i < options.requests; i += 1) {
    const request = fuzzer.request(path, method, operation, options.ids, fuzzer.pick(options.authorizations));
    const response = await app.inject(request);
    options.statuses.set(response.statusCode, (options.statuses.get(response.statusCode) ?? 0) + 1);
    const problem = fuzzer.problemWith(operation, response);
    if (problem) problems.push(`${method.toUpperCase()} ${path} [${String(request.url).slice(0, 100)}]: ${problem}`);
  }
  return problems;
}
