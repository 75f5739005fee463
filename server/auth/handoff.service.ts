import { recordProgress } from '../flow/progress.ts';
import { createHash } from 'node:crypto';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { iso } from '../db/database.ts';
import { newId, randomToken } from '../db/ids.ts';
import type { Auth } from '../http/auth.ts';
import { assertOwnsOrigination } from '../origination/origination-access.ts';
import { HttpError, applicationNotFound, invalidHandoff, phoneAlreadyVerified } from '../http/http-error.ts';
import type { MessageDelivery } from '../messages/message-delivery.ts';
import { assertMaySendTo } from '../messages/recipient-limit.ts';
import { findOrigination, updateOrigination } from '../origination/origination.repository.ts';
import type { Partners } from '../origination/partners.ts';
import { fromFlag, fromJson } from '../db/database.ts';
import { findHandoffByHash, insertHandoff, markHandoffRedeemed } from './handoff.repository.ts';
import { keyedHash, verifyToken } from './signed-token.ts';
import { signApplicantToken } from './token.service.ts';

// The mobile instant link (PKCE S256). `auth_handoff` sends a link to the applicant's phone; opening
// it on the device that holds the verifier proves the phone and continues the same application.
// The answer's `token` is only a handle: the redeemable secret travels in the link alone.
// `tallied_auth_handoff` hands the secret to the caller for the card partner and proves nothing.

export type HandoffKind = 'auth_handoff' | 'tallied';

const HANDOFF_TTL_MS = 15 * 60 * 1000;
const CONTINUE_PATH = '/onboard/card/continue';
const INVALID_HANDOFF_TOKEN = 'The hand-off token is not valid.';

const challengeOf = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');
const hashSecret = (config: AppConfig, secret: string) => keyedHash(config.tokenSecret, 'handoff', secret);

export async function createHandoff(
  db: Db,
  config: AppConfig,
  partners: Partners,
  delivery: MessageDelivery,
  auth: Auth,
  body: { jwt: string; resource: string; code_challenge: string },
  kind: HandoffKind,
): Promise<{ token: string }> {
  const now = config.now();
  const claims = verifyToken(config.tokenSecret, body.jwt, now);
  if (!claims || claims.typ !== 'applicant') throw new HttpError(400, INVALID_HANDOFF_TOKEN, 'invalid', { errors: { jwt: [INVALID_HANDOFF_TOKEN] } });
  await assertOwnsOrigination(db, auth, claims.sub);
  const origination = await findOrigination(db, claims.sub);
  if (!origination) throw applicationNotFound();

  // A link proves the phone: one already proven needs none (Back to the link page, in the tab that
  // opened the link). The same answer as the phone check's (decision 0062), before the limit below,
  // so the page goes on where the application stands instead of showing a wait nobody asked for.
  if (kind === 'auth_handoff' && fromFlag(origination.phone_verified)) throw phoneAlreadyVerified();
  // The link is a text to the applicant's phone: it counts toward the phone's texts, whatever the
  // application (a new start on the same phone does not reset it). The tallied token is not sent.
  if (kind === 'auth_handoff') await assertMaySendTo(db, now, origination.phone_number, 'link');

  const id = newId();
  const secret = randomToken(32);
  await insertHandoff(db, {
    id,
    kind,
    token_hash: hashSecret(config, secret),
    origination_id: origination.id,
    jwt: keyedHash(config.tokenSecret, 'jwt', body.jwt),
    resource: body.resource,
    code_challenge: body.code_challenge,
    expires_at: iso(new Date(now.getTime() + HANDOFF_TTL_MS)),
    redeemed_at: null,
    created: iso(now),
  });
  if (kind === 'tallied') return { token: secret };
  const link = `${CONTINUE_PATH}?token=${secret}`;
  // The text carries the whole address (a phone opens it); `link` stays the path the app routes.
  const message = { kind: 'link' as const, code: null, link, body: `Continue your Zoomies application: ${config.publicUrl}${link}`, ttlMs: HANDOFF_TTL_MS };
  await delivery.send({ to: origination.phone_number, channel: 'sms', ...message });
  // 'Check your email for the link sent!': an identity on file has an email, so the link goes there too.
  const email = partners.identities.byKey(origination.identity_key ?? null)?.email;
  if (email) await delivery.send({ to: email, channel: 'email', ...message });
  return { token: id };
}

async function findRedeemable(db: Db, config: AppConfig, token: string, verifier: string) {
  const row = await findHandoffByHash(db, hashSecret(config, token));
  if (!row || row.redeemed_at !== null || row.expires_at <= iso(config.now())) throw invalidHandoff();
  if (challengeOf(verifier) !== row.code_challenge) throw invalidHandoff();
  return row;
}

export async function redeemHandoff(db: Db, config: AppConfig, token: string, verifier: string): Promise<{ jwt: string; resource: string }> {
  const row = await findRedeemable(db, config, token, verifier);
  const now = iso(config.now());
  if (!(await markHandoffRedeemed(db, row.id, now))) throw invalidHandoff();
  // Opening the link that was texted to the phone proves the applicant holds that phone.
  if (row.kind === 'auth_handoff') {
    await updateOrigination(db, row.origination_id, { phone_verified: 1 }, now);
    await recordProgress(db, row.origination_id, 'about', config.now());
  }
  return { jwt: signApplicantToken(config, row.origination_id), resource: row.resource };
}

export async function handoffResource(db: Db, config: AppConfig, partners: Partners, token: string, verifier: string): Promise<{ resource: string; email: string | null }> {
  const row = await findRedeemable(db, config, token, verifier);
  const origination = await findOrigination(db, row.origination_id);
  const typed = fromJson<{ email?: string }>(origination?.individual ?? null)?.email;
  return { resource: row.resource, email: typed ?? partners.identities.byKey(origination?.identity_key ?? null)?.email ?? null };
}
