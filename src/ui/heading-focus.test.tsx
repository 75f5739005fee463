import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { headingMayTakeFocus, isFieldOnPage, ReachedByApplicant } from './heading-focus.ts';
import { PageHeading } from './page-heading.tsx';

// The focus rule (DESIGN decision 16): a heading takes the focus only on a step the applicant took,
// and never while a field on the page has it.

afterEach(() => {
  document.body.innerHTML = '';
});

function attached<T extends HTMLElement>(element: T): T {
  document.body.append(element);
  return element;
}

describe('when a heading may take the focus', () => {
  it('never on a screen the applicant did not step to (the first screen of a page, a step the flow took by itself)', () => {
    expect(headingMayTakeFocus(false, document.body)).toBe(false);
  });

  it('on a step the applicant took, when no field has the focus', () => {
    expect(headingMayTakeFocus(true, document.body)).toBe(true);
    expect(headingMayTakeFocus(true, null)).toBe(true);
    const next = attached(document.createElement('button'));
    expect(headingMayTakeFocus(true, next)).toBe(true);
  });

  it('never while a field on the page has it: text, phone, checkbox, select, text area, editable text', () => {
    const fields = [
      Object.assign(document.createElement('input'), { type: 'tel' }),
      Object.assign(document.createElement('input'), { type: 'checkbox' }),
      document.createElement('select'),
      document.createElement('textarea'),
      document.createElement('div'),
    ].map(attached);
    fields[4]?.setAttribute('contenteditable', 'true');
    for (const field of fields) expect(headingMayTakeFocus(true, field), field.outerHTML).toBe(false);
  });

  it('never from inside an open dialog (the help, opened while the flow waited for a decision)', () => {
    const dialog = attached(document.createElement('div'));
    dialog.setAttribute('role', 'dialog');
    const close = dialog.appendChild(document.createElement('button'));
    expect(headingMayTakeFocus(true, close)).toBe(false);
    expect(headingMayTakeFocus(true, dialog)).toBe(false);
  });

  it('takes a field that left the page (the previous screen’s) for no field', () => {
    const gone = document.createElement('input');
    expect(isFieldOnPage(gone)).toBe(false);
    expect(headingMayTakeFocus(true, gone)).toBe(true);
  });
});

function StepTo({ reached }: { reached: boolean }) {
  const [shown, setShown] = useState(false);
  return (
    <ReachedByApplicant.Provider value={reached}>
      <label>
        Phone number <input />
      </label>
      <button onClick={() => setShown(true)}>Show</button>
      {shown ? <PageHeading title="Next screen" focusOnMount /> : null}
    </ReachedByApplicant.Provider>
  );
}

describe('PageHeading focusOnMount', () => {
  it('takes the focus on a step the applicant took', async () => {
    render(<StepTo reached />);
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('heading', { name: 'Next screen' })).toHaveFocus();
  });

  it('leaves it in the field the applicant is typing in', async () => {
    render(<StepTo reached />);
    const field = screen.getByLabelText('Phone number');
    await userEvent.click(field);
    // The heading appears while they type (the flow shows a screen while the field has the focus).
    act(() => screen.getByRole('button', { name: 'Show' }).click());
    await screen.findByRole('heading', { name: 'Next screen' });
    expect(field).toHaveFocus();
  });

  it('leaves it alone on a screen the applicant did not step to', async () => {
    render(<StepTo reached={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('button', { name: 'Show' })).toHaveFocus();
  });
});
