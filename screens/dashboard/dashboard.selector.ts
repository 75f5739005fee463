import type { DashboardScreenProps } from './dashboard.screen.tsx';
import { urlForRoute } from '../../machines/route-table.ts';
import { isApplicationOpen } from '../../machines/rules/progress.rules.ts';
import type { FlowSnapshot } from '../../src/app/flow-snapshot.ts';
import { cardTerms, petOfSignup } from '../shared/card-terms.selector.ts';

// The Dashboard: what the dashboard state loaded (signup, pet application, plan, documents, the
// signed-in user's applications). A visitor with no card yet gets the empty state.

export function selectDashboard(snapshot: FlowSnapshot): DashboardScreenProps {
  const { signup, plan, stateConfig, uploadedDocuments, applications } = snapshot.context;
  const terms = cardTerms(signup);
  const pet = signup ? petOfSignup(signup) : null;
  const application = applications?.[0] ?? null;
  return {
    firstName: signup?.first_name ?? '',
    card: terms,
    policy: plan
      ? {
          petName: pet?.name ?? '',
          status: plan.status,
          deductible: plan.insurance_policy.deductible,
          coinsurance: plan.insurance_policy.coinsurance,
          annualLimit: plan.insurance_policy.annual_limit,
          coverages: plan.insurance_policy.coverages,
          startDate: plan.start_date,
          policyDocumentUrl: plan.insurance_policy.policy_document,
          state: plan.state,
          // The state's waiting periods as the server configures them (GET /api/state_configs/).
          ...(stateConfig ? { waitingPeriod: { accident_days: stateConfig.accident_days, illness_days: stateConfig.illness_days, cruciate_days: stateConfig.cruciate_days } } : {}),
        }
      : null,
    documents: uploadedDocuments ?? [],
    application: application
      ? { next: application.next, continueHref: isApplicationOpen(application.next) && application.next ? urlForRoute(application.next, { originationId: application.id }) : null }
      : null,
  };
}
