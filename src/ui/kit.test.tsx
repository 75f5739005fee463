import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import * as yup from 'yup';
import { useState } from 'react';
import { TextField } from './text-field.tsx';
import { Form } from './form.tsx';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';
import { Accordion } from './accordion.tsx';
import { formatMoney } from './money.tsx';
import { applyMask, formatWholeDollars } from './mask.ts';
import { ageInYears, isAdultBirthDate, isValidFullDate, isValidMonthDay } from './date-rules.ts';

describe('masks and money', () => {
  it('formats digits into a mask and never leaves a trailing literal', () => {
    expect(applyMask('5125550100', '(###) ###-####')).toBe('(512) 555-0100');
    expect(applyMask('512', '(###) ###-####')).toBe('(512');
    expect(applyMask('(512) ', '(###) ###-####')).toBe('(512');
    expect(applyMask('0115', '##/##')).toBe('01/15');
    expect(applyMask('0100', '***-**-####')).toBe('***-**-0100');
    expect(applyMask('abc', '###')).toBe('');
  });
  it('shows money in US dollars', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatWholeDollars('0012000')).toBe('12,000');
  });
});

describe('date rules', () => {
  it('knows month lengths and leap days', () => {
    expect(isValidMonthDay('02/29')).toBe(true);
    expect(isValidMonthDay('04/31')).toBe(false);
    expect(isValidMonthDay('13/01')).toBe(false);
    expect(isValidFullDate('02/29/2023')).toBe(false);
    expect(isValidFullDate('02/29/2024')).toBe(true);
  });
  it('accepts ages 18 to 120 only', () => {
    const today = new Date(2026, 10, 21);
    expect(ageInYears('11/22/2008', today)).toBe(17);
    expect(isAdultBirthDate('11/21/2008', today)).toBe(true);
    expect(isAdultBirthDate('11/22/2008', today)).toBe(false);
    expect(isAdultBirthDate('01/01/1900', today)).toBe(false);
  });
});

function PhoneForm({ onSubmit }: { onSubmit: (v: { phone: string; name: string }) => void }) {
  return (
    <Formik
      initialValues={{ name: '', phone: '' }}
      validationSchema={yup.object({
        name: yup.string().required('Name is required'),
        phone: yup.string().required('Phone number is required').min(14, 'Please enter a valid phone number'),
      })}
      onSubmit={(values) => onSubmit(values)}
    >
      <Form aria-label="Test">
        <TextField name="name" label="Name" />
        <TextField name="phone" label="Phone number" mask="(###) ###-####" type="tel" hint="US numbers only" />
        <Button type="submit">Next</Button>
      </Form>
    </Formik>
  );
}

describe('TextField and Form', () => {
  it('shows the first error after blur, wires aria and masks as you type', async () => {
    const user = userEvent.setup();
    render(<PhoneForm onSubmit={vi.fn()} />);
    const phone = screen.getByLabelText('Phone number');
    await user.click(phone);
    await user.tab();
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone.getAttribute('aria-describedby')).toContain(screen.getByText('Phone number is required').id);
    expect(phone).toHaveAccessibleDescription('US numbers only Phone number is required');
    await user.type(phone, '512abc555');
    expect(phone).toHaveValue('(512) 555');
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
  });

  it('moves focus to the first invalid field on submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<PhoneForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Name'), 'Jamie');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByLabelText('Phone number')).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

function ModalHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} title="Why Zoomies" onClose={() => setOpen(false)}>
        <a href="/contact">Contact</a>
      </Modal>
    </>
  );
}

describe('Modal and Accordion', () => {
  it('labels the dialog, traps focus and closes on Escape, returning focus', async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Why Zoomies' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('expands an accordion item', async () => {
    const user = userEvent.setup();
    render(<Accordion items={[{ id: 'a', title: 'What is covered', content: <p>Illness and injury</p> }]} />);
    const trigger = screen.getByRole('button', { name: 'What is covered' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Illness and injury')).not.toBeVisible();
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Illness and injury')).toBeVisible();
  });

  it('a loading button ignores presses and says it is busy', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button loading loadingLabel="Sending…" onClick={onClick}>
        Next
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Next/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('yup locale', () => {
  it("uses the spec's default minimum-length and type messages", async () => {
    await import('../../screens/shared/yup-locale.ts');
    expect(() => yup.string().min(3).validateSync('ab')).toThrow('Value must be at least 3 characters');
    expect(() => yup.string().validateSync({})).toThrow('This field is required');
  });
});
