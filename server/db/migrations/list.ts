import type { Migration } from 'kysely/migration';
import * as core from './001-core.ts';
import * as insurance from './010-insurance.ts';
import * as offerCode from './020-offer-code.ts';
import * as limitsAndDelivery from './030-limits-and-delivery.ts';
import * as analytics from './040-analytics.ts';
import * as progress from './041-progress.ts';
import * as policyFinalizations from './055-policy-finalizations.ts';
import * as setupIntentLastError from './060-setup-intent-last-error.ts';
import * as creditCheckSignature from './070-credit-check-signature.ts';

// The ordered migrations of both dialects. Append new ones with a name that sorts after the last
// (Kysely orders by name): `'010-insurance': insurance,`.
export const migrations: Record<string, Migration> = {
  '001-core': core,
  '010-insurance': insurance,
  '020-offer-code': offerCode,
  '030-limits-and-delivery': limitsAndDelivery,
  '040-analytics': analytics,
  '041-progress': progress,
  '055-policy-finalizations': policyFinalizations,
  '060-setup-intent-last-error': setupIntentLastError,
  '070-credit-check-signature': creditCheckSignature,
};
