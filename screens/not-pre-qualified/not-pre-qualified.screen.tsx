import { DEFAULT_NOT_PRE_QUALIFIED_STATUS, NOT_PRE_QUALIFIED_STATUSES } from '../../services/contract/routes.ts';
import type { NotPreQualifiedStatus } from '../../services/contract/routes.ts';
import { Button } from '../../src/ui/button.tsx';
import { PageHeading } from '../../src/ui/page-heading.tsx';
import { outcomeMessage } from './not-pre-qualified.texts.ts';

/** The credit bureau's page for lifting a freeze. */
const DEFAULT_FREEZE_URL = 'https://www.experian.com/freeze/center.html';

export interface NotPreQualifiedScreenProps {
  /** From the route parameter; an unknown or missing status shows ko_income. */
  status?: string | null;
  petName?: string;
  freezeUrl?: string;
  /** Shown as 'Go to my dashboard' when given. */
  onGoToDashboard?: () => void;
}

function toStatus(status: string | null | undefined): NotPreQualifiedStatus {
  return (NOT_PRE_QUALIFIED_STATUSES as readonly string[]).includes(status ?? '')
    ? (status as NotPreQualifiedStatus)
    : DEFAULT_NOT_PRE_QUALIFIED_STATUS;
}

export function NotPreQualifiedScreen(props: NotPreQualifiedScreenProps) {
  const status = toStatus(props.status);
  const message = outcomeMessage(status, props.petName ?? '');
  return (
    <div className="z-stack" data-status={status}>
      <PageHeading focusOnMount title={message.title} />
      {message.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {status === 'ko_frozen_file' ? (
        <a className="z-button z-button--primary" href={props.freezeUrl ?? DEFAULT_FREEZE_URL} target="_blank" rel="noopener noreferrer">
          Unfreeze my credit
          <span className="z-visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : null}
      {props.onGoToDashboard ? (
        <Button variant="secondary" onClick={props.onGoToDashboard}>
          Go to my dashboard
        </Button>
      ) : null}
    </div>
  );
}

export default NotPreQualifiedScreen;
