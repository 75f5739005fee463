import { SUPPORT_EMAIL } from '../../services/contract/product.ts';

/**
 * 'Email us at help@…', the address a mail link: the start of every way to reach support (the help
 * popup, the support panel, the contact page, the questions). What follows is the caller's.
 */
export function EmailUsAt({ email = SUPPORT_EMAIL }: { email?: string }) {
  return (
    <>
      Email us at <a href={`mailto:${email}`}>{email}</a>
    </>
  );
}
