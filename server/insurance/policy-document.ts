import type { Plan } from '../../services/contract/insurance.schema.ts';
import { PRODUCT_NAME } from '../../services/contract/product.ts';
import type { PetApplicationsTable } from '../db/insurance-tables.ts';
import { htmlPage } from '../reference/html-page.ts';
import { coverageRates } from './coverage-catalogue.ts';

// The policy document of a configured plan, generated as an HTML page from the stored plan.

const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

export function policyDocumentHtml(plan: Plan, app: PetApplicationsTable): string {
  const policy = plan.insurance_policy;
  const labels = new Map(coverageRates('x').map((r) => [r.name, r.label]));
  const addOns = policy.coverages.map((name) => labels.get(name) ?? name);
  return htmlPage(`${PRODUCT_NAME} pet insurance policy for ${app.pet_name}`, [
    {
      heading: 'Policyholder and pet',
      paragraphs: [`${app.first_name} ${app.last_name}, ${app.address}, ${app.city}, ${app.state} ${app.postal_code}.`, `${app.pet_name}, ${app.pet_type}, ${plan.breed}.`],
    },
    {
      heading: 'Coverage',
      paragraphs: [
        `Deductible ${money(policy.deductible)}; coinsurance ${policy.coinsurance}% covered; annual limit ${money(policy.annual_limit)}.`,
        addOns.length ? `Add-ons: ${addOns.join(', ')}.` : 'No add-ons: the base policy.',
        `Premium: ${money(policy.monthly_premium)} a month for add-ons; the base policy is included with your card.`,
      ],
    },
    {
      heading: 'Dates',
      paragraphs: [
        `Policy period: ${plan.start_date} to ${plan.expiration}.`,
        `Accidents are covered from ${policy.accident_effective_date}, illnesses from ${policy.illness_effective_date}, cruciate ligament conditions from ${policy.cruciate_effective_date}.`,
      ],
    },
  ]);
}
