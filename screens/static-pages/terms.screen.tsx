import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../services/contract/product.ts';
import { StaticPage } from './static-page.tsx';
import { DOCUMENT_TITLES } from '../shared/document-titles.texts.ts';

/** The terms page: the short version, with links to the full documents. */
export function TermsScreen({ backHref }: { backHref?: string }) {
  return (
    <StaticPage title="Terms of use" {...(backHref ? { backHref } : {})}>
      <p>
        By using the {PRODUCT_NAME} website and app you agree to these terms, to the{' '}
        <a href="/legal/terms_of_service">{DOCUMENT_TITLES.terms_of_service}</a> and to the <a href="/legal/privacy_policy">{DOCUMENT_TITLES.privacy_policy}</a>.
      </p>
      <h2>Your application</h2>
      <p>Give true and complete information. We use it to check your identity and eligibility for the card and its pet insurance.</p>
      <h2>The card and the insurance</h2>
      <p>
        The card is issued by our partner bank under the <a href="/legal/credit_card_agreement">{DOCUMENT_TITLES.credit_card_agreement}</a>. Pet
        insurance is provided under the policy document you receive; rewards follow the{' '}
        <a href="/legal/rewards_addendum">{DOCUMENT_TITLES.rewards_addendum}</a>.
      </p>
      <h2>Questions</h2>
      <p>
        Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </StaticPage>
  );
}

export default TermsScreen;
