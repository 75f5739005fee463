import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VerifyCodeScreen } from './verify-code.screen.tsx';
import type { VerifyCodeScreenProps } from './verify-code.screen.tsx';
import { SUPPORT_EMAIL } from '../../services/contract/product.ts';

function setup(overrides: Partial<VerifyCodeScreenProps> = {}) {
  const props: VerifyCodeScreenProps = { codeLength: 4, phoneNumber: '(512) 555-0100', onSubmit: vi.fn(), onResend: vi.fn(), ...overrides };
  const view = render(<VerifyCodeScreen {...props} />);
  return { props, view, user: userEvent.setup() };
}

describe('VerifyCodeScreen', () => {
  it('offers the one-time code to the phone keyboard and autofill', () => {
    setup();
    const input = screen.getByLabelText('4-digit code');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('maxlength', '4');
  });

  it('submits the 4-digit partner code as soon as it is complete, digits only', async () => {
    const { props, user } = setup();
    const input = screen.getByLabelText('4-digit code');
    await user.type(input, '1a2b3');
    expect(input).toHaveValue('123');
    expect(props.onSubmit).not.toHaveBeenCalled();
    await user.type(input, '4');
    expect(props.onSubmit).toHaveBeenCalledWith({ code: '1234' });
  });

  it('accepts a pasted 6-digit code with other characters around it', async () => {
    const { props, user } = setup({ codeLength: 6 });
    await user.click(screen.getByLabelText('6-digit code'));
    await user.paste('Code: 123-456');
    expect(screen.getByLabelText('6-digit code')).toHaveValue('123456');
    expect(props.onSubmit).toHaveBeenCalledWith({ code: '123456' });
  });

  it('clears the input and says the code was wrong', async () => {
    const { props, user, view } = setup();
    await user.type(screen.getByLabelText('4-digit code'), '9999');
    view.rerender(<VerifyCodeScreen {...props} notice="wrong-code" attempt={1} />);
    const input = screen.getByLabelText('4-digit code');
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Wrong code. Please try again'));
  });

  it.each(['rejected', 'server-failed', 'unreachable', 'not-verified', 'code-expired'] as const)(
    'clears the input after a failed check (%s) and shows the error, ready for the next try',
    async (notice) => {
      const { props, user, view } = setup();
      await user.type(screen.getByLabelText('4-digit code'), '1234');
      view.rerender(<VerifyCodeScreen {...props} notice={notice} attempt={1} />);
      const input = screen.getByLabelText('4-digit code');
      expect(input).toHaveValue('');
      expect(input).toHaveFocus();
      expect(screen.getByRole('alert')).not.toHaveTextContent(/^$/);
      expect(screen.queryByText("We couldn't reach our servers. Please check your connection and try again.") !== null).toBe(notice === 'unreachable');
    },
  );

  it('clears the input again on a second wrong code', async () => {
    const { props, user, view } = setup();
    view.rerender(<VerifyCodeScreen {...props} notice="wrong-code" attempt={1} />);
    await user.type(screen.getByLabelText('4-digit code'), '1111');
    view.rerender(<VerifyCodeScreen {...props} notice="wrong-code" attempt={2} />);
    expect(screen.getByLabelText('4-digit code')).toHaveValue('');
  });

  it.each([
    [4, 'New 4-digit code sent!'],
    [6, 'New 6-digit code sent!'],
  ] as const)('confirms a new %i-digit code was sent', (codeLength, text) => {
    setup({ codeLength, notice: 'code-sent' });
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('reports a failed send', () => {
    setup({ notice: 'send-failed' });
    expect(screen.getByRole('alert')).toHaveTextContent('There was an error sending your code. Please try again.');
  });

  it('does not say a code was texted, nor ask for one, when the send failed', () => {
    setup({ notice: 'send-failed' });
    expect(screen.queryByText(/We texted a 4-digit code/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('4-digit code')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeInTheDocument();
  });

  it('does not say a code was texted when the send was rate-limited (no code sent)', () => {
    setup({ codeSent: false, notice: 'rate-limited', serverMessage: 'Please wait 30 seconds before requesting a new code.' });
    expect(screen.getByText('Please wait 30 seconds before requesting a new code.')).toBeInTheDocument();
    expect(screen.queryByText(/We texted a 4-digit code/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('4-digit code')).not.toBeInTheDocument();
  });

  it('names the number a code was texted to once it was sent', () => {
    setup({ codeSent: true });
    expect(screen.getByText('We texted a 4-digit code to (512) 555-0100. It keeps your application safe.')).toBeInTheDocument();
    expect(screen.getByLabelText('4-digit code')).toBeInTheDocument();
  });

  it('with the phone linked (0191) or the check failed: no texted line and no code input', () => {
    const { view } = setup({ notice: 'phone-linked' });
    expect(screen.queryByText(/We texted/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('4-digit code')).not.toBeInTheDocument();
    view.unmount();
    setup({ notice: 'phone-check-failed' });
    expect(screen.queryByText(/We texted/)).not.toBeInTheDocument();
  });

  it('tells a returning phone that another code was sent', () => {
    setup({ notice: 'already-registered' });
    expect(screen.getByText('You have already registered this phone number, an additional code has been sent.')).toBeInTheDocument();
    expect(screen.getByLabelText('4-digit code')).toBeInTheDocument();
  });

  it('shows the phone-check banner with texts and support, and lets the applicant try again', async () => {
    const { props, user } = setup({ notice: 'phone-check-failed' });
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent("We're having trouble verifying your number");
    expect(banner).toHaveTextContent('(512) 555-0100 can receive text messages');
    expect(screen.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    expect(screen.queryByLabelText('4-digit code')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(props.onResend).toHaveBeenCalledOnce();
  });

  it('says the number is already linked, with a contact link', () => {
    setup({ notice: 'phone-linked' });
    expect(screen.getByRole('alert')).toHaveTextContent('This phone number is already linked to an account.');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();
  });

  it('says so on our own 6-digit code too, where the send found the phone linked: no code input, no send error', () => {
    setup({ codeLength: 6, notice: 'phone-linked', codeSent: false, onCancel: vi.fn() });
    expect(screen.getByRole('alert')).toHaveTextContent('This phone number is already linked to an account.');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByLabelText('6-digit code')).not.toBeInTheDocument();
    expect(screen.queryByText('There was an error sending your code. Please try again.')).not.toBeInTheDocument();
  });

  it('resends a code', async () => {
    const { props, user } = setup({ codeLength: 6 });
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(props.onResend).toHaveBeenCalledOnce();
  });

  it('waits for the phone check before asking for the code', () => {
    setup({ checking: true });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your phone number…');
    expect(screen.queryByLabelText('4-digit code')).not.toBeInTheDocument();
  });

  it('does not submit twice while a code is being checked', async () => {
    const { props, user } = setup({ submitting: true });
    expect(screen.getByLabelText('4-digit code')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Verify/ }));
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('offers the own SMS code instead of the partner code when the machine allows it', async () => {
    const onUseSms = vi.fn();
    const { user } = setup({ onUseSms, notice: 'phone-check-failed' });
    await user.click(screen.getByRole('button', { name: 'Text me a 6-digit code instead' }));
    expect(onUseSms).toHaveBeenCalledOnce();
  });

  it('has no SMS switch on the own-code screen', () => {
    setup({ codeLength: 6, onUseSms: vi.fn() });
    expect(screen.queryByRole('button', { name: 'Text me a 6-digit code instead' })).not.toBeInTheDocument();
  });

  it.each([
    ['code-expired', 'Your code has expired. Please request a new one.', 'Your code has expired. Please request a new one.'],
    ['code-expired', null, 'This code has expired. Please request a new one.'],
    ['too-many-attempts', 'Too many attempts. Please request a new code.', 'Too many attempts. Please request a new code.'],
    ['rate-limited', 'Too many codes requested. Please try again in 9 minutes.', 'Too many codes requested. Please try again in 9 minutes.'],
    ['unreachable', null, "We couldn't reach our servers. Please check your connection and try again."],
    ['server-failed', null, 'Something went wrong on our side. Please try again in a moment.'],
    ['rejected', 'You do not have permission to perform this action.', 'You do not have permission to perform this action.'],
    ['rejected', null, "We couldn't check your code. Please try again."],
    ['not-verified', null, "We couldn't verify your phone number. Please enter the code again, or send a new one."],
  ] as const)('a %s check says so in its own words (server text: %s), never "Wrong code"', (notice, serverMessage, text) => {
    setup({ notice, serverMessage, codeSent: true });
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByText('Wrong code. Please try again')).not.toBeInTheDocument();
  });

  it('counts the wait down beside the input of a code already sent, and the partner resend waits with it', () => {
    vi.useFakeTimers();
    try {
      setup({ codeSent: true, notice: 'rate-limited', waitSeconds: 3, serverMessage: 'Please wait 3 seconds before requesting a new code.' });
      expect(screen.getByLabelText('4-digit code')).toBeEnabled();
      expect(screen.getByText('Please wait 3 seconds before requesting a new code.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
      act(() => vi.advanceTimersByTime(2000));
      expect(screen.getByText('Please wait 1 second before requesting a new code.')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.queryByText(/Please wait/)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('the 6-digit screen offers to cancel the phone check', async () => {
    const onCancel = vi.fn();
    const { user } = setup({ codeLength: 6, onCancel });
    await user.click(screen.getByRole('button', { name: 'Cancel the phone check' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
