import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../services/contract/endpoints.ts';
import { IdParams } from '../../services/contract/endpoint.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { notFound } from '../http/http-error.ts';
import {
  changeCoverages,
  changePolicyOptions,
  getPetApplication,
  priceQuote,
  withdrawPetApplication,
} from './pet-application.commands.ts';
import { completePlanPurchase, createPlanPurchase, getPlanPurchase } from './plan-purchase.service.ts';
import { configurePolicy, findPlanForDocument, getDetailedPlan } from './policy-config.service.ts';
import { policyDocumentHtml } from './policy-document.ts';

// The insurance calls of the second document: the pet application and its quotes, pricing, the plan
// purchase, policy configuration and the detailed plan.

export async function insuranceRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;

  registerEndpoint(app, endpoints.getPetApplication, ({ params, auth }) => getPetApplication(db, config, auth, params.id));
  registerEndpoint(app, endpoints.patchPetApplication, ({ params, body, auth }) => changePolicyOptions(db, config, auth, params.id, body.data));
  registerEndpoint(app, endpoints.deleteApplication, async ({ params, auth }) => {
    await withdrawPetApplication(db, config, auth, params.id);
    return {};
  });

  registerEndpoint(app, endpoints.patchContractQuote, async ({ params, body, auth }) => {
    const applicationId = await changeCoverages(db, auth, 'contract_quote_id', params.id, body.coverages);
    return getPetApplication(db, config, auth, applicationId);
  });
  registerEndpoint(app, endpoints.patchInsuranceQuote, async ({ params, body, auth }) => {
    const applicationId = await changeCoverages(db, auth, 'insurance_quote_id', params.id, body.coverages);
    return (await getPetApplication(db, config, auth, applicationId)).insurance_quote;
  });
  registerEndpoint(app, endpoints.quotePricing, ({ params, body, auth }) => priceQuote(db, auth, params.id, body));

  registerEndpoint(app, endpoints.createPlanPurchase, ({ body, auth }) => createPlanPurchase(db, config, auth, body));
  registerEndpoint(app, endpoints.getPlanPurchase, ({ params, auth }) => getPlanPurchase(db, auth, params.id));
  registerEndpoint(app, endpoints.completePlanPurchase, ({ params, body, auth }) => completePlanPurchase(db, config, auth, params.id, body));

  registerEndpoint(app, endpoints.policyConfig, ({ body, auth }) => configurePolicy(db, config, auth, body));
  registerEndpoint(app, endpoints.detailedPlan, ({ params, auth }) => getDetailedPlan(db, auth, params.id));

  // The plan's policy_document link, opened by the browser without a bearer token: the random plan
  // id is the capability (designed; not a JSON call, so not in the contract).
  app.get('/api/policy_documents/:id/', { schema: { hide: true, params: IdParams } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const found = await findPlanForDocument(db, id);
    if (!found) throw notFound('Policy document not found');
    return reply.type('text/html; charset=utf-8').send(policyDocumentHtml(found.plan, found.app));
  });
}
