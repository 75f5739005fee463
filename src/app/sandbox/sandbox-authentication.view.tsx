import { Button } from '../../ui/button.tsx';

export interface SandboxAuthenticationViewProps {
  /** The SetupIntent asking for authentication; null when the page was opened without one. */
  setupIntentId: string | null;
  busy: boolean;
  onAnswer: (approve: boolean) => void;
}

/**
 * The sandbox's stand-in for the bank's 3-D Secure page a Stripe redirect goes to, with the two
 * answers of Stripe's own test page. It then goes back to the app's return URL.
 */
export function SandboxAuthenticationView({ setupIntentId, busy, onAnswer }: SandboxAuthenticationViewProps) {
  return (
    <main className="z-static-page">
      <div className="z-card z-stack">
        <h1>3D Secure test page</h1>
        {setupIntentId ? (
          <>
            <p>This sandbox page stands in for your bank's check. Complete or fail the authentication to go back to your application.</p>
            <div className="z-row">
              <Button onClick={() => onAnswer(true)} loading={busy} loadingLabel="Going back…">
                Complete authentication
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => onAnswer(false)}>
                Fail authentication
              </Button>
            </div>
          </>
        ) : (
          <p role="alert">There is no card to authenticate here. Please go back to your application.</p>
        )}
      </div>
    </main>
  );
}
