import { Formik } from 'formik';
import { Button } from '../../src/ui/button.tsx';
import { Form } from '../../src/ui/form.tsx';
import { TextField } from '../../src/ui/text-field.tsx';
import { emailSchema } from './sign-in.validation.ts';
import type { EmailValues } from '../../services/contract/form-values.ts';

export interface SignInEmailFormProps {
  initialEmail?: string;
  submitting?: boolean;
  fieldErrors?: Record<string, string[]> | null;
  onSubmit: (values: EmailValues) => void;
}

export function SignInEmailForm({ initialEmail = '', submitting = false, fieldErrors, onSubmit }: SignInEmailFormProps) {
  return (
    <Formik initialValues={{ email: initialEmail }} validationSchema={emailSchema} onSubmit={(values) => onSubmit({ email: values.email.trim() })}>
      <Form aria-label="Sign in with your email" serverErrors={fieldErrors}>
        <div className="z-stack">
          <TextField name="email" label="Email" type="email" autoComplete="email" hint="We'll email you a 6-digit code. No password needed." />
          <Button type="submit" block loading={submitting} loadingLabel="Sending your code…">
            Send my code
          </Button>
        </div>
      </Form>
    </Formik>
  );
}
