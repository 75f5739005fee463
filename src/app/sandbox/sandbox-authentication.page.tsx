import { useMemo, useState } from 'react';
import { createBrowserServices } from '../../../services/config/browser-services.ts';
import { redirectReturnUrl } from '../../../services/payment/return-url.ts';
import { SandboxAuthenticationView } from './sandbox-authentication.view.tsx';

// The sandbox provider's redirect target (3-D Secure by redirect): answers the SetupIntent's
// authentication with the applicant's own token, then returns to the app like Stripe does, with
// setup_intent, setup_intent_client_secret and redirect_status. The app then retrieves the intent.

export default function SandboxAuthenticationPage() {
  const query = useMemo(() => new URLSearchParams(window.location.search), []);
  const setupIntentId = query.get('setup_intent');
  const clientSecret = query.get('client_secret');
  const returnUrl = query.get('return_url');
  const services = useMemo(() => createBrowserServices(), []);
  const [busy, setBusy] = useState(false);

  const answer = async (approve: boolean) => {
    if (!setupIntentId || !clientSecret || !returnUrl) return;
    setBusy(true);
    let status: 'succeeded' | 'failed' = approve ? 'succeeded' : 'failed';
    try {
      await services.apiCall('sandboxAuthenticate', { body: { setup_intent: setupIntentId, approve } });
    } catch {
      // A decline or a failed check: the SetupIntent says why, and the app reads it on return.
      status = 'failed';
    }
    window.location.assign(redirectReturnUrl(returnUrl, window.location.origin, { setupIntentId, clientSecret, redirectStatus: status }));
  };

  return <SandboxAuthenticationView setupIntentId={setupIntentId && clientSecret && returnUrl ? setupIntentId : null} busy={busy} onAnswer={(approve) => void answer(approve)} />;
}
