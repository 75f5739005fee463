import * as yup from 'yup';
import '../../src/ui/yup-locale.ts';
import { digitsOnly } from '../../src/ui/mask.ts';

// Pet step (first document, section 5, 'Pet'), word for word.
const PO_BOX = /\b(p\.?\s*o\.?\s*box|post\s+office\s+box)\b/i;

export const aboutSchema = yup.object({
  petName: yup.string().trim().required('Pet name is required').min(2, 'Pet name must be at least 2 characters long'),
  petType: yup.string().required('Pet type is required'),
  petAge: yup.string().required('Pet age is required'),
  breed: yup.string().required('Pet breed is required'),
  gender: yup.string().required('Pet gender is required'),
  healthConditions: yup.string().required('Health condition is required'),
  address: yup
    .string()
    .trim()
    .required('Address is required')
    .test('no-po-box', "We can't support P.O. Boxes, please use a physical address", (value) => !PO_BOX.test(value ?? '')),
  extendedAddress: yup.string(),
  city: yup.string().trim().required('City is required'),
  state: yup.string().required('State is required'),
  postalCode: yup
    .string()
    .required('Zipcode is required')
    .test('zip-length', 'Zipcode should have minimum 5 digits', (value) => digitsOnly(value ?? '').length >= 5),
});

export interface AboutFormFields {
  petName: string;
  petType: '' | 'dog' | 'cat';
  petAge: string;
  /** Breed id. */
  breed: string;
  gender: '' | 'male' | 'female';
  /** 'true' | 'false', as the spec sends it. */
  healthConditions: '' | 'true' | 'false';
  address: string;
  extendedAddress: string;
  city: string;
  state: string;
  postalCode: string;
}
