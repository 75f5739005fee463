import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../services/contract/endpoints.ts';
import { registerEndpoint } from './register-endpoint.ts';

export async function configRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.clientConfig, () => ({
    mode: app.config.mode,
    stripe_publishable_key: app.config.stripePublishableKey,
    google_maps_key: app.config.googleMapsKey,
    support_widget_url: app.config.supportWidgetUrl ?? null,
  }));
}
