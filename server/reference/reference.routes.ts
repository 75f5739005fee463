import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { endpoints } from '../../services/contract/endpoints.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { breedsOf } from './breeds.ts';
import { calculatorOptions, calculatorUpsell } from './calculator.ts';
import { legalPage } from './legal-pages.ts';
import { pointsOffer } from './points-offers.ts';
import { regulatoryDocuments } from '../../services/contract/regulatory-documents.ts';
import { stateConfigs } from './state-configs.ts';

// Reference data: breeds, points offers, regulatory documents (and their pages), state waiting
// periods and the insurance calculator.

export async function referenceRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.breeds, ({ params }) => ({ results: breedsOf(params.type) }));
  registerEndpoint(app, endpoints.pointsOffer, ({ params }) => {
    const offer = pointsOffer(params.id);
    if (!offer) throw notFound('Offer not found');
    return offer;
  });
  registerEndpoint(app, endpoints.regulatoryDocuments, () => ({ results: regulatoryDocuments() }));
  registerEndpoint(app, endpoints.stateConfigs, ({ query }) => ({ results: stateConfigs(query.state__abbreviation) }));

  registerEndpoint(app, endpoints.calculatorOptions, ({ query }) => calculatorOptions(query.pet_type));
  registerEndpoint(app, endpoints.calculatorReset, ({ body }) => calculatorOptions(body.pet_type));
  registerEndpoint(app, endpoints.calculatorUpsell, ({ body }) => {
    const result = calculatorUpsell(body);
    if (!result.ok) throw new HttpError(400, result.message, 'invalid');
    return { annual_total: result.annual_total, monthly_total: result.monthly_total };
  });

  app.get('/legal/:slug', { schema: { hide: true, params: z.strictObject({ slug: z.string().max(80) }) } }, async (request, reply) => {
    const page = legalPage((request.params as { slug: string }).slug);
    if (!page) throw notFound('Document not found');
    return reply.type('text/html; charset=utf-8').send(page);
  });
}
