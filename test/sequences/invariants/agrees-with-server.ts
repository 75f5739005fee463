import { currentMeta } from '../../../machines/route-table.ts';
import { DEFAULT_ADD_ON_PRICES } from '../../../screens/additional-services/add-on-catalogue.ts';
import { selectAdditionalServices } from '../../../screens/additional-services/additional-services.selector.ts';
import type { AddOnKey } from '../../../services/contract/constants.ts';
import { addOnsHeld } from '../server/applicant-store.ts';
import type { Invariant } from './check-invariants.ts';
import { isResting } from './resting.ts';

// The page agrees with what the server stored, once it rests: the add-ons the add-on page shows
// chosen and their total, and the documents the uploaders and the Dashboard list. A write whose answer this page never took in (lost on the way,
// or arriving after its state was left) may leave the page behind, until it reads that data again;
// a reload may not: the new page reads what the server holds (the desk forgets those writes there).

const sorted = (keys: readonly string[]) => [...keys].sort().join(', ') || 'none';

function addOnsProblem(world: Parameters<Invariant>[0]): string | null {
  const snapshot = world.snapshot();
  if (currentMeta(snapshot)?.screen !== 'additional-services') return null;
  const { petApplication, originationId } = snapshot.context;
  const held = world.store.petApplication;
  if (!petApplication || !held || petApplication.id !== held.id || originationId !== world.store.origination?.id) return null;
  if (world.desk.unseenWrites.has('addOns') || snapshot.context.policyConfigured || snapshot.hasTag('policyFinalized')) return null;
  const page = snapshot.context.selectedAddOns;
  const server = addOnsHeld(world.store);
  if (sorted(page) !== sorted(server)) return `the page shows the add-ons ${sorted(page)}, the server holds ${sorted(server)}`;
  const props = selectAdditionalServices(snapshot);
  if (!props) return null;
  const price = (key: AddOnKey) => props.prices?.[key] ?? DEFAULT_ADD_ON_PRICES[key];
  const shown = Object.entries(props.selections).filter(([, selection]) => selection?.selected).reduce((sum, [key]) => sum + price(key as AddOnKey), 0);
  const owed = server.reduce((sum, key) => sum + price(key), 0);
  return shown === owed ? null : `the page's total is ${shown}, the server's add-ons come to ${owed}`;
}

const LISTS_DOCUMENTS = new Set(['upload-document', 'additional-information', 'dashboard']);

function documentsProblem(world: Parameters<Invariant>[0]): string | null {
  const screen = currentMeta(world.snapshot())?.screen;
  if (!screen || !LISTS_DOCUMENTS.has(screen)) return null;
  const listed = world.snapshot().context.uploadedDocuments;
  if (listed === null || world.desk.unseenWrites.has('documents')) return null;
  const page = listed.map((document) => document.id);
  const server = world.store.documents.map((document) => document.id);
  return sorted(page) === sorted(server) ? null : `the page lists the documents ${sorted(page)}, the server holds ${sorted(server)}`;
}

export const pageAgreesWithServer: Invariant = (world) => {
  if (!isResting(world)) return null;
  const problem = addOnsProblem(world) ?? documentsProblem(world);
  return problem ? `${problem}${world.reloads > 0 ? ` (after ${world.reloads} reload${world.reloads > 1 ? 's' : ''})` : ''}` : null;
};
