import * as yup from 'yup';
import '../shared/yup-locale.ts';
import { EMAIL_RULE } from '../../services/contract/field-rules.ts';

// Sign-in (first document, section 5): 'Invalid email address', from the contract's field rules.
export const emailSchema = yup.object({
  email: yup.string().trim().required(EMAIL_RULE.required).matches(EMAIL_RULE.pattern, EMAIL_RULE.invalid),
});
