import type { EventObject } from 'xstate';
import type { SandboxWorld } from './sandbox-world.ts';

// The applicant of one live walk: a phone nobody has used (the sandbox range the plan chose, with a
// random area code), the email made from it, and the inputs SANDBOX.md gives for each choice the
// plan made (the pet, the SSN, the card). The driver types these where the plan has stand-ins.

export interface LiveApplicant {
  /** E.164. */
  phone: string;
  email: string;
  ssn: string;
  petAge: string;
  address: { address: string; extendedAddress: string; city: string; state: string; postalCode: string };
  cardNumber: string;
  /** The phone given on the other way to pay (E.164). */
  payerPhone: string;
}

const randomInt = (below: number): number => globalThis.crypto.getRandomValues(new Uint32Array(1))[0]! % below;

/** An area code of the North American plan (2-9, then not N11). */
function areaCode(): string {
  for (;;) {
    const code = `${2 + randomInt(8)}${String(randomInt(100)).padStart(2, '0')}`;
    if (!code.endsWith('11')) return code;
  }
}

/**
 * The phones drawn in this process. Walks run side by side (the all-states test runs many at once):
 * two that drew the same phone would share its codes and its limits (the second code of a kind
 * within 30 s is refused), so a phone is never drawn twice here. Walks of other processes are seen
 * in the outbox (`unusedApplicant`).
 */
const drawn = new Set<string>();

/** SANDBOX.md: 555-0110…0169 get the partner's code and type their identity; 555-0170…0179 get our own code. */
function fictionalPhone(own: boolean): string {
  for (let tries = 0; tries < 1000; tries += 1) {
    const phone = `+1${areaCode()}55501${own ? `7${randomInt(10)}` : String(10 + randomInt(60))}`;
    if (drawn.has(phone)) continue;
    drawn.add(phone);
    return phone;
  }
  throw new Error('every phone of the sandbox range was drawn in this process: start the server again');
}

/** SANDBOX.md's SSN rows for the decisions the plan chose (any other SSN: prequalified, then approved). */
function ssnFor(world: SandboxWorld): string {
  switch (world.pre) {
    case 'declined':
      return '000001006';
    case 'documentsNeeded':
      return '000002001';
    case 'unknownDocument':
      return '000002002';
    case 'unsupportedAddress':
      return '000002003';
    case 'manualReview':
      return '000002004';
    case 'approvedAlready':
      return '000003001';
    default:
      break;
  }
  if (world.approval === 'declined') return '000004001';
  if (world.approval === 'manualReview') return '000004002';
  return `12345${String(1000 + randomInt(9000))}`;
}

/** The sandbox's cards: one that succeeds, one declined (SANDBOX.md), one that authenticates on the sandbox's own page by redirect (server/payment/sandbox-cards.ts). */
const CARDS: Record<NonNullable<SandboxWorld['card']>, string> = { succeeds: '4242424242424242', declined: '4000000000000002', redirect: '4000000000003063' };

const AUSTIN = { address: '401 Congress Ave', extendedAddress: '', city: 'Austin', state: 'TX', postalCode: '78701' };
/** A home state whose pets go to the waitlist (WA, ME, MA, CO). */
const SEATTLE = { address: '400 Broad St', extendedAddress: '', city: 'Seattle', state: 'WA', postalCode: '98109' };

export function liveApplicant(world: SandboxWorld): LiveApplicant {
  const phone = fictionalPhone(world.phone === 'own');
  return {
    phone,
    email: `live.${phone.slice(2)}.${randomInt(1_000_000)}@example.com`,
    ssn: ssnFor(world),
    petAge: world.pet === 'tooYoung' ? '2_week_old' : '3_year_old',
    address: world.pet === 'waitlist' ? SEATTLE : AUSTIN,
    cardNumber: CARDS[world.card ?? 'succeeds'],
    payerPhone: fictionalPhone(false),
  };
}

/** The values the person types on each form (the plan's stand-ins replaced); codes come from the outbox. */
function typedValues(form: string, applicant: LiveApplicant, planned: Record<string, unknown>): Record<string, unknown> {
  switch (form) {
    case 'start':
      return { phoneNumber: applicant.phone, dob: '01-15' };
    case 'email':
      return { email: applicant.email };
    case 'pet':
      return {
        animal: { pet_name: 'Biscuit', pet_type: 'dog', pet_age: applicant.petAge, pet_breed: 'beagle', pet_gender: 'male', existing_health_conditions: 'false' },
        address: applicant.address,
      };
    case 'userInfo':
      return {
        individual: { firstName: 'Alex', lastName: 'Doe', ssn: applicant.ssn, dob: '01/15/1990', email: applicant.email, phoneNumber: applicant.phone, address: applicant.address },
        residenceType: 'RENT',
        annualIncome: 60000,
        employmentType: 'EMPLOYED',
        monthlyHousingPayment: 1200,
      };
    case 'payment':
      return { phone: planned.phone === null ? null : applicant.payerPhone };
    default:
      return planned;
  }
}

/** The plan's event with the applicant's values in place of the stand-ins. */
export function withTypedValues<E extends EventObject & { form?: string; values?: Record<string, unknown> }>(event: E, applicant: LiveApplicant): E {
  if (event.type !== 'user.submit' || !event.form || !event.values) return event;
  return { ...event, values: typedValues(event.form, applicant, event.values) };
}
