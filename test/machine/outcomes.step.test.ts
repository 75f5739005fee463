import { describe, it, expect, beforeEach, afterEach, vi } from 'vitest';
import { startFlow, settle, type Services } from './flow-harness.ts';
import { urlForSnapshot } from '../../machines/route-table.ts';
import { T0, preDecisionSignups, apiError } from '../../src/flow-map/machine-model/model-fixtures.ts';
import type { AlternateAddress } from '../../services/contract/origination.schema.ts';

// The outcome pages (machines/steps/outcomes.step.ts), read from what they send and keep: the
// alternate address as sent and stored, the document type chosen, the rows of a page visit (a
// return starts with none), the account's documents counted for Submit, and picks that add rows
// without sending anything.

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

type Flow = ReturnType<typeof startFlow>;
const at = (flow: Flow, path: string) => flow.actor.send({ type: 'nav.location', url: `/onboard/card/orig-1/${path}` });
const file = (name: string, type: string) => ({ key: name, file: new Blob([`${name} content`], { type }), name });
const uploaded = (name: string, id: string) => ({ id, name, created: '2026-11-21T12:00:00.000Z', document_type: 'Utility bill' });
const rowsOf = (flow: Flow) => flow.actor.getSnapshot().context.uploads.map(({ name, status, problem, documentType }) => ({ name, status, problem, documentType }));
const alternateAddress: AlternateAddress = { formatted_address: '12 Elm St', city: 'Tulsa', state: 'OK', county: '', postal_code: '74103', unit: '4B', residenceType: 'RENT' };

describe('the unsupported address', () => {
  it('sends the alternate address for this application, keeps it, and goes on to the document upload', async () => {
    const flow = startFlow({ submitAlternateAddress: async () => ({ success: true }), listDocuments: async () => [] });
    at(flow, 'unsupported-address');
    expect(flow.actor.getSnapshot().can({ type: 'user.submit' })).toBe(false);
    flow.actor.send({ type: 'user.submit', form: 'alternateAddress', values: { alternateAddress } });
    expect(flow.actor.getSnapshot().context.alternateAddress).toEqual(alternateAddress);
    await settle();
    expect(flow.callsOf('submitAlternateAddress').map((call) => call.input)).toEqual([{ originationId: 'orig-1', address: alternateAddress }]);
    expect(urlForSnapshot(flow.actor.getSnapshot())).toBe('/onboard/card/orig-1/unsupported-address/upload-document');
  });

  it('a refused address stays on the form with the outcome; the next submit clears it', async () => {
    let fail = true;
    const flow = startFlow({ submitAlternateAddress: () => (fail ? Promise.reject(apiError(400, 'Address not served', 'invalid')) : new Promise(() => {})) });
    at(flow, 'unsupported-address');
    flow.actor.send({ type: 'user.submit', form: 'alternateAddress', values: { alternateAddress } });
    await settle();
    expect(flow.actor.getSnapshot().matches({ unsupportedAddress: 'editing' })).toBe(true);
    expect(flow.actor.getSnapshot().context.outcome).toMatchObject({ code: 'rejected', message: 'Address not served' });
    fail = false;
    flow.actor.send({ type: 'user.submit', form: 'alternateAddress', values: { alternateAddress } });
    expect(flow.actor.getSnapshot().context.outcome).toBeNull();
  });
});

