import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../services/contract/endpoints.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { outboxQueue } from '../messages/message-delivery.ts';
import { customer, listPhoneNumbers, me, registerPhoneNumber, sendUserPhoneCode } from './account.service.ts';
import { createHandoff, handoffResource, redeemHandoff } from './handoff.service.ts';
import { startLogin, validateLogin } from './login.service.ts';
import { rotateRefreshToken } from './token.service.ts';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, partners } = app;
  const delivery = outboxQueue(db, config);

  registerEndpoint(app, endpoints.login, ({ body }) => startLogin(db, config, delivery, body.email));
  registerEndpoint(app, endpoints.loginValidate, ({ body }) => validateLogin(db, config, body.shared_key, body.otp));
  registerEndpoint(app, endpoints.refresh, ({ body }) => rotateRefreshToken(db, config, body.refresh));
  registerEndpoint(app, endpoints.me, ({ auth }) => me(db, auth));
  registerEndpoint(app, endpoints.customer, ({ auth, body }) => customer(db, auth, body));
  registerEndpoint(app, endpoints.listPhoneNumbers, ({ auth }) => listPhoneNumbers(db, auth));
  registerEndpoint(app, endpoints.registerPhone, ({ auth, body }) => registerPhoneNumber(db, config, auth, body.phone_number));
  registerEndpoint(app, endpoints.verifyUserPhone, ({ auth, params }) => sendUserPhoneCode(db, config, delivery, auth, params.id));
  registerEndpoint(app, endpoints.authHandoff, ({ auth, body }) => createHandoff(db, config, partners, delivery, auth, body, 'auth_handoff'));
  registerEndpoint(app, endpoints.talliedAuthHandoff, ({ auth, body }) => createHandoff(db, config, partners, delivery, auth, body, 'tallied'));
  registerEndpoint(app, endpoints.authHandoffDecrypt, ({ body }) => redeemHandoff(db, config, body.token, body.code_verifier));
  registerEndpoint(app, endpoints.authHandoffResource, ({ body }) => handoffResource(db, config, partners, body.token, body.code_verifier));
}
