import { PageHeading } from '../../src/ui/page-heading.tsx';

export interface InstalinkScreenProps {
  /** Where the link went, when known (shown to reassure; never required). */
  email?: string | null;
}

/** zoomies.card.instalink: the mobile hand-off. 'Other behaviour of this screen: not shown.' */
export function InstalinkScreen({ email }: InstalinkScreenProps) {
  return (
    <div className="z-stack" role="status">
      <PageHeading title="Check your email for the link sent!" focusOnMount />
      <p>
        We sent a link{email ? (
          <>
            {' '}
            to <strong>{email}</strong>
          </>
        ) : null}
        . Open it on this phone to pick up your application right where you left off.
      </p>
      <p className="z-muted">It can take a minute to arrive. If you can't find it, check your spam or promotions folder.</p>
    </div>
  );
}

export default InstalinkScreen;
