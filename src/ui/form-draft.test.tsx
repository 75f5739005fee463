import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { Form } from './form.tsx';
import { TextField } from './text-field.tsx';

function DetailsForm({ draftKey }: { draftKey?: string }) {
  return (
    <Formik initialValues={{ firstName: '', ssn: '' }} onSubmit={() => undefined}>
      <Form aria-label="Details" draftKey={draftKey} draftExclude={['ssn']}>
        <TextField name="firstName" label="First name" />
        <TextField name="ssn" label="SSN" />
      </Form>
    </Formik>
  );
}

afterEach(() => sessionStorage.clear());

describe('form drafts', () => {
  it('bring back what was typed after a reload, but never the SSN', async () => {
    const first = render(<DetailsForm draftKey="user:orig-1" />);
    await userEvent.type(screen.getByLabelText('First name'), 'Jamie');
    await userEvent.type(screen.getByLabelText('SSN'), '123456789');
    first.unmount();

    render(<DetailsForm draftKey="user:orig-1" />);
    expect(await screen.findByDisplayValue('Jamie')).toBeInTheDocument();
    expect(screen.getByLabelText('SSN')).toHaveValue('');
    expect(sessionStorage.getItem('zoomies.draft.user:orig-1')).not.toContain('123456789');
  });

  it('belong to one application: another key starts empty, and no key keeps nothing', async () => {
    const first = render(<DetailsForm draftKey="user:orig-1" />);
    await userEvent.type(screen.getByLabelText('First name'), 'Jamie');
    first.unmount();
    const other = render(<DetailsForm draftKey="user:orig-2" />);
    expect(screen.getByLabelText('First name')).toHaveValue('');
    other.unmount();
    sessionStorage.clear();
    render(<DetailsForm />);
    await userEvent.type(screen.getByLabelText('First name'), 'Morgan');
    expect(sessionStorage.length).toBe(0);
  });
});
