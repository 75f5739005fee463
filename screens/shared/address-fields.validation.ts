import * as yup from 'yup';
import './yup-locale.ts';
import { digitsOnly } from '../../src/ui/mask.ts';
import { PO_BOX_MESSAGE } from './address-fields.texts.ts';

// The home address rules of the pet and personal steps (first document, section 5), word for word.
// Only the P.O. Box wording is refused here; the places adapter has its own, wider check for predictions.
const PO_BOX = /\b(p\.?\s*o\.?\s*box|post\s+office\s+box)\b/i;

/** The rules of the fields AddressFields renders, to spread into a form's yup.object. */
export const addressRules = {
  address: yup
    .string()
    .trim()
    .required('Address is required')
    .test('no-po-box', PO_BOX_MESSAGE, (value) => !PO_BOX.test(value ?? '')),
  extendedAddress: yup.string(),
  city: yup.string().trim().required('City is required'),
  state: yup.string().required('State is required'),
  postalCode: yup
    .string()
    .required('Zipcode is required')
    .test('zip-length', 'Zipcode should have minimum 5 digits', (value) => digitsOnly(value ?? '').length >= 5),
};
