// The server's per-field errors placed on a form's fields. A group's key is the first word of its
// messages (first document, section 8: 'Email is not valid' → `email`) or the request field's path
// (`individual.first_name`); the form's fields are named in camelCase (`firstName`, `postalCode`).
// A key names a field when they read the same without case or separators, or when one is the start
// of the other (`first` → `firstName`, `phone_number` → `phone`) and no other field fits. What names
// no field of this form (or several) is not lost: it is shown above the form.

export interface PlacedErrors {
  /** The first message of each field that has one. */
  onFields: Record<string, string>;
  /** Messages whose key names no field of this form. */
  elsewhere: string[];
}

const plain = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The field `key` names among `fields`, or null. */
export function fieldForKey(key: string, fields: readonly string[], aliases: Readonly<Record<string, string>> = {}): string | null {
  const alias = aliases[key] ?? aliases[plain(key)];
  if (alias && fields.includes(alias)) return alias;
  const wanted = plain(key.split('.').pop() ?? key);
  if (!wanted) return null;
  const exact = fields.find((field) => plain(field) === wanted);
  if (exact) return exact;
  const near = fields.filter((field) => plain(field).startsWith(wanted) || wanted.startsWith(plain(field)));
  // 'Pet …' could be the name, the type or the age: a key that names several fields names none.
  return near.length === 1 ? (near[0] ?? null) : null;
}

export function placeServerErrors(
  serverErrors: Readonly<Record<string, readonly string[]>>,
  fields: readonly string[],
  aliases: Readonly<Record<string, string>> = {},
): PlacedErrors {
  const onFields: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [key, messages] of Object.entries(serverErrors)) {
    const field = fieldForKey(key, fields, aliases);
    const first = messages[0];
    if (!first) continue;
    if (field) onFields[field] ??= first;
    else elsewhere.push(...messages);
  }
  return { onFields, elsewhere };
}

/** 'Date of birth is invalid' names the `dob` field. */
export const DATE_OF_BIRTH: Readonly<Record<string, string>> = { date: 'dob', birth: 'dob' };
