import * as yup from 'yup';
import { RESIDENCE_TYPE_RULE, UNIT_RULE } from '../../services/contract/field-rules.ts';

export const addressFormSchema = yup.object({
  unit: yup.string().max(UNIT_RULE.maxLength, UNIT_RULE.tooLong),
  residenceType: yup.string().oneOf(['OWN', 'RENT', 'NO-COST']).required(RESIDENCE_TYPE_RULE.required),
});
