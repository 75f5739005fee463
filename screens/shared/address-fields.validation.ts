import * as yup from 'yup';
import './yup-locale.ts';
import { digitsOnly } from '../../src/ui/mask.ts';
import { ADDRESS_LINE_RULE, CITY_RULE, POSTAL_CODE_RULE, STATE_RULE } from '../../services/contract/field-rules.ts';
import { PO_BOX_MESSAGE } from './address-fields.texts.ts';

// The home address rules of the pet and personal steps (first document, section 5), from the
// contract's field rules. Only the P.O. Box wording is refused here; the places adapter has its own,
// wider check for predictions.
const PO_BOX = /\b(p\.?\s*o\.?\s*box|post\s+office\s+box)\b/i;

/** The rules of the fields AddressFields renders, to spread into a form's yup.object. */
export const addressRules = {
  address: yup
    .string()
    .trim()
    .required(ADDRESS_LINE_RULE.required)
    .test('no-po-box', PO_BOX_MESSAGE, (value) => !PO_BOX.test(value ?? '')),
  extendedAddress: yup.string(),
  city: yup.string().trim().required(CITY_RULE.required),
  state: yup.string().required(STATE_RULE.required),
  postalCode: yup
    .string()
    .required(POSTAL_CODE_RULE.required)
    .test('zip-length', POSTAL_CODE_RULE.tooShort, (value) => digitsOnly(value ?? '').length >= POSTAL_CODE_RULE.minDigits),
};
