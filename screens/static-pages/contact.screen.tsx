import { PRODUCT_NAME } from '../../services/contract/product.ts';
import { StaticPage } from './static-page.tsx';
import { EmailUsAt } from '../shared/email-us.tsx';

/** /contact: how to reach us. */
export function ContactScreen({ backHref }: { backHref?: string }) {
  return (
    <StaticPage title="Contact us" subtitle="We're happy to help." {...(backHref ? { backHref } : {})}>
      <p>
        <EmailUsAt /> and we'll answer within a day.
      </p>
      <p>Please don't send your full Social Security number or card number by email.</p>
      <p className="z-muted">
        Questions about a claim? File and follow claims from your {PRODUCT_NAME} dashboard.
      </p>
    </StaticPage>
  );
}

export default ContactScreen;
