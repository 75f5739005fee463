import { ADD_ON_PRICES, HIGHER_ANNUAL_LIMITS, LOWER_DEDUCTIBLES } from '../../services/contract/constants.ts';
import type { AddOnKey } from '../../services/contract/constants.ts';

// What each add-on is, in the applicant's words. Prices are the spec's yearly add-on prices; the
// pricing call may override them through the screen's `prices` prop.

export type DetailModalKey = 'prescription_meds' | 'vet_visit' | 'coinsurance' | 'physical_therapy' | 'preventative_plus';

export interface AddOnDefinition {
  key: AddOnKey;
  title: string;
  subtitle: string;
  /** The detail modal of this add-on, when it has one. */
  detailKey?: DetailModalKey;
  /** Values to choose from (deductible, annual limit); the applicant picks one before adding. */
  options?: readonly number[];
  /** Shown before 'See all options' is pressed. */
  featured: boolean;
}

export const ADD_ONS: readonly AddOnDefinition[] = [
  {
    key: 'prescription_meds',
    title: 'Prescription meds',
    subtitle: 'Covers 950 take-home prescriptions, from antibiotics to allergy relief.',
    detailKey: 'prescription_meds',
    featured: true,
  },
  {
    key: 'vet_visit',
    title: 'Vet visits',
    subtitle: 'Covers the exam fee when your pet is sick or hurt.',
    detailKey: 'vet_visit',
    featured: true,
  },
  {
    key: 'preventative_plus',
    title: 'Wellness plan',
    subtitle: 'Up to $535 a year for check-ups, vaccines and everyday care.',
    detailKey: 'preventative_plus',
    featured: true,
  },
  {
    key: 'coinsurance',
    title: 'Higher coinsurance',
    subtitle: 'We cover 90% of eligible bills; you owe 10%.',
    detailKey: 'coinsurance',
    featured: false,
  },
  {
    key: 'physical_therapy',
    title: 'Physical therapy',
    subtitle: 'Covers 14 therapies that help your pet recover and stay mobile.',
    detailKey: 'physical_therapy',
    featured: false,
  },
  {
    key: 'deductible',
    title: 'Lower deductible',
    subtitle: 'Pay less before coverage starts: $100 or $250 instead of $500.',
    options: LOWER_DEDUCTIBLES,
    featured: false,
  },
  {
    key: 'annual_limit',
    title: 'Higher annual limit',
    subtitle: 'Raise the yearly limit from $10,000 to $25,000 or $40,000.',
    options: HIGHER_ANNUAL_LIMITS,
    featured: false,
  },
];

export const DEFAULT_ADD_ON_PRICES: Record<AddOnKey, number> = { ...ADD_ON_PRICES };

export const WELLNESS_BENEFITS: readonly { label: string; limit: number }[] = [
  { label: 'Spay and neuter or teeth cleaning', limit: 150 },
  { label: 'Rabies vaccination', limit: 15 },
  { label: 'Flea and tick prevention', limit: 65 },
  { label: 'Heartworm prevention', limit: 30 },
  { label: 'Vaccination/titer', limit: 40 },
  { label: 'Wellness exam', limit: 50 },
  { label: 'Heartworm test or FELV screen', limit: 30 },
  { label: 'Blood/fecal/parasite exam', limit: 70 },
  { label: 'Microchip', limit: 40 },
  { label: 'Urinalysis or ERD', limit: 25 },
  { label: 'Deworming', limit: 20 },
];
export const WELLNESS_TOTAL = WELLNESS_BENEFITS.reduce((sum, b) => sum + b.limit, 0);

export const PHYSICAL_THERAPIES: readonly string[] = [
  'Hydrotherapy',
  'Underwater treadmill',
  'Therapeutic exercise',
  'Massage therapy',
  'Laser therapy',
  'Acupuncture',
  'Chiropractic care',
  'Electrical stimulation',
  'Therapeutic ultrasound',
  'Heat and cold therapy',
  'Range-of-motion exercises',
  'Stretching',
  'Balance and proprioception training',
  'Shockwave therapy',
];
