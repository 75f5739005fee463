export interface FieldErrorProps {
  id: string;
  message?: string;
}

/** The first error of a field, announced when it appears. */
export function FieldError({ id, message }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} className="z-field-error" role="alert">
      {message}
    </p>
  );
}

/** Formik may hold a string or (from server errors) a list: the first message only is shown. */
export function firstMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined;
  if (Array.isArray(error)) return firstMessage(error[0]);
  return undefined;
}
