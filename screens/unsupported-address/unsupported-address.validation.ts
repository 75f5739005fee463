import * as yup from 'yup';

export const addressFormSchema = yup.object({
  unit: yup.string().max(30, 'Value must be at most 30 characters'),
  residenceType: yup.string().oneOf(['OWN', 'RENT', 'NO-COST']).required('Residence type is required'),
});
