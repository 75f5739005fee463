import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import type { Db } from './database.ts';

// Queries whose shape never changes (find by id, the limits' upserts, a progress row), built and
// compiled by Kysely once per dialect and then run with each call's values. Building and compiling
// costs 10–35 µs of CPU per query (a select by id, an upsert) on every call otherwise: several
// queries a call, at 1,400 calls a second (docs/decisions/0023-compiled-query-shapes.md).
//
// The query is written with Kysely as usual, typed by the schema; its values come only from
// `params`. To compile it once, it is built with placeholders in place of the values: each becomes a
// parameter of the compiled SQL, and a later call puts its own values in those positions. A builder
// that computes with a value (adds to it, formats it) would bake the first call's result into the
// SQL: a placeholder refuses to be turned into a number or a string, so such a builder fails at its
// first call instead. Values computed from the call's inputs are computed by the caller.

type Params = Record<string, unknown>;

const PLACEHOLDER = Symbol('fixed-query placeholder');

interface Placeholder {
  readonly [PLACEHOLDER]: string;
}

function placeholder(name: string): Placeholder {
  const refuse = (): never => {
    throw new Error(`fixedQuery: the value "${name}" must go into the query as it is (compute it before the call)`);
  };
  return { [PLACEHOLDER]: name, [Symbol.toPrimitive]: refuse, toJSON: refuse, toString: refuse, valueOf: refuse } as Placeholder;
}

const isPlaceholder = (value: unknown): value is Placeholder => typeof value === 'object' && value !== null && PLACEHOLDER in value;

/** Where each parameter of the compiled SQL comes from: a value of the call, or a constant. */
type Slot = { name: string } | { constant: unknown };

interface Shape {
  compiled: CompiledQuery<unknown>;
  slots: Slot[];
}

export type FixedQuery<P extends Params, R> = (db: Db, params: P) => Promise<QueryResult<R>>;

export function fixedQuery<P extends Params, R>(build: (db: Db, params: P) => Compilable<R>): FixedQuery<P, R> {
  // One shape per dialect adapter (SQLite, PostgreSQL): the SQL text depends on nothing else.
  const shapes = new Map<object, Shape>();
  return async (db, params) => {
    const executor = db.getExecutor();
    // A plugin may rewrite each query (tests add one to watch queries): no shortcut then.
    if (executor.plugins.length > 0) return db.executeQuery(build(db, params).compile());
    const dialect = executor.adapter.constructor;
    let shape = shapes.get(dialect);
    if (!shape) {
      shape = compileShape(db, build, params);
      shapes.set(dialect, shape);
    }
    const parameters = shape.slots.map((slot) => ('name' in slot ? params[slot.name] : slot.constant));
    return db.executeQuery({ ...(shape.compiled as CompiledQuery<R>), parameters });
  };
}

function compileShape<P extends Params, R>(db: Db, build: (db: Db, params: P) => Compilable<R>, params: P): Shape {
  const names = Object.keys(params);
  const placeholders = Object.fromEntries(names.map((name) => [name, placeholder(name)])) as P;
  const compiled = build(db, placeholders).compile();
  const slots: Slot[] = compiled.parameters.map((value) => (isPlaceholder(value) ? { name: value[PLACEHOLDER] } : { constant: value }));
  const used = new Set(slots.flatMap((slot) => ('name' in slot ? [slot.name] : [])));
  const unused = names.filter((name) => !used.has(name));
  // A value that is not a parameter went into the SQL text itself (or nowhere): it would stay the first call's.
  if (unused.length > 0) throw new Error(`fixedQuery: ${unused.join(', ')} did not become parameters of the query`);
  return { compiled, slots };
}

/** The first row, as Kysely's executeTakeFirst. */
export const firstRow = <R>(result: QueryResult<R>): R | undefined => result.rows[0];

/** Rows changed by an insert, update or delete, as a number. */
export const changedRows = (result: QueryResult<unknown>): number => Number(result.numAffectedRows ?? 0);
