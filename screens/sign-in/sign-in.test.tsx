import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignInScreen } from './sign-in.screen.tsx';
import type { SignInScreenProps } from './sign-in.screen.tsx';

function setup(overrides: Partial<SignInScreenProps> = {}) {
  const props: SignInScreenProps = { step: 'email', onSubmitEmail: vi.fn(), onSubmitCode: vi.fn(), onResend: vi.fn(), ...overrides };
  const view = render(<SignInScreen {...props} />);
  return { props, view, user: userEvent.setup() };
}

describe('SignInScreen', () => {
  it('checks the email address', async () => {
    const { props, user } = setup();
    await user.type(screen.getByLabelText('Email'), 'jamie@example');
    await user.click(screen.getByRole('button', { name: 'Send my code' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(props.onSubmitEmail).not.toHaveBeenCalled();
  });

  it('sends the email', async () => {
    const { props, user } = setup();
    await user.type(screen.getByLabelText('Email'), ' jamie.rivera@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send my code' }));
    await waitFor(() => expect(props.onSubmitEmail).toHaveBeenCalledWith({ email: 'jamie.rivera@example.com' }));
  });

  it("shows the login route's message", () => {
    setup({ previouslyStarted: true });
    expect(screen.getByRole('status')).toHaveTextContent('please log in to continue.');
  });

  it('says the session ended when a step sent the applicant here, and nothing about a previous start', () => {
    setup({ sessionEnded: true });
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended. Please sign in again to pick up where you left off.');
    expect(screen.queryByText(/previously started/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes the 6-digit code from the email, digits only', async () => {
    const { props, user } = setup({ step: 'code', email: 'jamie.rivera@example.com' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Check your email');
    const input = screen.getByLabelText('6-digit code');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(input, '12x3456');
    expect(props.onSubmitCode).toHaveBeenCalledWith({ code: '123456' });
  });

  it('clears a wrong code and says so', async () => {
    const { props, user, view } = setup({ step: 'code', email: 'a@b.co' });
    await user.type(screen.getByLabelText('6-digit code'), '111111');
    view.rerender(<SignInScreen {...props} notice="wrong-code" attempt={1} />);
    expect(screen.getByLabelText('6-digit code')).toHaveValue('');
    expect(screen.getByText('Wrong code. Please try again')).toBeInTheDocument();
  });

  it('resends a code and confirms it', async () => {
    const { props, user, view } = setup({ step: 'code', email: 'a@b.co' });
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(props.onResend).toHaveBeenCalledOnce();
    view.rerender(<SignInScreen {...props} notice="code-sent" />);
    expect(screen.getByText('New 6-digit code sent!')).toBeInTheDocument();
  });

  it('keeps each of the code step\'s two actions waiting while the other runs, never dropped (decision 0058)', async () => {
    const { props, user, view } = setup({ step: 'code', email: 'a@b.co', submitting: true });
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
    view.rerender(<SignInScreen {...props} submitting={false} resending />);
    expect(screen.getByRole('button', { name: /Sign in/ })).toBeDisabled();
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    expect(props.onSubmitCode).not.toHaveBeenCalled();
    view.rerender(<SignInScreen {...props} submitting={false} resending={false} />);
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: /Sign in/ }));
    expect(props.onSubmitCode).toHaveBeenCalledWith({ code: '123456' });
  });

  it.each([
    ['unreachable', "We couldn't reach our servers. Please check your connection and try again."],
    ['server-failed', 'Something went wrong on our side. Please try again in a moment.'],
  ] as const)('a %s call says whose the fault is, never "Press the next button" (there is none)', (notice, text) => {
    setup({ step: 'email', notice });
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByText(/Press the next button/)).not.toBeInTheDocument();
  });
});
