import * as yup from 'yup';
import '../shared/yup-locale.ts';
import { addressRules } from '../shared/address-fields.validation.ts';
import type { AddressFormFields } from '../shared/address-fields.values.ts';

// Pet step (first document, section 5, 'Pet'), word for word.
export const aboutSchema = yup.object({
  petName: yup.string().trim().required('Pet name is required').min(2, 'Pet name must be at least 2 characters long'),
  petType: yup.string().required('Pet type is required'),
  petAge: yup.string().required('Pet age is required'),
  breed: yup.string().required('Pet breed is required'),
  gender: yup.string().required('Pet gender is required'),
  healthConditions: yup.string().required('Health condition is required'),
  ...addressRules,
});

/** The pet fields, and the home address of AddressFields. */
export interface AboutFormFields extends AddressFormFields {
  petName: string;
  petType: '' | 'dog' | 'cat';
  petAge: string;
  /** Breed id. */
  breed: string;
  gender: '' | 'male' | 'female';
  /** 'true' | 'false', as the spec sends it. */
  healthConditions: '' | 'true' | 'false';
}
