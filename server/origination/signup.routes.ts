import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../services/contract/endpoints.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { answerInsuranceQuiz, signupDetail, updateAlternateAddress } from './signup.service.ts';

export async function signupRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  // The decision poll, every 3 s for every waiting applicant: its answer is written by a compiled serializer.
  registerEndpoint(app, endpoints.signupDetail, ({ params, auth }) => signupDetail(db, config, auth, params.id), { compiledResponse: true });
  registerEndpoint(app, endpoints.insuranceQuiz, ({ params, body, auth }) => answerInsuranceQuiz(db, config, auth, params.id, body.had_insurance_before));
  registerEndpoint(app, endpoints.updateAddress, ({ params, body, auth }) => updateAlternateAddress(db, config, auth, params.id, body.address));
}
