import { Formik } from 'formik';
import type { RegulatoryDocument } from '../../services/contract/documents.schema.ts';
import { ANNUAL_FEE_DOLLARS, DEFAULT_PROMO_POINTS, POINTS_PER_DOLLAR_CREDIT } from '../../services/contract/constants.ts';
import { PRODUCT_NAME } from '../../services/contract/product.ts';
import { Banner } from '../../src/ui/banner.tsx';
import { Button } from '../../src/ui/button.tsx';
import { Checkbox } from '../../src/ui/checkbox.tsx';
import { DocumentLinks } from '../shared/document-links.tsx';
import { Form } from '../../src/ui/form.tsx';
import { Money } from '../../src/ui/money.tsx';
import { PageHeading } from '../../src/ui/page-heading.tsx';
import { PawIcon } from '../../src/ui/paw-icon.tsx';
import { formatApr, formatDollars, formatPoints } from './offer-format.ts';
import { CREDIT_CHECK_DOCUMENT_TYPES } from '../../services/contract/credit-check.ts';
import { ACCEPT_OFFER_TEXTS, AGREEMENT_TITLES, DOCUMENTS_LOADING, INFO_LINK_LABELS, PET_INFO_KEYS, PETLESS_INFO_KEYS } from './accept-offer.texts.ts';
import type { InfoModalKey } from './accept-offer.texts.ts';
import './accept-offer.css';

export interface AcceptOfferScreenProps {
  firstName?: string;
  /** The pet on the application; null or absent for a pet-less flow. */
  petName?: string | null;
  /** 'dog' or 'cat', shown on the pet's eligibility card. */
  petType?: string | null;
  /** Credit limit in dollars. */
  creditLimit: number;
  /** The server's purchase APR (basis points: 2624 → 26.24%). */
  purchaseApr: number;
  annualFee?: number;
  /** Bonus points from the visit's offer code; 20,000 when absent. */
  promoPoints?: number | null;
  regulatoryDocuments: readonly RegulatoryDocument[];
  /** Where the returning applicant logs in (login route with message and next). */
  loginUrl: string;
  submitting: boolean;
  /**
   * Why accepting failed: 'user-exists' shows the returning-applicant message with the log-in link;
   * 'failed' the spec's retry message.
   */
  problem?: 'user-exists' | 'failed' | null;
  /** The agreement as the machine holds it (after a reload); unticked by default. */
  agreed?: boolean;
  /** Each tick or untick, for a machine that guards submit on the agreement. */
  onAgreementChange?: (agreed: boolean) => void;
  onSubmit: () => void;
  /** Opens one of the info modals (the app renders them). */
  onOpenInfo: (key: InfoModalKey) => void;
}

/** The agreement's documents as links, in order; null while one is not loaded (never a made-up URL). */
function agreementLinks(documents: readonly RegulatoryDocument[]): { title: string; url: string }[] | null {
  const links = CREDIT_CHECK_DOCUMENT_TYPES.map((type) => {
    const found = documents.find((d) => d.document_type === type);
    return found ? { title: found.title || AGREEMENT_TITLES[type], url: found.url } : null;
  });
  return links.every((link) => link !== null) ? links : null;
}

