import { z } from 'zod';

/** What the client needs to pick its adapters: real providers when keys are configured. */
export const ClientConfig = z.object({
  mode: z.enum(['sandbox', 'production']),
  stripe_publishable_key: z.string().nullable(),
  google_maps_key: z.string().nullable(),
  /** The customer-support widget's script for the additional services page; null: the page's own panel. */
  support_widget_url: z.string().nullable().optional(),
});
export type ClientConfig = z.infer<typeof ClientConfig>;
