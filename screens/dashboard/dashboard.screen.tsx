import { ANNUAL_FEE_DOLLARS } from '../../services/contract/constants.ts';
import type { WaitingPeriod } from '../../services/contract/constants.ts';
import { PRODUCT_NAME } from '../../services/contract/product.ts';
import { Money } from '../../src/ui/money.tsx';
import { PageHeading } from '../../src/ui/page-heading.tsx';
import { ADD_ONS } from '../additional-services/add-on-catalogue.ts';
import { formatApr, formatDollars } from '../accept-offer/offer-format.ts';
import { sentenceStart } from '../shared/sentence-start.ts';
import { applicationStatusLabel } from './application-status.ts';
import type { RouteName } from '../../services/contract/routes.ts';
import './dashboard.css';
import { START_YOUR_APPLICATION } from '../shared/start-form.texts.ts';

export interface DashboardPolicy {
  /** The pet's name; 'your pet' when missing. */
  petName?: string | null;
  /** e.g. 'active'. */
  status: string;
  deductible: number;
  coinsurance: number;
  annualLimit: number;
  /** Coverage names on the policy (add-on keys such as prescription_meds). */
  coverages: readonly string[];
  startDate: string;
  policyDocumentUrl: string;
  /** The applicant's state (two letters). */
  state: string;
  /** From the server's state config (GET /api/state_configs/); when absent, no waiting periods are shown (never a guess). */
  waitingPeriod?: WaitingPeriod;
}

interface DashboardCard {
  creditLimit: number;
  purchaseApr: number;
  annualFee?: number;
  last4?: string | null;
}

export interface DashboardScreenProps {
  /** 'Hi there' when missing. */
  firstName?: string | null;
  /** Null while the visitor has no card yet (no application, or no credit decision): an empty state then. */
  card?: DashboardCard | null;
  policy?: DashboardPolicy | null;
  /** The uploaded documents; none when missing. */
  documents?: readonly { id: string; name: string; created: string }[] | null;
  /** A signed-in user's application: where it stands and, while it is open, the way back into it. */
  application?: DashboardApplication | null;
}

interface DashboardApplication {
  /** The server's next route of the application (where it stands). */
  next: RouteName | null;
  /** The URL of its current step; null once there is nothing left to do. */
  continueHref: string | null;
}

function ApplicationSection({ application }: { application: DashboardApplication }) {
  return (
    <section className="z-card z-stack" aria-labelledby="dash-application">
      <h2 id="dash-application">Your application</h2>
      <p>{applicationStatusLabel(application.next)}</p>
      {application.continueHref ? <a href={application.continueHref}>Continue your application</a> : null}
    </section>
  );
}

const NO_CARD_TEXTS = {
  title: `You don't have a ${PRODUCT_NAME} card yet`,
  body: 'Apply in a few minutes. The card comes with free pet insurance for your dog or cat.',
  start: START_YOUR_APPLICATION,
} as const;
const ACCOUNT_SUBTITLE = `Your ${PRODUCT_NAME} account`;

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

const coverageLabel = (name: string) => ADD_ONS.find((a) => a.key === name)?.title ?? name.replace(/_/g, ' ');

export function DashboardScreen({ firstName, card, policy, documents, application }: DashboardScreenProps) {
  const greeting = firstName?.trim() ? `Hi ${firstName.trim()}` : 'Hi there';
  if (!card) {
    return (
      <div className="z-stack zo-dashboard">
        <PageHeading focusOnMount title={greeting} subtitle={ACCOUNT_SUBTITLE} />
        {application ? <ApplicationSection application={application} /> : null}
        {application?.continueHref ? null : (
          <section className="z-card z-stack" aria-labelledby="dash-no-card">
            <h2 id="dash-no-card">{NO_CARD_TEXTS.title}</h2>
            <p>{NO_CARD_TEXTS.body}</p>
            <a href="/">{NO_CARD_TEXTS.start}</a>
          </section>
        )}
      </div>
    );
  }
  return (
    <div className="z-stack zo-dashboard">
      <PageHeading focusOnMount title={greeting} subtitle={ACCOUNT_SUBTITLE} />
      {application?.continueHref ? <ApplicationSection application={application} /> : null}

      <CardSection card={card} />

      {policy ? <PolicySection policy={policy} /> : null}

      <DocumentsSection documents={documents} />
    </div>
  );
}

/** The card: its art and its terms. */
function CardSection({ card }: { card: DashboardCard }) {
  return (
    <section className="z-card z-stack" aria-labelledby="dash-card">
      <h2 id="dash-card">Your card</h2>
      <div className="zo-card-art" aria-hidden="true">
        <span>{PRODUCT_NAME}</span>
        <span>•••• {card.last4 ?? '····'}</span>
      </div>
      <dl className="zo-facts">
        <dt>Credit limit</dt>
        <dd>
          <Money amount={card.creditLimit} />
        </dd>
        <dt>Purchase APR</dt>
        <dd>{formatApr(card.purchaseApr)}</dd>
        <dt>Yearly fee</dt>
        <dd>{formatDollars(card.annualFee ?? ANNUAL_FEE_DOLLARS)}</dd>
      </dl>
    </section>
  );
}

/** The pet's policy: its terms, the state's waiting periods when known, and its document. */
function PolicySection({ policy }: { policy: DashboardPolicy }) {
  const waiting = policy.waitingPeriod ?? null;
  return (
    <section className="z-card z-stack" aria-labelledby="dash-policy">
      <h2 id="dash-policy">{sentenceStart(policy.petName || 'your pet')}'s pet insurance</h2>
      <dl className="zo-facts">
        <dt>Status</dt>
        <dd>{policy.status}</dd>
        <dt>Start date</dt>
        <dd>{formatDate(policy.startDate)}</dd>
        <dt>Deductible</dt>
        <dd>{formatDollars(policy.deductible)}</dd>
        <dt>Coinsurance</dt>
        <dd>{policy.coinsurance}% covered</dd>
        <dt>Annual limit</dt>
        <dd>{formatDollars(policy.annualLimit)}</dd>
        <dt>Add-ons</dt>
        <dd>{policy.coverages.length > 0 ? policy.coverages.map(coverageLabel).join(', ') : 'None: standard coverage'}</dd>
      </dl>
      {waiting ? (
        <>
          <h3>Waiting periods in {policy.state}</h3>
          <ul className="z-list">
            <li>Accidents: {waiting.accident_days} days</li>
            <li>Illnesses: {waiting.illness_days} days</li>
            <li>Cruciate ligament: {waiting.cruciate_days} days</li>
          </ul>
        </>
      ) : null}
      <a href={policy.policyDocumentUrl} target="_blank" rel="noopener noreferrer">
        View policy document
        <span className="z-visually-hidden"> (opens in a new tab)</span>
      </a>
    </section>
  );
}

/** The documents uploaded, with when. */
function DocumentsSection({ documents }: Pick<DashboardScreenProps, 'documents'>) {
  return (
    <section className="z-card z-stack" aria-labelledby="dash-docs">
      <h2 id="dash-docs">Your documents</h2>
      {!documents?.length ? (
        <p className="z-muted">No documents uploaded.</p>
      ) : (
        <ul className="z-list">
          {documents.map((d) => (
            <li key={d.id}>
              {d.name} <span className="z-muted z-small">uploaded {formatDate(d.created)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default DashboardScreen;
