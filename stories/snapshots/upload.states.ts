import type { Services } from '../../test/machine/flow-harness.ts';
import type { OnboardingEvent } from '../../machines/onboarding.events.ts';
import { apiError, preDecisionSignups } from '../../src/flow-map/machine-model/model-fixtures.ts';
import { snapshotAt, state } from './flow-at.ts';

// The unsupported address and the uploads: the alternate address's proof, and the documents the
// decision asks for.

const card = (slug: string) => `/onboard/card/orig-1/${slug}`;
const pending = () => new Promise<never>(() => {});

const alternateAddress = { formatted_address: '12 Elm St', city: 'Tulsa', state: 'OK', county: '', postal_code: '74103', unit: '4B', residenceType: 'RENT' } as const;
const sendAddress: OnboardingEvent = { type: 'user.submit', form: 'alternateAddress', values: { alternateAddress } };
const unsupportedAddress = (services: Services, events: OnboardingEvent[] = []) => snapshotAt(card('unsupported-address'), services, events);
export const unsupportedAddressAt = {
  empty: state(() => unsupportedAddress({})),
  submitting: state(() => unsupportedAddress({ submitAlternateAddress: pending }, [sendAddress])),
  /** The server refused the address. */
  refused: state(() => unsupportedAddress({ submitAlternateAddress: async () => Promise.reject(apiError(400, 'Address not served', 'invalid')) }, [sendAddress])),
};

const file = (name: string, type: string) => ({ key: name, file: new Blob([`${name} content`], { type }), name });
const uploadedAs = (name: string) => ({ id: `doc-${name}`, name, created: '2026-11-20T10:00:00Z', document_type: 'Proof of income' });
const documentsNeeded = { fetchSignup: async () => preDecisionSignups.documentsNeeded, listDocuments: async () => [] };
/** The documents the decision asks for, with `services`, then `events`. */
const additionalInformation = (services: Services, events: OnboardingEvent[] = []) => snapshotAt(card('aditionalinformation'), { ...documentsNeeded, ...services }, events);
const pick = (...files: ReturnType<typeof file>[]): OnboardingEvent[] => [{ type: 'user.chooseDocumentType', documentType: 'Proof of income' }, { type: 'user.upload', files }];

export const uploadAt = {
  additionalInformation: state(() => additionalInformation({})),
  addressVerification: state(() => snapshotAt(card('unsupported-address/upload-document'), { listDocuments: async () => [] })),
  alreadyUploaded: state(() => additionalInformation({ listDocuments: async () => [uploadedAs('paystub-october.pdf')] })),
  /** Three scanned pages picked at once: one uploaded, one on its way, one waiting its turn. */
  threePagesUploading: state(() =>
    additionalInformation(
      { uploadDocument: async (input: { name: string }) => (input.name === 'page-1.png' ? uploadedAs(input.name) : pending()) },
      pick(file('page-1.png', 'image/png'), file('page-2.jpg', 'image/jpeg'), file('page-3.pdf', 'application/pdf')),
    ),
  ),
  /** Each row says what happened to its file. */
  someFailed: state(() =>
    additionalInformation(
      { uploadDocument: async (input: { name: string }) => (input.name === 'page-1.png' ? uploadedAs(input.name) : Promise.reject(apiError(503))) },
      pick(file('page-1.png', 'image/png'), file('page-2.jpg', 'image/jpeg'), file('notes.txt', 'text/plain')),
    ),
  ),
};
