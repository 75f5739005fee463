import type { PetApplication, PlanPurchase } from '../../../services/contract/insurance.schema.ts';
import type { SignupDetail } from '../../../services/contract/origination.schema.ts';

// What the server stored for the applicant, read through the public API as the applicant's own
// account (signed in by the caller, by email code): their application, its pet application and
// the purchase the page completed, if it paid (its id is in the page's own calls).

export interface StoredRecords {
  creditLimit: number | null;
  purchaseAprBasisPoints: number | null;
  /** The names of the add-ons chosen on the insurance quote (`vet_visit`, …), sorted. */
  chosenAddOns: string[];
  addOnPrice(name: string): number | undefined;
  policyConfigured: boolean;
  /** The purchase the page completed; null when it paid nothing. */
  purchase: PlanPurchase | null;
}

async function api<T>(baseUrl: string, path: string, token: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return (await response.json()) as T;
}

export async function readWhatIsStored(baseUrl: string, access: string, pageApiCalls: string[]): Promise<StoredRecords> {
  const { results } = await api<{ results: { id: string }[] }>(baseUrl, '/api/v1/origination/', access);
  if (results.length !== 1) throw new Error(`The applicant has ${results.length} applications, expected 1`);
  const signup = await api<SignupDetail>(baseUrl, `/api/v1/card/signup/${results[0]?.id}/`, access);
  if (!signup.pet_application) throw new Error('The signup has no pet application');
  const application = await api<PetApplication>(baseUrl, `/api/applications/${signup.pet_application.id}/`, access);
  const quote = application.insurance_quote;
  const completed = pageApiCalls.map((path) => /^\/api\/plan_purchase\/([^/]+)\/complete\/?$/.exec(path)?.[1]).filter((id) => id !== undefined);
  const purchaseId = completed.at(-1);
  const purchase = purchaseId ? await api<PlanPurchase>(baseUrl, `/api/plan_purchase/${purchaseId}/`, access) : null;
  return {
    creditLimit: signup.credit_application_credit_limit,
    purchaseAprBasisPoints: signup.credit_application_purchase_apr,
    chosenAddOns: quote.coverage_rates.filter((rate) => quote.coverages.includes(rate.id)).map((rate) => rate.name).sort(),
    addOnPrice: (name) => quote.coverage_rates.find((rate) => rate.name === name)?.price,
    policyConfigured: application.policy_configured,
    purchase,
  };
}
