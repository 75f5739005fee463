import { setLocale } from 'yup';

// The spec's default messages (first document, section 5): a minimum length without its own message
// says 'Value must be at least N characters'; any string type error says 'This field is required'.
// Validation files import this module once for its effect.
setLocale({
  mixed: { notType: 'This field is required' },
  string: { min: ({ min }: { min: number }) => `Value must be at least ${min} characters` },
});
