import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import type { AppConfig } from '../../server/config.ts';
import { createDatabase, type Db } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { budget } from '../browser/time-budget.ts';
import { createClock } from '../server/helpers/test-clock.ts';
import { ANIMAL, ADDRESS, AGREED_DOCUMENTS, completeBody, freshPhone } from '../server/helpers/flow.ts';
import { privateClusterUnavailable, startPrivateCluster, type PrivateCluster } from './private-cluster.ts';

// Issue 34, item 9 (docs/decisions/0066): PostgreSQL restarts (`pg_ctl restart -m fast`) while
// applicants walk the real API over HTTP. The API answers 503 with Retry-After while the database is
// away, never 500; once it is back every application goes on, and every step the API acknowledged
// (a 2xx) is still there when read back.
//
// The database is a private cluster of this test's own (private-cluster.ts): the shared server on
// 5432 is never touched. A handful of applicants by default, a few seconds; more, and several
// restarts, with RESTART_APPLICANTS=<walkers at once> and RESTART_ROUNDS=<restarts>.
//
// Each walker acts as the app does: it asks the server where the application stands, and takes that
// step. A 503 is waited out (briefly here; the app waits Retry-After) and the question asked again.
// A step whose effect is uncertain and cannot be repeated without a refusal (a code that may have
// been used, a code that may not have been sent) ends that walk: the walker starts a new applicant,
// and the abandoned one is still read back for what was acknowledged. The clock stands still, and
// decisions are due at once (delay 0), so no walker ever needs another's time to pass.

const WALKERS = Number(process.env.RESTART_APPLICANTS ?? 4);
const ROUNDS = Number(process.env.RESTART_ROUNDS ?? 1);
/** A walker waits this long after a 503 (the app waits Retry-After; the test keeps it short). */
const WAIT_AFTER_UNAVAILABLE_MS = 50;
/** Calls answered before the first restart: the walks are under way. */
const WARM_UP_CALLS = 40;

const skipReason = privateClusterUnavailable();
if (skipReason) console.log(`PostgreSQL restart test skipped: ${skipReason}.`);

interface Answer {
  call: string;
  status: number;
  retryAfter: string | null;
  code: string | null;
}

