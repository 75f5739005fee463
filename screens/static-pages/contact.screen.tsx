import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../services/contract/product.ts';
import { StaticPage } from './static-page.tsx';

/** /contact: how to reach us. */
export function ContactScreen({ backHref }: { backHref?: string }) {
  return (
    <StaticPage title="Contact us" subtitle="We're happy to help." {...(backHref ? { backHref } : {})}>
      <p>
        Email us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and we'll answer within a day.
      </p>
      <p>Please don't send your full Social Security number or card number by email.</p>
      <p className="z-muted">
        Questions about a claim? File and follow claims from your {PRODUCT_NAME} dashboard.
      </p>
    </StaticPage>
  );
}

export default ContactScreen;
