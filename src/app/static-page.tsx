import { lazy } from 'react';
import type { StaticPageKey } from './static-routes.ts';

const BasePolicyScreen = lazy(() => import('../../screens/static-pages/base-policy.screen.tsx'));
const SamplePoliciesScreen = lazy(() => import('../../screens/static-pages/sample-policies.screen.tsx'));
const ContactScreen = lazy(() => import('../../screens/static-pages/contact.screen.tsx'));
const TermsScreen = lazy(() => import('../../screens/static-pages/terms.screen.tsx'));

// The sample policies are the legal pages the server renders (the base policy wording).
const SAMPLE_POLICIES = [
  { title: 'Base pet insurance policy (sample)', url: '/pet-insurance/base' },
  { title: 'Terms of Service (sample)', url: '/legal/terms-of-service' },
] as const;

export default function StaticPage({ page }: { page: StaticPageKey }) {
  const backHref = '/';
  return (
    <main className="z-static-page">
      {page === 'base-policy' ? <BasePolicyScreen backHref={backHref} /> : null}
      {page === 'sample-policies' ? <SamplePoliciesScreen samples={SAMPLE_POLICIES} backHref={backHref} /> : null}
      {page === 'contact' ? <ContactScreen backHref={backHref} /> : null}
      {page === 'terms' ? <TermsScreen backHref={backHref} /> : null}
    </main>
  );
}