export function AcceptOfferScreen(props: AcceptOfferScreenProps) {
  const { petName, creditLimit, purchaseApr, annualFee = ANNUAL_FEE_DOLLARS, problem } = props;
  const points = props.promoPoints ?? DEFAULT_PROMO_POINTS;
  const isPetless = !petName;
  const infoKeys: readonly InfoModalKey[] = isPetless ? PETLESS_INFO_KEYS : PET_INFO_KEYS;
  const links = agreementLinks(props.regulatoryDocuments);
  const titles = links?.map((link) => link.title) ?? CREDIT_CHECK_DOCUMENT_TYPES.map((type) => AGREEMENT_TITLES[type]);

  return (
    <div className="z-stack">
      <PageHeading
        focusOnMount
        title={`${props.firstName ? `${props.firstName}, you're` : "You're"} pre-qualified for the ${PRODUCT_NAME} card!`}
        subtitle="Review your offer and finish up to get your decision."
      />

      {problem === 'user-exists' ? (
        <Banner tone="error">
          {ACCEPT_OFFER_TEXTS.userExists} <a href={props.loginUrl}>Log in</a>
        </Banner>
      ) : problem === 'failed' ? (
        <Banner tone="error">{ACCEPT_OFFER_TEXTS.genericError}</Banner>
      ) : null}

      {petName ? <PetEligibility petName={petName} petType={props.petType} /> : null}

      <OfferTerms creditLimit={creditLimit} purchaseApr={purchaseApr} annualFee={annualFee} points={points} />

      <AgreementForm {...props} links={links} titles={titles} />

      <nav aria-label="Learn more" className="z-stack zo-info-links">
        {infoKeys.map((key) => (
          <Button key={key} variant="link" onClick={() => props.onOpenInfo(key)}>
            {INFO_LINK_LABELS[key]}
          </Button>
        ))}
      </nav>

      <p className="z-fine-print">
        By selecting {ACCEPT_OFFER_TEXTS.submit}, you authorize us and our partner bank to obtain your credit report from one
        or more consumer reporting agencies to decide on your application. This may affect your credit score. The{' '}
        {PRODUCT_NAME} credit card is issued by our partner bank, pursuant to a license from the card network.
      </p>
    </div>
  );
}

/** The pet's free base policy (an offer with a pet). */
function PetEligibility({ petName, petType }: { petName: string; petType?: string | null | undefined }) {
  return (
    <section className="z-card zo-eligibility" aria-labelledby="pet-eligibility-title">
      <span className="zo-paw-badge" aria-hidden="true">
        <PawIcon />
      </span>
      <div>
        <h2 id="pet-eligibility-title">{petName} is eligible for free pet insurance</h2>
        <p className="z-muted">
          Your card includes a base policy{petType ? ` for your ${petType}` : ''}: up to $10,000 a year for
          illness and injury, at no extra cost.
        </p>
      </div>
    </section>
  );
}

/** The offer's terms: limit, APR, fee and the bonus points. */
function OfferTerms({ creditLimit, purchaseApr, annualFee, points }: { creditLimit: number; purchaseApr: number; annualFee: number; points: number }) {
  return (
    <section className="z-card" aria-labelledby="offer-terms-title">
      <h2 id="offer-terms-title">Your offer</h2>
      <dl className="zo-terms">
        <div>
          <dt>Credit limit</dt>
          <dd>
            <Money amount={creditLimit} /> <span className="z-muted">{ACCEPT_OFFER_TEXTS.subjectToApproval}</span>
          </dd>
        </div>
        <div>
          <dt>Purchase APR</dt>
          <dd>{formatApr(purchaseApr)}</dd>
        </div>
        <div>
          <dt>Yearly fee</dt>
          <dd>{formatDollars(annualFee)}</dd>
        </div>
        <div>
          <dt>Bonus points</dt>
          <dd>
            {formatPoints(points)} points{' '}
            <span className="z-muted">{ACCEPT_OFFER_TEXTS.pointsBonus(formatDollars(points / POINTS_PER_DOLLAR_CREDIT))}</span>
          </dd>
        </div>
      </dl>
      <p className="z-small z-muted">Earn 3x points on pet purchases and 1x everywhere else.</p>
    </section>
  );
}

/** The agreement to the credit check's documents, and Finish up (waits for the documents' versions). */
function AgreementForm(props: AcceptOfferScreenProps & { links: { title: string; url: string }[] | null; titles: readonly string[] }) {
  const { links, titles } = props;
  return (
    <Formik initialValues={{ agreed: props.agreed ?? false }} onSubmit={() => props.onSubmit()}>
      {({ values }) => (
        <Form aria-label="Accept your offer">
          <div className="z-stack">
            <p id="agreement-documents-intro">Please read these documents before you accept:</p>
            {links ? (
              <DocumentLinks documents={links} labelledBy="agreement-documents-intro" />
            ) : (
              // The agreement records these documents' versions: Finish up waits for them.
              <p role="status" className="z-muted">
                {DOCUMENTS_LOADING}
              </p>
            )}
            <Checkbox
              name="agreed"
              {...(props.onAgreementChange ? { onValueChange: props.onAgreementChange } : {})}
              label={`I agree to the ${titles.join(', ').replace(/, ([^,]*)$/, ' and $1')}.`}
            />
            <Button type="submit" block disabled={!values.agreed || !links || props.submitting} loading={props.submitting} loadingLabel="Submitting…">
              {ACCEPT_OFFER_TEXTS.submit}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

export default AcceptOfferScreen;
