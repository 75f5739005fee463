import type { User } from '../../services/contract/auth.schema.ts';
import { fromJson } from '../db/database.ts';
import type { UserRow } from './user.repository.ts';

export interface StoredUserAddress {
  street_number: string;
  route: string;
  unit: string;
  city: string;
  state: string;
  postal_code: string;
}

/** The contract's User from a row. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    phone_number: row.phone_number,
    email: row.email,
    address: fromJson<StoredUserAddress>(row.address),
  };
}

/** '401 Congress Ave' → street number '401', route 'Congress Ave'. */
export function splitStreet(line: string, unit: string, city: string, state: string, postalCode: string): StoredUserAddress {
  const match = /^(\d+[A-Za-z]?)\s+(.*)$/.exec(line.trim());
  return {
    street_number: match ? (match[1] as string) : '',
    route: match ? (match[2] as string) : line.trim(),
    unit,
    city,
    state,
    postal_code: postalCode,
  };
}