describe('the document upload', () => {
  function toUpload(services: Services) {
    const flow = startFlow({ listDocuments: async () => [], ...services });
    at(flow, 'unsupported-address/upload-document');
    return flow;
  }

  it('sends each file with the type chosen when it was picked', async () => {
    const flow = toUpload({ uploadDocument: async (input: { name: string }) => uploaded(input.name, `doc-${input.name}`) });
    await settle();
    // The upload page needs no signup (the address page came before it).
    expect(flow.callsOf('fetchSignup')).toHaveLength(0);
    flow.actor.send({ type: 'user.chooseDocumentType', documentType: 'Utility bill' });
    expect(flow.actor.getSnapshot().context.documentType).toBe('Utility bill');
    flow.actor.send({ type: 'user.upload', files: [file('bill.pdf', 'application/pdf')] });
    await settle();
    flow.actor.send({ type: 'user.chooseDocumentType', documentType: 'Lease' });
    flow.actor.send({ type: 'user.upload', files: [file('lease.png', 'image/png')] });
    await settle();
    expect(flow.callsOf('uploadDocument').map((call) => (call.input as { documentType: string }).documentType)).toEqual(['Utility bill', 'Lease']);
    expect(rowsOf(flow)).toEqual([
      { name: 'bill.pdf', status: 'uploaded', problem: null, documentType: 'Utility bill' },
      { name: 'lease.png', status: 'uploaded', problem: null, documentType: 'Lease' },
    ]);
  });

  it('a pick of refused files only adds their rows: nothing is sent, nothing is busy', async () => {
    const flow = toUpload({ uploadDocument: async () => uploaded('x', 'doc-x') });
    await settle();
    flow.actor.send({ type: 'user.chooseDocumentType', documentType: 'Utility bill' });
    flow.actor.send({ type: 'user.upload', files: [file('notes.txt', 'text/plain'), file('sheet.csv', 'text/csv')] });
    expect(flow.actor.getSnapshot().matches({ uploadDocument: 'choosing' })).toBe(true);
    expect(rowsOf(flow)).toEqual([
      { name: 'notes.txt', status: 'failed', problem: 'wrongType', documentType: 'Utility bill' },
      { name: 'sheet.csv', status: 'failed', problem: 'wrongType', documentType: 'Utility bill' },
    ]);
    // The same files again are no new rows; no files at all are nothing.
    expect(flow.actor.getSnapshot().can({ type: 'user.upload', files: [file('notes.txt', 'text/plain')] })).toBe(false);
    expect(flow.actor.getSnapshot().can({ type: 'user.upload', files: [] })).toBe(false);
    await settle();
    expect(flow.callsOf('uploadDocument')).toHaveLength(0);
    expect(flow.actor.getSnapshot().can({ type: 'user.submit' })).toBe(false);
  });

  it('a document type chosen while a file is on its way is taken: the file on its way keeps its type, the next ones go with the new one (decision 0058)', async () => {
    let answer: (value: unknown) => void = () => {};
    const flow = toUpload({ uploadDocument: () => new Promise((resolve) => (answer = resolve)) });
    await settle();
    flow.actor.send({ type: 'user.chooseDocumentType', documentType: 'Utility bill' });
    flow.actor.send({ type: 'user.upload', files: [file('bill.pdf', 'application/pdf')] });
    await settle();
    expect(flow.actor.getSnapshot().can({ type: 'user.chooseDocumentType', documentType: 'Lease' })).toBe(true);
    flow.actor.send({ type: 'user.chooseDocumentType', documentType: 'Lease' });
    flow.actor.send({ type: 'user.upload', files: [file('lease.png', 'image/png')] });
    answer(uploaded('bill.pdf', 'doc-1'));
    await settle();
    answer(uploaded('lease.png', 'doc-2'));
    await settle();
    expect(flow.callsOf('uploadDocument').map((call) => (call.input as { documentType: string }).documentType)).toEqual(['Utility bill', 'Lease']);
    expect(rowsOf(flow).map((row) => row.documentType)).toEqual(['Utility bill', 'Lease']);
  });

  it('restored after a reload, the page reads the documents the server holds: a file the reload cut off may have arrived (decision 0059)', async () => {
    const before = toUpload({});
    await settle();
    const saved = before.actor.getPersistedSnapshot();
    before.actor.stop();
    const flow = startFlow({ listDocuments: async () => [uploaded('bill.pdf', 'doc-1')] }, {}, saved as never);
    flow.actor.send({ type: 'app.resumed' });
    await settle();
    expect(flow.callsOf('listDocuments')).toHaveLength(1);
    expect(flow.actor.getSnapshot().context.uploadedDocuments?.map((d) => d.id)).toEqual(['doc-1']);
    expect(flow.actor.getSnapshot().matches({ uploadDocument: 'choosing' })).toBe(true);
  });

  it('each visit reads the documents the server holds: a file whose answer reached no page (the page was left) is listed on the next (decision 0059)', async () => {
    let held: ReturnType<typeof uploaded>[] = [];
    const flow = toUpload({ listDocuments: async () => held, fetchSignup: async () => preDecisionSignups.unsupportedAddress });
    await settle();
    flow.actor.send({ type: 'user.close' });
    await settle();
    held = [uploaded('bill.pdf', 'doc-1')];
    at(flow, 'unsupported-address/upload-document');
    await settle();
    expect(flow.actor.getSnapshot().context.uploadedDocuments?.map((d) => d.id)).toEqual(['doc-1']);
    expect(flow.callsOf('listDocuments')).toHaveLength(2);
  });

  it('while a file is on its way, refused files picked meanwhile get their rows and nothing more is sent', async () => {
    let answer: (value: unknown) => void = () => {};
    const flow = toUpload({ uploadDocument: () => new Promise((resolve) => (answer = resolve)) });
    await settle();
    flow.actor.send({ type: 'user.chooseDocumentType', documentType: 'Utility bill' });
    flow.actor.send({ type: 'user.upload', files: [file('bill.pdf', 'application/pdf')] });
    await settle();
    flow.actor.send({ type: 'user.upload', files: [file('notes.txt', 'text/plain')] });
    expect(rowsOf(flow).map((row) => row.status)).toEqual(['uploading', 'failed']);
    expect(flow.actor.getSnapshot().can({ type: 'user.upload', files: [file('bill.pdf', 'application/pdf')] })).toBe(false);
    answer(uploaded('bill.pdf', 'doc-1'));
    await settle();
    expect(flow.callsOf('uploadDocument')).toHaveLength(1);
    expect(rowsOf(flow).map((row) => row.status)).toEqual(['uploaded', 'failed']);
    expect(flow.actor.getSnapshot().matches({ uploadDocument: 'choosing' })).toBe(true);
  });

  it("the account's documents count for Submit and are kept beside the new ones; a return visit starts with no rows", async () => {
    const earlier = uploaded('old.pdf', 'doc-0');
    const flow = toUpload({ listDocuments: async () => [earlier], uploadDocument: async () => uploaded('bill.pdf', 'doc-1'), fetchSignup: async () => preDecisionSignups.unsupportedAddress });
    await settle();
    expect(flow.actor.getSnapshot().can({ type: 'user.submit' })).toBe(true);
    flow.actor.send({ type: 'user.chooseDocumentType', documentType: 'Utility bill' });
    flow.actor.send({ type: 'user.upload', files: [file('bill.pdf', 'application/pdf')] });
    await settle();
    expect(flow.actor.getSnapshot().context.uploadedDocuments?.map((d) => d.id)).toEqual(['doc-0', 'doc-1']);
    flow.actor.send({ type: 'user.close' });
    await settle();
    at(flow, 'unsupported-address/upload-document');
    await settle();
    expect(flow.actor.getSnapshot().context.uploads).toEqual([]);
  });

  it('Submit without any document is refused; the thank-you page follows one', async () => {
    const flow = toUpload({ uploadDocument: async () => uploaded('bill.pdf', 'doc-1') });
    await settle();
    expect(flow.actor.getSnapshot().can({ type: 'user.submit' })).toBe(false);
    flow.actor.send({ type: 'user.chooseDocumentType', documentType: 'Utility bill' });
    flow.actor.send({ type: 'user.upload', files: [file('bill.pdf', 'application/pdf')] });
    await settle();
    flow.actor.send({ type: 'user.submit' });
    expect(flow.actor.getSnapshot().context.notPreQualifiedStatus).toBe('additional_information_thankyou');
    expect(urlForSnapshot(flow.actor.getSnapshot())).toBe('/onboard/card/orig-1/not-pre-qualified/additional_information_thankyou');
  });
});

