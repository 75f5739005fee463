import type { PointsOffer } from '../../services/contract/marketing.schema.ts';
import { isOfferId } from '../../services/contract/marketing.constants.ts';
import { wholeNumber } from '../../services/contract/whole-number.ts';
import { Banner } from '../../src/ui/banner.tsx';
import { FinePrint } from './fine-print.tsx';
import { LearnMore } from './learn-more.tsx';
import type { LearnMoreProps } from './learn-more.tsx';
import { StartForm } from './start-form.tsx';
import type { StartFormProps } from './start-form.tsx';

/** The start form's props, plus what the offer page around it needs. */
export interface OfferStartScreenProps extends StartFormProps {
  /** The points offer of /q/signup/start-offer/:offerId, when the binding found one. */
  pointsOffer?: PointsOffer | null;
  onOpenInfo?: LearnMoreProps['onOpenInfo'];
}

/** The banner shows only for an offer id of the offers table (v1, v2, v3). */
function isValidOffer(offer: PointsOffer | null | undefined): offer is PointsOffer {
  return Boolean(offer && isOfferId(offer.id));
}

const BENEFITS = [
  { text: 'Built-in pet insurance', note: 1 },
  { text: '$10,000 in insurance', note: 1 },
  { text: '3x points on pet purchases', note: 3 },
];

export function OfferStartScreen(props: OfferStartScreenProps) {
  const { pointsOffer, onOpenInfo, ...form } = props;
  return (
    <div className="z-stack">
      <header className="z-page-heading">
        <h1>A credit card with up to $10k of built-in pet insurance</h1>
        <p>Prequalify in 5 minutes or less, with no impact on your credit score.<sup><a href="#footnote-6" aria-label="Footnote 6">6</a></sup></p>
      </header>
      <ul className="z-benefits" aria-label="Benefits">
        {BENEFITS.map((benefit) => (
          <li key={benefit.text} className="z-benefit">
            {benefit.text}
            <sup>
              <a href={`#footnote-${benefit.note}`} aria-label={`Footnote ${benefit.note}`}>
                {benefit.note}
              </a>
            </sup>
          </li>
        ))}
      </ul>
      {isValidOffer(pointsOffer) ? (
        <Banner tone="success" role="none" title={`Earn ${wholeNumber(pointsOffer.points)} bonus points`}>
          <p>{pointsOffer.text}</p>
        </Banner>
      ) : null}
      <section className="z-card" aria-labelledby="offer-form-title">
        <h2 id="offer-form-title" style={{ marginTop: 0 }}>
          See if you prequalify
        </h2>
        <StartForm {...form} />
      </section>
      <LearnMore onOpenInfo={onOpenInfo} />
      <FinePrint />
    </div>
  );
}

