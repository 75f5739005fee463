// The identities on file that prefill an application: a port that the composition root fills
// (server/app.ts). Production has none on file; the sandbox has the identities of SANDBOX.md
// (server/sandbox/identities.ts).

export interface IdentityOnFile {
  key: string;
  phone: string;
  /** MM/DD/YYYY */
  dob: string;
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  /** Nine digits. */
  ssn: string;
}

export interface IdentityDirectory {
  /** The identity on file for this phone (E.164) when the birthday (MM-DD) matches. */
  match(phone: string, dobMmDd: string): IdentityOnFile | null;
  /** The identity an application was matched with (its `identity_key`). */
  byKey(key: string | null): IdentityOnFile | null;
}

/** Production's directory: nobody on file, so every applicant types their details. */
export const noIdentitiesOnFile: IdentityDirectory = { match: () => null, byKey: () => null };
