import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { AddressFields } from './address-fields.tsx';

function renderAddress() {
  render(
    <Formik initialValues={{ address: '', extendedAddress: '', city: '', state: '', postalCode: '' }} onSubmit={() => undefined}>
      <AddressFields />
    </Formik>,
  );
  return screen.getByLabelText('Zip code');
}

describe('AddressFields zip code', () => {
  it('keeps five digits of a pasted value with other characters (limit after the digit filter)', async () => {
    const user = userEvent.setup();
    const zip = renderAddress();
    await user.click(zip);
    await user.paste('78a70b1');
    expect(zip).toHaveValue('78701');
  });

  it('never keeps more than five digits', async () => {
    const user = userEvent.setup();
    const zip = renderAddress();
    await user.type(zip, '78701-1234');
    expect(zip).toHaveValue('78701');
  });
});
