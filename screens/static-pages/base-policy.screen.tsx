import { BASE_ANNUAL_LIMIT, BASE_COINSURANCE, BASE_DEDUCTIBLE, DEFAULT_WAITING_PERIOD } from '../../services/contract/constants.ts';
import { PRODUCT_NAME } from '../../services/contract/product.ts';
import { formatDollars } from '../accept-offer/offer-format.ts';
import { BASE_COVERED, BASE_NOT_COVERED, NOT_COVERED_TITLE } from '../additional-services/base-policy.tsx';
import { StaticPage } from './static-page.tsx';

export interface BasePolicyScreenProps {
  backHref?: string;
}

/** /pet-insurance/base: the free base policy in plain words. */
export function BasePolicyScreen({ backHref }: BasePolicyScreenProps) {
  return (
    <StaticPage title="The base pet insurance policy" subtitle={`Included with your ${PRODUCT_NAME} card for one pet, at no extra cost.`} {...(backHref ? { backHref } : {})}>
      <section className="z-card">
        <h2>The numbers</h2>
        <ul className="z-list">
          <li>Deductible: {formatDollars(BASE_DEDUCTIBLE)} a year</li>
          <li>Coinsurance: we pay {BASE_COINSURANCE}% of eligible bills after the deductible</li>
          <li>Annual limit: up to {formatDollars(BASE_ANNUAL_LIMIT)} a year</li>
          <li>Any licensed vet in the United States</li>
        </ul>
      </section>
      <section>
        <h2>What's covered</h2>
        <ul className="z-list">
          {BASE_COVERED.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section>
        <h2>{NOT_COVERED_TITLE}</h2>
        <ul className="z-list">
          {BASE_NOT_COVERED.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section>
        <h2>Waiting periods</h2>
        <p>
          Coverage starts after a waiting period: usually {DEFAULT_WAITING_PERIOD.accident_days} days for accidents,{' '}
          {DEFAULT_WAITING_PERIOD.illness_days} days for illnesses and {DEFAULT_WAITING_PERIOD.cruciate_days} days for cruciate
          ligament conditions. Some states have shorter periods; your policy shows the ones for your state.
        </p>
      </section>
    </StaticPage>
  );
}

export default BasePolicyScreen;
