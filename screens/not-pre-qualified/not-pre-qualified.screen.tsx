import type { NotPreQualifiedStatus } from '../../services/contract/routes.ts';
import { Button } from '../../src/ui/button.tsx';
import { PageHeading } from '../../src/ui/page-heading.tsx';
import { outcomeMessage } from './not-pre-qualified.texts.ts';
import { GO_TO_DASHBOARD } from '../shared/common.texts.ts';

/** The credit bureau's freeze page, where ko_frozen_file's 'Unfreeze my credit' goes. */
export const FREEZE_URL = 'https://www.experian.com/freeze/center.html';

export interface NotPreQualifiedScreenProps {
  /** The machine's status (a link's unknown status never reaches the screen). */
  status: NotPreQualifiedStatus;
  petName?: string;
  /** 'Go to my dashboard'. */
  onGoToDashboard: () => void;
}

export function NotPreQualifiedScreen(props: NotPreQualifiedScreenProps) {
  const { status } = props;
  const message = outcomeMessage(status, props.petName ?? '');
  return (
    <div className="z-stack" data-status={status}>
      <PageHeading focusOnMount title={message.title} />
      {message.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {status === 'ko_frozen_file' ? (
        <a className="z-button z-button--primary" href={FREEZE_URL} target="_blank" rel="noopener noreferrer">
          Unfreeze my credit
          <span className="z-visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : null}
      <Button variant="secondary" onClick={props.onGoToDashboard}>
        {GO_TO_DASHBOARD}
      </Button>
    </div>
  );
}

export default NotPreQualifiedScreen;
