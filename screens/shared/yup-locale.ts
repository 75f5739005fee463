import { setLocale } from 'yup';
import { ANY_FIELD } from '../../services/contract/field-rules.ts';

// The spec's default messages (first document, section 5): a minimum length without its own message
// says 'Value must be at least N characters'; any string type error says 'This field is required'.
// Validation files import this module once for its effect.
setLocale({
  mixed: { notType: ANY_FIELD.typeError },
  string: { min: ({ min }: { min: number }) => ANY_FIELD.tooShort(min) },
});
