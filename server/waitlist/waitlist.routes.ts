import type { FastifyInstance } from 'fastify';
import { htmlPage } from '../reference/html-page.ts';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../services/contract/product.ts';
import { BLACKOUT_STATES } from '../../services/contract/constants.ts';

// Applicants whose home is in a blackout state are sent to the waitlist form. With WAITLIST_URL set
// this answers a redirect to that external form; without it (offline, the sandbox) a page of our own
// stands in, so the branch never ends on a browser error.

const WAITLIST_PATH = '/waitlist';

export async function waitlistRoutes(app: FastifyInstance): Promise<void> {
  app.get(WAITLIST_PATH, { schema: { hide: true } }, async (_request, reply) => {
    if (app.config.waitlistUrl) return reply.redirect(app.config.waitlistUrl, 302);
    return reply.type('text/html; charset=utf-8').send(
      htmlPage(`Join the ${PRODUCT_NAME} waitlist`, [
        {
          heading: "We're not in your state yet",
          paragraphs: [
            `${PRODUCT_NAME} isn't available yet in ${BLACKOUT_STATES.join(', ')}. We're working on it.`,
            `Email ${SUPPORT_EMAIL} with the subject "Waitlist" and your state, and we'll write to you as soon as you can apply.`,
          ],
        },
      ]),
    );
  });
}
