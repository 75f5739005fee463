import type { IdentityDirectory, IdentityOnFile } from '../origination/identity-directory.ts';

// The sandbox's identities on file (the IdentityDirectory port of
// server/origination/identity-directory.ts), those of SANDBOX.md: a phone with a birthday that
// matches gets prefill.

const IDENTITIES: readonly IdentityOnFile[] = [
  { key: 'jamie-rivera', phone: '+15125550100', dob: '01/15/1990', firstName: 'Jamie', lastName: 'Rivera', email: 'jamie.rivera@example.com', address: '401 Congress Ave', city: 'Austin', state: 'TX', postalCode: '78701', ssn: '000000100' },
  { key: 'morgan-lee', phone: '+15125550101', dob: '03/02/1985', firstName: 'Morgan', lastName: 'Lee', email: 'morgan.lee@example.com', address: '200 Peachtree St NE', city: 'Atlanta', state: 'GA', postalCode: '30303', ssn: '000001006' },
  { key: 'casey-nguyen', phone: '+15125550102', dob: '07/30/1978', firstName: 'Casey', lastName: 'Nguyen', email: 'casey.nguyen@example.com', address: '1 Market St', city: 'San Francisco', state: 'CA', postalCode: '94105', ssn: '000002001' },
];

export const sandboxIdentities: IdentityDirectory = {
  match(phone, dobMmDd) {
    const identity = IDENTITIES.find((candidate) => candidate.phone === phone);
    if (!identity) return null;
    return identity.dob.slice(0, 5).replace('/', '-') === dobMmDd ? identity : null;
  },
  byKey: (key) => IDENTITIES.find((identity) => identity.key === key) ?? null,
};
