import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../services/contract/endpoints.ts';
import { ADDRESS_ERROR_MESSAGES } from '../../services/contract/sandbox.schema.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { HttpError } from '../http/http-error.ts';
import { AddressError, autocomplete, placeDetails } from './places.service.ts';
import { lookupZip, nearestZip } from './zip-codes.ts';

// The local places provider (used when no maps key is configured): predictions, details, reverse
// geocoding and ZIP lookup over offline US ZIP data. Address errors carry the spec's types and texts.

const INVALID = ADDRESS_ERROR_MESSAGES.invalid;

function asHttp(error: unknown, status: number): never {
  if (error instanceof AddressError) throw new HttpError(error.code === 'po_box' ? 400 : status, error.message, error.code);
  throw error;
}

export async function placesRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.placesAutocomplete, ({ query }) => {
    try {
      return { predictions: autocomplete(query.input) };
    } catch (error) {
      return asHttp(error, 400);
    }
  });
  registerEndpoint(app, endpoints.placeDetails, ({ params }) => {
    try {
      return placeDetails(params.id);
    } catch (error) {
      return asHttp(error, 404);
    }
  });
  registerEndpoint(app, endpoints.reverseGeocode, ({ query }) => {
    if (!Number.isFinite(query.lat) || !Number.isFinite(query.lng) || Math.abs(query.lat) > 90 || Math.abs(query.lng) > 180) {
      throw new HttpError(400, INVALID, 'invalid');
    }
    const found = nearestZip(query.lat, query.lng);
    if (!found) throw new HttpError(404, INVALID, 'invalid');
    return found;
  });
  registerEndpoint(app, endpoints.zipLookup, ({ params }) => {
    if (!/^\d{5}$/.test(params.id)) throw new HttpError(400, INVALID, 'invalid');
    const found = lookupZip(params.id);
    if (!found) throw new HttpError(404, INVALID, 'invalid');
    return found;
  });
}
