import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserInfoScreen, LAST_NAME_HINT } from './user-info.screen.tsx';
import type { UserInfoScreenProps } from './user-info.screen.tsx';
import { JAMIE_CHALLENGE as JAMIE } from './user-info.fixtures.ts';


function setup(overrides: Partial<UserInfoScreenProps> = {}) {
  const props: UserInfoScreenProps = { onSubmit: vi.fn(), phoneNumber: '+15125550110', ...overrides };
  render(<UserInfoScreen {...props} />);
  return { props, user: userEvent.setup() };
}

async function fillFinances(user: ReturnType<typeof userEvent.setup>, income = '60000', housing = '1500') {
  await user.click(screen.getByRole('radio', { name: 'Rent' }));
  await user.type(screen.getByLabelText('Monthly housing payment'), housing);
  await user.selectOptions(screen.getByLabelText('Employment type'), 'Employed');
  await user.type(screen.getByLabelText('Annual income'), income);
}

describe('UserInfoScreen', () => {
  it('shows every required message on an empty submit and focuses the first', async () => {
    const { props, user } = setup({ phoneNumber: undefined });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Phone number is required',
      'Email is required',
      'Date of birth is required',
      'SSN is required',
      'Address is required',
      'City is required',
      'State is required',
      'Zipcode is required',
      'Residence type is required',
      'Monthly housing payment is required',
      'Employment type is required',
      'Annual income is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveFocus());
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('keeps letters only in names and needs two of them', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('First name'), 'J4');
    expect(screen.getByLabelText('First name')).toHaveValue('J');
    await user.tab();
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
  });

  it('types legal names with spaces, apostrophes and hyphens, as the bureau holds them', async () => {
    const { user } = setup();
    const first = screen.getByLabelText('First name');
    const last = screen.getByLabelText('Last name');
    await user.type(first, '  Mary  Ann');
    expect(first).toHaveValue('Mary Ann');
    // A phone keyboard types the typographic apostrophe.
    await user.type(last, 'O’Brien-Smith');
    expect(last).toHaveValue("O'Brien-Smith");
    await user.tab();
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Last name is required')).not.toBeInTheDocument();
    await user.clear(first);
    await user.type(first, 'José');
    expect(first).toHaveValue('Jose');
  });

  it('sends the names without a separator left at the end', async () => {
    const { props, user } = setup({ challenge: { ...JAMIE, first_name: 'Mary Ann', last_name: "O'Brien-Smith" } });
    const last = screen.getByLabelText('Last name');
    await user.type(last, '-');
    expect(last).toHaveValue("O'Brien-Smith-");
    await user.type(screen.getByLabelText('Last four of your SSN'), '0100');
    await user.type(screen.getByLabelText('Year'), '1990');
    await fillFinances(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(props.onSubmit).toHaveBeenCalledOnce());
    const values = vi.mocked(props.onSubmit).mock.calls[0]![0];
    expect(values.individual.firstName).toBe('Mary Ann');
    expect(values.individual.lastName).toBe("O'Brien-Smith");
  });

  it('accepts a one-letter last name A, I, O, U or Y with a hint, and refuses others', async () => {
    const { user } = setup();
    const last = screen.getByLabelText('Last name');
    await user.type(last, 'O');
    await user.tab();
    expect(screen.getByText(LAST_NAME_HINT)).toBeInTheDocument();
    expect(last).not.toHaveAttribute('aria-invalid');
    await user.clear(last);
    await user.type(last, 'B');
    await user.tab();
    expect(await screen.findByText('Last name is required')).toBeInTheDocument();
    expect(screen.queryByText(LAST_NAME_HINT)).not.toBeInTheDocument();
  });

  it('checks email, phone, date and age', async () => {
    const { user } = setup({ phoneNumber: undefined });
    await user.type(screen.getByLabelText('Email'), 'jamie@');
    await user.type(screen.getByLabelText('Phone number'), '512555');
    await user.type(screen.getByLabelText('Date of birth'), '02302000');
    await user.tab();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
    expect(screen.getByText('Invalid date entered')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Date of birth'));
    await user.type(screen.getByLabelText('Date of birth'), '01012020');
    expect(await screen.findByText('Invalid date of birth')).toBeInTheDocument();
  });

  it('keeps digits only in SSN and money fields and shows whole dollars', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Social Security number'), '12a3456789');
    expect(screen.getByLabelText('Social Security number')).toHaveValue('123-45-6789');
    await user.type(screen.getByLabelText('Annual income'), '$45,0x00');
    expect(screen.getByLabelText('Annual income')).toHaveValue('45,000');
  });

  it('asks for 9 SSN digits', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Social Security number'), '1234');
    await user.tab();
    expect(await screen.findByText('SSN is required')).toBeInTheDocument();
  });

  it('notes the monthly average of an income under $20,000', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Annual income'), '18000');
    expect(screen.getByText(/That's an average of \$1,500\.00 a month/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Annual income'), '0');
    expect(screen.queryByText(/an average of/)).not.toBeInTheDocument();
  });

  it('notes the monthly average of no income at all ($0 is under $20,000 too)', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Annual income'), '0');
    expect(screen.getByText(/That's an average of \$0\.00 a month/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Annual income'));
    expect(screen.queryByText(/an average of/)).not.toBeInTheDocument();
  });

  it('asks to check housing costs above 40% of monthly income, without blocking', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Annual income'), '30000');
    await user.type(screen.getByLabelText('Monthly housing payment'), '1000');
    expect(screen.queryByText('Are your income and housing costs correct?')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Monthly housing payment'), '1');
    expect(screen.getByText('Are your income and housing costs correct?')).toBeInTheDocument();
  });

  it('tells the applicant to enter 0 when there is no housing payment', () => {
    setup();
    expect(screen.getByLabelText('Monthly housing payment')).toHaveAccessibleDescription(expect.stringContaining('Enter 0 if you have no housing payment.'));
  });

  it('offers Own, Rent and Other residence types', () => {
    setup();
    for (const name of ['Own', 'Rent', 'Other']) expect(screen.getByRole('radio', { name })).toBeInTheDocument();
  });

  it('submits a typed application in the contract shape', async () => {
    const { props, user } = setup();
    await user.type(screen.getByLabelText('First name'), 'Alex');
    await user.type(screen.getByLabelText('Last name'), 'Kim');
    expect(screen.getByLabelText('Phone number')).toHaveValue('(512) 555-0110');
    await user.type(screen.getByLabelText('Email'), 'alex.kim@example.com');
    await user.type(screen.getByLabelText('Date of birth'), '07041990');
    await user.type(screen.getByLabelText('Social Security number'), '000001001');
    await user.type(screen.getByLabelText('Street address'), '500 Main St');
    await user.type(screen.getByLabelText('City'), 'Austin');
    await user.selectOptions(screen.getByLabelText('State'), 'TX');
    await user.type(screen.getByLabelText('Zip code'), '78701');
    await fillFinances(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(props.onSubmit).toHaveBeenCalledWith({
        individual: {
          firstName: 'Alex',
          lastName: 'Kim',
          ssn: '000001001',
          dob: '07/04/1990',
          email: 'alex.kim@example.com',
          phoneNumber: '+15125550110',
          address: { address: '500 Main St', extendedAddress: '', city: 'Austin', state: 'TX', postalCode: '78701' },
        },
        residenceType: 'RENT',
        annualIncome: 60000,
        employmentType: 'EMPLOYED',
        monthlyHousingPayment: 1500,
      }),
    );
  });

  describe('last-four mode', () => {
    it('prefills names with their spaces, apostrophes and hyphens', () => {
      setup({ challenge: { ...JAMIE, first_name: 'Mary Ann', last_name: 'O’Brien-Smith' } });
      expect(screen.getByLabelText('First name')).toHaveValue('Mary Ann');
      expect(screen.getByLabelText('Last name')).toHaveValue("O'Brien-Smith");
    });

    it('prefills from the challenge and locks phone, month and day', () => {
      setup({ challenge: JAMIE });
      expect(screen.getByLabelText('First name')).toHaveValue('Jamie');
      expect(screen.getByLabelText('Phone number')).toHaveValue('(512) 555-0100');
      expect(screen.getByLabelText('Phone number')).toBeDisabled();
      expect(screen.getByLabelText('Month')).toHaveValue('01');
      expect(screen.getByLabelText('Month')).toBeDisabled();
      expect(screen.getByLabelText('Day')).toHaveValue('15');
      expect(screen.getByLabelText('Day')).toBeDisabled();
      expect(screen.getByLabelText('Year')).toBeEnabled();
      expect(screen.getByLabelText('State')).toHaveValue('TX');
    });

    it('masks the SSN to exactly 11 characters and sends the last four', async () => {
      const { props, user } = setup({ challenge: JAMIE });
      const ssn = screen.getByLabelText('Last four of your SSN');
      await user.type(ssn, '010');
      await user.tab();
      expect(ssn).toHaveValue('***-**-010');
      expect(await screen.findByText('Last four of your SSN is required')).toBeInTheDocument();
      await user.type(ssn, '0');
      expect(ssn).toHaveValue('***-**-0100');
      await user.type(screen.getByLabelText('Year'), '1990');
      await fillFinances(user);
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(props.onSubmit).toHaveBeenCalledOnce());
      const values = vi.mocked(props.onSubmit).mock.calls[0]![0];
      expect(values.individual.ssn).toBe('0100');
      expect(values.individual.dob).toBe('01/15/1990');
      expect(values.individual.phoneNumber).toBe('+15125550100');
    });

    it('asks for a valid year of birth', async () => {
      const { user } = setup({ challenge: JAMIE });
      await user.type(screen.getByLabelText('Year'), '19');
      await user.tab();
      expect(await screen.findByText('Invalid date entered')).toBeInTheDocument();
      expect(screen.getByLabelText('Year')).toHaveAttribute('aria-invalid', 'true');
    });
  });

  it('shows a server error', () => {
    setup({ error: 'Something went wrong. Please try again.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it("shows the server's messages, grouped by first word, on the fields they name, and the rest above the form", async () => {
    setup({ fieldErrors: { first: ['First name is required'], email: ['Email is already in use'], date: ['Date of birth is invalid'], promo: ['Promo code has expired'] } });
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(expect.stringContaining('Email is already in use')));
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(expect.stringContaining('First name is required'));
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(expect.stringContaining('Date of birth is invalid'));
    expect(screen.getByText('Promo code has expired').closest('[role="alert"]')).not.toBeNull();
  });

  describe('a P.O. Box reads the same whichever way it came (first document, section 5)', () => {
    const PO_BOX = "We can't support P.O. Boxes, please use a physical address";

    it('typed into the street field', async () => {
      const { user } = setup();
      await user.type(screen.getByLabelText('Street address'), 'P.O. Box 12');
      await user.tab();
      expect(await screen.findByText(PO_BOX)).toBeInTheDocument();
    });

    it('picked in Find your address', async () => {
      const searchAddress = vi.fn().mockResolvedValue([{ placeId: 'p2', description: 'PO Box 12, Austin, TX' }]);
      const resolveAddress = vi.fn().mockResolvedValue({ ok: false, error: 'po_box' });
      const { user } = setup({ searchAddress, resolveAddress });
      await user.type(screen.getByRole('combobox', { name: 'Find your address' }), 'PO Box');
      await user.click(await screen.findByRole('option', { name: 'PO Box 12, Austin, TX' }));
      expect(await screen.findByText(PO_BOX)).toBeInTheDocument();
      expect(screen.queryByText('We need your home address, not a P.O. box!')).not.toBeInTheDocument();
    });
  });
});
