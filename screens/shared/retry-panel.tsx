import { PageHeading } from '../../src/ui/page-heading.tsx';
import { Button } from '../../src/ui/button.tsx';
import { Banner } from '../../src/ui/banner.tsx';

// A step whose loading failed (the policy, the payment, the decision wait): what happened, that
// nothing was lost, and one way on.

export function RetryPanel({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <div className="z-stack">
      <PageHeading title={title} focusOnMount />
      <Banner tone="error">{message}</Banner>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}
