import { ADDRESS_ERROR_MESSAGES, type PlaceResult } from '../../services/contract/sandbox.schema.ts';
import { BUILT_IN_STREETS } from './data/streets.ts';
import { utcOffsetMinutes } from './time-zones.ts';
import { lookupZip } from './zip-codes.ts';

// The local places provider: predictions from "number street, ZIP" typed in full or from a small
// built-in street list, and details resolved through the offline ZIP database. A place id carries
// everything needed to rebuild the place (`zip_number_street-slug`), so the provider keeps no state.

export type AddressErrorCode = keyof typeof ADDRESS_ERROR_MESSAGES;
export class AddressError extends Error {
  readonly code: AddressErrorCode;
  constructor(code: AddressErrorCode) {
    super(ADDRESS_ERROR_MESSAGES[code]);
    this.code = code;
  }
}

// P.O. Box, PO Box, P O Box, POBox, Post Office Box, POB 12, and a line that starts with 'Box 12'.
const PO_BOX = /\b(p\.?\s*o\.?\s*box|post\s+office\s+box|pob\s*\d)|^\s*box\s*\d/i;
function isPoBox(line: string): boolean {
  return PO_BOX.test(line);
}

const MAX_PLACE_ID = 64;
const MAX_PREDICTIONS = 5;
const DIRECTIONALS = new Set(['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw']);

const slugOf = (route: string) =>
  route
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const routeOfSlug = (slug: string) =>
  slug
    .split('-')
    .map((w) => (DIRECTIONALS.has(w) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');

interface ParsedPlace {
  postalCode: string;
  streetNumber: string;
  route: string;
}

function placeIdOf(p: ParsedPlace): string | null {
  const id = `${p.postalCode}_${p.streetNumber.toLowerCase()}_${slugOf(p.route)}`;
  return id.length <= MAX_PLACE_ID ? id : null;
}

function parsePlaceId(id: string): ParsedPlace | null {
  const match = /^(\d{5})_([0-9a-z]*)_([a-z0-9-]+)$/.exec(id);
  if (!match) return null;
  return { postalCode: match[1]!, streetNumber: match[2]!.toUpperCase(), route: routeOfSlug(match[3]!) };
}

function describe(p: ParsedPlace): string | null {
  const zip = lookupZip(p.postalCode);
  if (!zip) return null;
  const street = [p.streetNumber, p.route].filter(Boolean).join(' ');
  return formattedAddress(street, zip);
}

/** '12 Main St, Austin, TX 78701, USA': the one line a place is shown in. */
function formattedAddress(street: string, zip: { city: string; state: string; postal_code: string }): string {
  return `${street}, ${zip.city}, ${zip.state} ${zip.postal_code}, USA`;
}

/** Trailing separators (spaces, commas) removed, without a backtracking regex. */
function trimSeparators(text: string): string {
  let end = text.length;
  while (end > 0 && /[\s,]/.test(text[end - 1]!)) end--;
  return text.slice(0, end);
}

/**
 * "401 Congress Ave, Austin, TX 78701" or "401 Congress Ave 78701": a street line and a ZIP. Parsed
 * in steps with anchored, non-nested patterns: the input is the applicant's, so no pattern may
 * backtrack badly on it.
 */
function parseTypedAddress(input: string): ParsedPlace | null {
  const text = trimSeparators(input.trim()).replace(/,?\s*USA?$/i, '');
  const zip = /(\d{5})(?:-\d{4})?$/.exec(text);
  if (!zip) return null;
  const head = trimSeparators(text.slice(0, zip.index));
  if (head.length === zip.index) return null; // the ZIP must stand apart from what precedes it
  const number = /^(\d+[A-Za-z]?)\s/.exec(head);
  if (!number) return null;
  const route = head.slice(number[0].length).split(',')[0]!.trim();
  if (route.length === 0 || /^\d{5}$/.test(route)) return null;
  return { streetNumber: number[1]!, route, postalCode: zip[1]! };
}

export function autocomplete(input: string): { place_id: string; description: string }[] {
  if (isPoBox(input)) throw new AddressError('po_box');
  const candidates: ParsedPlace[] = [];
  const typed = parseTypedAddress(input);
  if (typed) candidates.push(typed);
  const numbered = /^\s*(\d+[A-Za-z]?)\s+(.*)$/.exec(input);
  const streetNumber = numbered ? numbered[1]! : '';
  const needle = (numbered ? numbered[2]! : input).trim().toLowerCase();
  if (needle.length > 0) {
    for (const street of BUILT_IN_STREETS) {
      if (street.route.toLowerCase().startsWith(needle.split(',')[0]!.trim())) {
        candidates.push({ streetNumber, route: street.route, postalCode: street.postalCode });
      }
    }
  }
  const predictions: { place_id: string; description: string }[] = [];
  for (const candidate of candidates) {
    const place_id = placeIdOf(candidate);
    const description = describe(candidate);
    if (place_id && description && !predictions.some((p) => p.place_id === place_id)) predictions.push({ place_id, description });
    if (predictions.length === MAX_PREDICTIONS) break;
  }
  return predictions;
}

export function placeDetails(placeId: string): PlaceResult {
  const parsed = parsePlaceId(placeId);
  if (!parsed) throw new AddressError('invalid');
  if (isPoBox(parsed.route)) throw new AddressError('po_box');
  const zip = lookupZip(parsed.postalCode);
  if (!zip) throw new AddressError('invalid');
  const name = [parsed.streetNumber, parsed.route].filter(Boolean).join(' ');
  const formatted = formattedAddress(name, zip);
  return {
    components: {
      street_number: parsed.streetNumber,
      route: parsed.route,
      city: zip.city,
      // The offline ZIP database has no counties.
      county: '',
      state: zip.state,
      postal_code: zip.postal_code,
    },
    latitude: zip.latitude,
    longitude: zip.longitude,
    formatted_address: formatted,
    place_url: `https://www.openstreetmap.org/?mlat=${zip.latitude}&mlon=${zip.longitude}#map=17/${zip.latitude}/${zip.longitude}`,
    place_id: placeId,
    utc_offset_minutes: utcOffsetMinutes(zip.state),
    icon: '',
    types: parsed.streetNumber ? ['street_address'] : ['route'],
    vicinity: zip.city,
    name,
  };
}
