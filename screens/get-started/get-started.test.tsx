import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReachedByApplicant } from '../../src/ui/heading-focus.ts';
import { GetStartedScreen, GET_STARTED_SUBTITLE } from './get-started.screen.tsx';

describe('GetStartedScreen', () => {
  it("shows Let's get started with its prefill subtitle, leaving the focus where it is on a page's first screen", () => {
    render(<GetStartedScreen onSubmit={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: "Let's get started" })).not.toHaveFocus();
    expect(screen.getByText(GET_STARTED_SUBTITLE)).toBeInTheDocument();
  });

  it('announces itself by its heading when the applicant stepped back to it', () => {
    render(
      <ReachedByApplicant.Provider value>
        <GetStartedScreen onSubmit={vi.fn()} />
      </ReachedByApplicant.Provider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: "Let's get started" })).toHaveFocus();
  });

  it('submits the same values as the offer start', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<GetStartedScreen onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Phone number'), '(512) 555-0170');
    await user.type(screen.getByLabelText('Date of birth'), '02/29');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ phoneNumber: '+15125550170', dob: '02-29' }));
  });

  it('asks a returning applicant to log in', async () => {
    const onLogin = vi.fn();
    render(<GetStartedScreen onSubmit={vi.fn()} notice="previously-started" onLogin={onLogin} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Looks like you previously started your credit card application, please log in to continue.');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onLogin).toHaveBeenCalledOnce();
  });

  it('says what to do after a failed start', () => {
    render(<GetStartedScreen onSubmit={vi.fn()} notice="start-failed" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Press the next button to try again');
  });

  it('shows a server field error on its field', async () => {
    render(<GetStartedScreen onSubmit={vi.fn()} fieldErrors={{ phone: ['Invalid phone number'] }} />);
    expect(await screen.findByText('Invalid phone number')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes a prefill that comes after it was shown only while the applicant has not typed', async () => {
    const { rerender } = render(<GetStartedScreen onSubmit={vi.fn()} />);
    rerender(<GetStartedScreen onSubmit={vi.fn()} initialPhone="+15125550100" />);
    await waitFor(() => expect(screen.getByLabelText('Phone number')).toHaveValue('(512) 555-0100'));
  });

  it('keeps what the applicant typed when a prefill comes after it', async () => {
    const { rerender } = render(<GetStartedScreen onSubmit={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Phone number'), '737');
    rerender(<GetStartedScreen onSubmit={vi.fn()} initialPhone="+15125550100" />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByLabelText('Phone number')).toHaveValue('(737');
  });
});