/** What the API acknowledged of one application, step by step. */
interface Walked {
  id: string;
  token: string;
  verified: boolean;
  pet: boolean;
  completed: boolean;
  accepted: boolean;
  quiz: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(skipReason !== null)('a PostgreSQL restart while applicants walk the API', () => {
  let cluster: PrivateCluster;
  let db: Db;
  let app: FastifyInstance;
  let base: string;
  let dataDir: string;
  const clock = createClock();

  beforeAll(async () => {
    cluster = await startPrivateCluster();
    dataDir = mkdtempSync(join(tmpdir(), 'zoomies-restart-'));
    const config: AppConfig = {
      port: 0,
      host: '127.0.0.1',
      databaseUrl: cluster.url,
      dataDir,
      mode: 'sandbox',
      decisionDelayMs: 0,
      ssnKey: randomBytes(32),
      tokenSecret: randomBytes(32),
      stripePublishableKey: null,
      stripeSecretKey: null,
      googleMapsKey: null,
      staticDir: join(dataDir, 'no-app'),
      publicUrl: 'http://zoomies.test',
      waitlistUrl: null,
      analyticsWriteKey: null,
      analyticsEndpoint: 'http://127.0.0.1:9',
      flowStaffToken: null,
      now: clock.now,
      trustProxy: false,
      clientLimits: null,
      delivery: { twilio: null, smtp: null, pollMs: 0 },
    };
    db = createDatabase({ databaseUrl: cluster.url, dataDir });
    await migrateToLatest(db);
    app = await buildApp({ config, db });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  }, budget(60_000));

  afterAll(async () => {
    try {
      await app?.close();
      await db?.destroy();
    } finally {
      await cluster?.stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('answers 503 with Retry-After while it is away, never 500, and loses nothing it acknowledged', { timeout: budget(120_000) }, async () => {
    const answers: Answer[] = [];
    const walked: Walked[] = [];
    let restarting = false;
    let restartsDone = 0;
    /** Set when a walker fails: the others and the restarts stop, and the failure is reported. */
    let stopped = false;

    async function call(name: string, method: string, path: string, token: string | null, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      const json = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
      answers.push({ call: name, status: response.status, retryAfter: response.headers.get('retry-after'), code: typeof json.code === 'string' ? json.code : null });
      if (response.status === 503) await sleep(WAIT_AFTER_UNAVAILABLE_MS);
      return { status: response.status, json };
    }

    /** A read, asked again after each 503 (what the app's client does by itself). */
    async function read(name: string, path: string, token: string | null): Promise<Record<string, unknown>> {
      for (;;) {
        const { status, json } = await call(name, 'GET', path, token);
        if (status >= 200 && status < 300) return json;
        if (status !== 503) throw new Error(`${name} ${path} answered ${status} ${JSON.stringify(json)}`);
      }
    }

    async function newestCode(phone: string): Promise<string | null> {
      const { results } = (await read('outbox', `/api/sandbox/outbox/?to=${encodeURIComponent(phone)}`, null)) as { results: { kind: string; code: string | null }[] };
      return results.find((m) => m.kind === 'partner_code')?.code ?? null;
    }

    /** One applicant from the start to the add-ons page, or until a step's effect is uncertain. */
    async function walkOne(): Promise<void> {
      const phone = freshPhone();
      let started: Record<string, unknown> | null = null;
      while (!started) {
        const { status, json } = await call('start', 'POST', '/api/v1/origination/start/', null, { client_id: 'restart', flowType: 'desktop', phoneNumber: phone, dob: '01-15' });
        if (status === 200) started = json;
      }
      const a: Walked = { id: String(started.id), token: String(started.auth_token), verified: false, pet: false, completed: false, accepted: false, quiz: false };
      walked.push(a);
      let checkStarted = false;
      let triedCode: string | null = null;
      for (let step = 0; step < 60; step += 1) {
        const { next } = (await read('where', `/api/v1/origination/${a.id}/`, a.token)) as { next: string | null };
        switch (next) {
          case 'zoomies.card.verify': {
            if (triedCode !== null) return; // The code may have been used: this walk ends here.
            if (!checkStarted) {
              checkStarted = true;
              const { status } = await call('phoneCheck', 'POST', `/api/v1/origination/${a.id}/phone_check/`, a.token);
              if (status !== 200 && (await newestCode(phone)) === null) return; // Not sent, or sent without its text.
              break;
            }
            const code = await newestCode(phone);
            if (code === null) return;
            triedCode = code;
            const { status } = await call('verify', 'POST', `/api/v1/origination/${a.id}/phone_check/verify/`, a.token, { code });
            if (status === 200) a.verified = true;
            break;
          }
          case 'zoomies.card.about': {
            a.verified = true;
            const { status } = await call('pet', 'POST', '/api/v1/origination/pet_information/', a.token, { client_id: 'restart', origination_id: a.id, animal: ANIMAL, address: ADDRESS });
            if (status === 200) a.pet = true;
            break;
          }
          case 'zoomies.card.user': {
            const { status } = await call('complete', 'POST', '/api/v1/origination/complete/', a.token, completeBody({ id: a.id, token: a.token, phone }));
            if (status === 200) a.completed = true;
            break;
          }
          case 'zoomies.card.preprocessing':
          case 'zoomies.card.processing':
            await read('poll', `/api/v1/card/signup/${a.id}/`, a.token);
            break;
          case 'zoomies.card.accept-offer': {
            const { status } = await call('accept', 'POST', '/api/v1/origination/accept_offer/', a.token, { client_id: 'restart', origination_id: a.id, agreed_documents: AGREED_DOCUMENTS });
            if (status === 200) a.accepted = true;
            break;
          }
          case 'zoomies.card.quiz': {
            const { status } = await call('quiz', 'PATCH', `/api/v1/card/signup/${a.id}/insurance_quiz/`, a.token, { had_insurance_before: true });
            if (status === 200) a.quiz = true;
            break;
          }
          case 'zoomies.card.additional-services':
            return;
          default:
            throw new Error(`applicant ${a.id} is at ${String(next)}: not a step of this walk`);
        }
      }
      throw new Error(`applicant ${a.id} did not reach the add-ons page in 60 steps`);
    }

    /** Walks applicants one after another until every restart is over, then one more. */
    async function walker(): Promise<void> {
      try {
        while (!stopped && (restartsDone < ROUNDS || restarting)) await walkOne();
        if (!stopped) await walkOne();
      } catch (error) {
        stopped = true;
        throw error;
      }
    }

    async function restarts(): Promise<void> {
      for (let round = 0; round < ROUNDS && !stopped; round += 1) {
        const before = answers.length;
        while (!stopped && answers.length < before + WARM_UP_CALLS) await sleep(10);
        restarting = true;
        await cluster.restartFast();
        restarting = false;
        restartsDone += 1;
      }
    }

    const settled = await Promise.allSettled([restarts(), ...Array.from({ length: WALKERS }, () => walker())]);
    const failure = settled.find((result) => result.status === 'rejected');
    if (failure) {
      const failedCalls = answers.filter((a) => a.status !== 503 && (a.status < 200 || a.status >= 300));
      throw new Error(`${String(failure.reason)}; answers other than 2xx and 503: ${JSON.stringify(failedCalls)}`);
    }

    // What the API answered: 2xx, or 503 with Retry-After and the contract's code. Nothing else.
    const others = answers.filter((a) => (a.status < 200 || a.status >= 300) && !(a.status === 503 && a.retryAfter === '2' && a.code === 'service_unavailable'));
    expect(others).toEqual([]);
    const unavailable = answers.filter((a) => a.status === 503);
    // The restart was met: some calls came while the database was away.
    expect(unavailable.length).toBeGreaterThan(0);

    // Nothing acknowledged is lost: every application reads back with every step the API said 2xx to.
    for (const a of walked) {
      const { next } = (await read('readBack', `/api/v1/origination/${a.id}/`, a.token)) as { next: string };
      if (a.verified) expect({ id: a.id, next }).not.toEqual({ id: a.id, next: 'zoomies.card.verify' });
      if (a.pet) expect({ id: a.id, next }).not.toEqual({ id: a.id, next: 'zoomies.card.about' });
      if (!a.completed) continue;
      const signup = await read('readBack', `/api/v1/card/signup/${a.id}/`, a.token);
      expect({ id: a.id, animal: signup.animal_data === null ? null : 'stored', accepted: signup.offer_accepted, quiz: signup.had_insurance_before }).toEqual({
        id: a.id,
        animal: 'stored',
        accepted: a.accepted || a.quiz ? true : signup.offer_accepted,
        quiz: a.quiz ? true : signup.had_insurance_before,
      });
    }
    const finished = walked.filter((a) => a.quiz).length;
    console.log(
      `PostgreSQL restart ×${ROUNDS}: ${walked.length} applicants (${finished} to the add-ons page), ${answers.length} calls, ` +
        `${unavailable.length} answered 503 (${[...new Set(unavailable.map((a) => a.call))].join(', ')}), none 500.`,
    );
  });
});
