import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../services/contract/endpoints.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { outboxQueue } from '../messages/message-delivery.ts';
import { completeOrigination } from './complete.service.ts';
import { challenge, getOrigination, listOriginations, petInformation, startOrigination, validateOrigination } from './origination.service.ts';
import { sendOwnCode, startPhoneCheck, verifyOwnCode, verifyPartnerCode } from './phone-check.service.ts';
import { acceptOffer } from './signup.service.ts';
import { readCreditCheckSignature } from './credit-check-signature.ts';

export async function originationRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, partners } = app;
  const delivery = outboxQueue(db, config);

  registerEndpoint(app, endpoints.originationStart, ({ body, auth }) => startOrigination(db, config, partners, auth, body));
  registerEndpoint(app, endpoints.originationValidate, ({ body, auth }) => validateOrigination(db, config, auth, body));
  registerEndpoint(app, endpoints.originationChallenge, ({ body, auth }) => challenge(db, config, partners, auth, body));
  registerEndpoint(app, endpoints.petInformation, ({ body, auth }) => petInformation(db, config, auth, body));
  registerEndpoint(app, endpoints.originationComplete, ({ body, auth }) => completeOrigination(db, config, partners, delivery, auth, body));
  registerEndpoint(app, endpoints.acceptOffer, ({ body, auth, request }) =>
    acceptOffer(db, config, partners, auth, body.origination_id, body.agreed_documents, { address: request.ip, userAgent: request.headers['user-agent'] ?? '' }),
  );
  registerEndpoint(app, endpoints.creditCheckSignature, ({ params, auth }) => readCreditCheckSignature(db, auth, params.id));
  registerEndpoint(app, endpoints.listOriginations, ({ auth }) => listOriginations(db, config, auth));
  registerEndpoint(app, endpoints.getOrigination, ({ params, auth }) => getOrigination(db, config, auth, params.id));

  registerEndpoint(app, endpoints.phoneCheckStart, ({ params, auth }) => startPhoneCheck(db, config, partners, delivery, auth, params.id));
  registerEndpoint(app, endpoints.phoneCheckResend, ({ params, auth }) => startPhoneCheck(db, config, partners, delivery, auth, params.id));
  registerEndpoint(app, endpoints.phoneCheckVerify, ({ params, body, auth }) => verifyPartnerCode(db, config, auth, params.id, body.code));
  registerEndpoint(app, endpoints.sendOwnCode, ({ params, auth }) => sendOwnCode(db, config, partners, delivery, auth, params.id));
  registerEndpoint(app, endpoints.verifyOwnCode, ({ params, body, auth }) => verifyOwnCode(db, config, auth, params.id, body.shared_key, body.otp));
}
