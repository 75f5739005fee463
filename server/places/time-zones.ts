// Standard-time UTC offsets (minutes) by state, for PlaceResult.utc_offset_minutes. States that span
// two zones use the zone where most people live; daylight saving time is not applied.
const EASTERN = ['CT', 'DE', 'DC', 'FL', 'GA', 'IN', 'KY', 'ME', 'MD', 'MA', 'MI', 'NH', 'NJ', 'NY', 'NC', 'OH', 'PA', 'RI', 'SC', 'VT', 'VA', 'WV'];
const CENTRAL = ['AL', 'AR', 'IL', 'IA', 'KS', 'LA', 'MN', 'MS', 'MO', 'NE', 'ND', 'OK', 'SD', 'TN', 'TX', 'WI'];
const MOUNTAIN = ['AZ', 'CO', 'ID', 'MT', 'NM', 'UT', 'WY'];
const PACIFIC = ['CA', 'NV', 'OR', 'WA'];

export function utcOffsetMinutes(state: string): number {
  if (EASTERN.includes(state)) return -300;
  if (CENTRAL.includes(state)) return -360;
  if (MOUNTAIN.includes(state)) return -420;
  if (PACIFIC.includes(state)) return -480;
  if (state === 'AK') return -540;
  if (state === 'HI') return -600;
  return 0;
}
