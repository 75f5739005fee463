import type { OutboxMessage } from '../../../services/contract/sandbox.schema.ts';
import { CopyFillButtons } from './copy-fill-buttons.tsx';

const KIND_LABELS: Record<OutboxMessage['kind'], string> = {
  partner_code: 'Partner code (4 digits)',
  otp: 'One-time code (6 digits)',
  login_code: 'Sign-in code',
  link: 'Instant link',
  pet_old_enough: 'Pet old enough (scheduled email)',
};

export interface OutboxListProps {
  messages: readonly OutboxMessage[];
  onFill: ((value: string) => void) | null;
}

/** The outbox, newest first: codes with copy and fill, links to open. */
export function OutboxList({ messages, onFill }: OutboxListProps) {
  if (messages.length === 0) return <p className="z-muted">No messages yet for this recipient.</p>;
  return (
    <ul className="z-list z-stack" style={{ gap: 8, listStyle: 'none', paddingLeft: 0 }} aria-label="Outbox messages">
      {messages.map((message) => (
        <li key={message.id} className="z-card">
          <p style={{ margin: 0 }}>
            <strong>{KIND_LABELS[message.kind]}</strong> <span className="z-muted z-small">by {message.channel === 'sms' ? 'SMS' : 'email'} to {message.to}, {new Date(message.created).toLocaleTimeString('en-US')}</span>
          </p>
          {message.code ? (
            <p style={{ margin: 0 }}>
              <code style={{ fontSize: '1.25rem', letterSpacing: '0.2em' }}>{message.code}</code> <CopyFillButtons value={message.code} onFill={onFill} />
            </p>
          ) : null}
          {message.scheduled_for ? (
            <p style={{ margin: 0 }}>Scheduled for {new Date(message.scheduled_for).toLocaleString('en-US')}</p>
          ) : null}
          {message.link ? (
            <p style={{ margin: 0 }}>
              <a href={message.link}>Open the link</a>
            </p>
          ) : null}
          <p className="z-muted z-small" style={{ margin: 0 }}>
            {message.body}
          </p>
        </li>
      ))}
    </ul>
  );
}
