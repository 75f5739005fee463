import * as yup from 'yup';
import '../shared/yup-locale.ts';
import { addressRules } from '../shared/address-fields.validation.ts';
import type { AddressFormFields } from '../shared/address-fields.values.ts';
import { HEALTH_CONDITIONS_RULE, PET_AGE_RULE, PET_BREED_RULE, PET_GENDER_RULE, PET_NAME_RULE, PET_TYPE_RULE } from '../../services/contract/field-rules.ts';

// Pet step (first document, section 5, 'Pet'), from the contract's field rules.
export const aboutSchema = yup.object({
  petName: yup.string().trim().required(PET_NAME_RULE.required).min(PET_NAME_RULE.minLength, PET_NAME_RULE.tooShort),
  petType: yup.string().required(PET_TYPE_RULE.required),
  petAge: yup.string().required(PET_AGE_RULE.required),
  breed: yup.string().required(PET_BREED_RULE.required),
  gender: yup.string().required(PET_GENDER_RULE.required),
  healthConditions: yup.string().required(HEALTH_CONDITIONS_RULE.required),
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