describe('the Dashboard', () => {
  it('what it could not load is only its own: a step after it loads what it needs again (decision 0059)', async () => {
    let signupAnswers = 0;
    const flow = startFlow({
      // The Dashboard's load is refused (not this far, another device); the next one answers.
      fetchSignup: async () => (++signupAnswers === 1 ? Promise.reject(apiError(404, 'Not found', 'not_found')) : preDecisionSignups.documentsNeeded),
      listDocuments: async () => [],
    }, { originationId: 'orig-1' });
    flow.actor.send({ type: 'nav.location', url: '/dashboard' });
    await settle();
    expect(flow.actor.getSnapshot().matches({ dashboard: 'shown' })).toBe(true);
    at(flow, 'aditionalinformation');
    await settle();
    expect(flow.callsOf('fetchSignup')).toHaveLength(2);
    expect(flow.actor.getSnapshot().context.signup?.application_required_documents).toHaveLength(1);
    expect(flow.actor.getSnapshot().matches({ additionalInformation: 'choosing' })).toBe(true);
  });

  it('restored after a reload, it reads again what it shows: a file the reload cut off may have arrived (decision 0059)', async () => {
    const asked = { ...preDecisionSignups.documentsNeeded, pet_application: null };
    const before = startFlow({ fetchSignup: async () => asked, listDocuments: async () => [] }, { originationId: 'orig-1' });
    before.actor.send({ type: 'nav.location', url: '/dashboard' });
    await settle();
    expect(before.actor.getSnapshot().matches({ dashboard: 'shown' })).toBe(true);
    const saved = before.actor.getPersistedSnapshot();
    before.actor.stop();
    const flow = startFlow({ fetchSignup: async () => asked, listDocuments: async () => [uploaded('bill.pdf', 'doc-1')] }, {}, saved as never);
    flow.actor.send({ type: 'app.resumed' });
    await settle();
    expect(flow.callsOf('listDocuments')).toHaveLength(1);
    expect(flow.callsOf('fetchSignup')).toHaveLength(1);
    expect(flow.actor.getSnapshot().context.uploadedDocuments?.map((d) => d.id)).toEqual(['doc-1']);
    expect(flow.actor.getSnapshot().matches({ dashboard: 'shown' })).toBe(true);
  });
});
