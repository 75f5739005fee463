import { EmailUsAt } from '../shared/email-us.tsx';

const SUPPORT_PANEL_TEXTS = {
  title: 'Questions?',
  contact: 'Open the contact page',
} as const;

/**
 * The customer-support slot of the additional services page, drawn locally: it loads no outside
 * script (there is no chat service in sandbox mode), so it offers the ways that do work, email and
 * the contact page.
 */
export function SupportPanel() {
  return (
    <div className="z-stack zo-support-panel">
      <h2>{SUPPORT_PANEL_TEXTS.title}</h2>
      <p>
        <EmailUsAt /> and we'll answer within a day.
      </p>
      <p>
        <a href="/contact" target="_blank" rel="noopener noreferrer">
          {SUPPORT_PANEL_TEXTS.contact}
          <span className="z-visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}
