// A small built-in street list for the local places provider: the sandbox identities' addresses and
// a few well-known streets (including streets in the waitlist states WA, ME, MA and CO, so the sandbox
// can reach that branch by autocomplete).
export const BUILT_IN_STREETS: { route: string; postalCode: string }[] = [
  { route: 'Congress Ave', postalCode: '78701' },
  { route: 'Peachtree St NE', postalCode: '30303' },
  { route: 'Market St', postalCode: '94105' },
  { route: 'Broadway', postalCode: '10006' },
  { route: 'N Michigan Ave', postalCode: '60611' },
  { route: 'Pennsylvania Ave NW', postalCode: '20004' },
  { route: 'Main St', postalCode: '75201' },
  { route: 'Biscayne Blvd', postalCode: '33132' },
  { route: 'Canal St', postalCode: '70130' },
  { route: 'Woodward Ave', postalCode: '48226' },
  { route: 'Nicollet Mall', postalCode: '55402' },
  { route: 'Sunset Blvd', postalCode: '90028' },
  { route: 'Las Vegas Blvd S', postalCode: '89109' },
  { route: 'Pike St', postalCode: '98101' },
  { route: 'Colfax Ave', postalCode: '80202' },
  { route: 'Boylston St', postalCode: '02116' },
  { route: 'Congress St', postalCode: '04101' },
];
