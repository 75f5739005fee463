import { type CompiledQuery, type Insertable, type Selectable, type Updateable, sql } from 'kysely';
import type { OriginationsTable } from '../db/core-tables.ts';
import { type Db, isPostgres } from '../db/database.ts';
import { tickBatchedReader } from '../db/tick-batch.ts';
import type { Auth } from '../http/auth.ts';

export type OriginationRow = Selectable<OriginationsTable>;

export async function insertOrigination(db: Db, row: Insertable<OriginationsTable>): Promise<void> {
  await db.insertInto('originations').values(row).execute();
}

export async function findOrigination(db: Db, id: string): Promise<OriginationRow | undefined> {
  return db.selectFrom('originations').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Which originations this caller owns, as a condition on the row of that id: an applicant token owns
 * exactly its origination (by id alone), a user owns the originations whose user_id is theirs.
 * Undefined when the caller owns no origination of that id. The one place of this rule.
 */
function ownership(auth: Auth, id: string): { userId: string | null } | undefined {
  if (auth.kind === 'applicant') return auth.originationId === id ? { userId: null } : undefined;
  if (auth.kind === 'user') return { userId: auth.userId };
  return undefined;
}

/** The row when this caller owns it (ownership): rows are read by id, and the owner checked here. */
function ownedRow<R extends Pick<OriginationRow, 'user_id'>>(owner: { userId: string | null }, row: R | undefined): R | undefined {
  return row && (owner.userId === null || row.user_id === owner.userId) ? row : undefined;
}

/** Whether this caller owns the origination of that id (ownership), reading its id and owner only. */
export async function ownsOrigination(db: Db, auth: Auth, id: string): Promise<boolean> {
  const owner = ownership(auth, id);
  if (!owner) return false;
  const row = await db.selectFrom('originations').select(['id', 'user_id']).where('id', '=', id).executeTakeFirst();
  return ownedRow(owner, row) !== undefined;
}

/** Whether the user owns a signup (by its origination id) or the signup of a pet application. */
export async function userOwnsSignup(db: Db, userId: string, ref: { signup_id: string } | { application_id: string }): Promise<boolean> {
  const query = db.selectFrom('originations').select('user_id').where('user_id', '=', userId);
  const row = await ('signup_id' in ref ? query.where('id', '=', ref.signup_id) : query.where('pet_application_id', '=', ref.application_id)).executeTakeFirst();
  return row !== undefined;
}

/** The signup's last modification; undefined when the signup is gone. */
export async function findOriginationModified(db: Db, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('originations').select('modified').where('id', '=', id).executeTakeFirst();
  return row?.modified;
}

/** The origination when this caller owns it, in one query; undefined for anything else. */
export async function findOwnedOrigination(db: Db, auth: Auth, id: string): Promise<OriginationRow | undefined> {
  const owner = ownership(auth, id);
  return owner ? ownedRow(owner, await findOrigination(db, id)) : undefined;
}

/**
 * What the decision poll reads of its origination, and no more: every waiting applicant asks every
 * 3 s, and each column is described, sent and parsed on every call (the encrypted SSN, the income
 * and the other addresses never leave the database for it).
 */
const POLL_COLUMNS = [
  'id', 'flow_type', 'correlation_id', 'phone_verified', 'user_id', 'animal', 'pet_decline_reason', 'waitlist', 'individual',
  'ssn_last4', 'completed_at', 'prequal_outcome', 'prequal_due_at', 'offer_credit_limit', 'offer_apr', 'accepted_at',
  'approval_outcome', 'approval_due_at', 'had_insurance_before', 'pet_application_id', 'promo_code', 'offer_code', 'modified',
] as const satisfies readonly (keyof OriginationsTable)[];

export type PollRow = Pick<OriginationRow, (typeof POLL_COLUMNS)[number]>;

// The poll's query, built and compiled by Kysely once per database and then run with each call's
// values: building and compiling it again was about a tenth of the poll's CPU. It has no branches,
// so the SQL of the first call is the SQL of every call. A Kysely instance with plugins is another
// instance: its own compilation, its plugins applied.
const pollById = new WeakMap<Db, CompiledQuery<PollRow>>();

function pollByIdOf(db: Db): CompiledQuery<PollRow> {
  let query = pollById.get(db);
  if (!query) {
    query = db.selectFrom('originations').select(POLL_COLUMNS).where('id', '=', '').compile();
    pollById.set(db, query);
  }
  return query;
}

/** At most this many polls share one query: the rows of one answer stay small. */
const POLL_BATCH = 256;

// On PostgreSQL, the polls that arrive in one turn of the event loop read their rows in one query
// (tick-batch.ts, docs/decisions/0027): each query is a round trip to another process, and under 50
// connections a third of the poll's time was that round trip. SQLite reads in-process without one.
// A transaction is an instance of its own: its reader batches only the reads made through it.
const pollReaders = new WeakMap<Db, (id: string) => Promise<PollRow | undefined>>();

function pollReaderOf(db: Db): (id: string) => Promise<PollRow | undefined> {
  let reader = pollReaders.get(db);
  if (!reader) {
    const byIds = db
      .selectFrom('originations')
      .select(POLL_COLUMNS)
      .where(sql<boolean>`${sql.ref('id')} = any(cast(${[] as string[]} as text[]))`)
      .compile();
    reader = tickBatchedReader<string, PollRow>(async (ids) => {
      const { rows } = await db.executeQuery<PollRow>({ ...byIds, parameters: [ids] });
      return new Map(rows.map((row) => [row.id, row]));
    }, POLL_BATCH);
    pollReaders.set(db, reader);
  }
  return reader;
}

/** The poll's columns of the origination when this caller owns it (ownership), in one query. */
export async function findOwnedPollRow(db: Db, auth: Auth, id: string): Promise<PollRow | undefined> {
  const owner = ownership(auth, id);
  if (!owner) return undefined;
  const row = isPostgres(db)
    ? await pollReaderOf(db)(id)
    : (await db.executeQuery<PollRow>({ ...pollByIdOf(db), parameters: [id] })).rows[0];
  return ownedRow(owner, row);
}

/** The newest completed application of a phone number: the one a new start resumes. */
export async function findCompletedByPhone(db: Db, phone: string): Promise<OriginationRow | undefined> {
  return db
    .selectFrom('originations')
    .selectAll()
    .where('phone_number', '=', phone)
    .where('completed_at', 'is not', null)
    .orderBy('created', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function listByUser(db: Db, userId: string): Promise<OriginationRow[]> {
  return db.selectFrom('originations').selectAll().where('user_id', '=', userId).orderBy('created', 'desc').execute();
}

export async function updateOrigination(db: Db, id: string, changes: Updateable<OriginationsTable>, modified: string): Promise<void> {
  await db.updateTable('originations').set({ ...changes, modified }).where('id', '=', id).execute();
}

type NullableColumn = 'accepted_at' | 'had_insurance_before' | 'completed_at' | 'pet_application_id';

/**
 * Compare-and-set: applies the changes only while `column` is still null. True when this call made
 * the change; false when another call (or an earlier one) already did. Concurrent requests thus
 * produce one record and one outcome.
 */
export async function updateOriginationIfNull(
  db: Db,
  id: string,
  column: NullableColumn,
  changes: Updateable<OriginationsTable>,
  modified: string,
): Promise<boolean> {
  const result = await db
    .updateTable('originations')
    .set({ ...changes, modified })
    .where('id', '=', id)
    .where(column, 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
