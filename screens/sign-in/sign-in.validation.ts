import * as yup from 'yup';
import '../shared/yup-locale.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Sign-in (first document, section 5): 'Invalid email address'.
export const emailSchema = yup.object({
  email: yup.string().trim().required('Email is required').matches(EMAIL, 'Invalid email address'),
});
