import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { keepPlace } from './keep-place.ts';

// The flow renders the same page in place of the first screen. What the applicant types, ticks and
// where their caret is while that render is under way must survive the swap: the new tree's own
// state (React's, as formik keeps it) ends up with their values, as if they had typed there.

function Form({ name, initialPhone = '' }: { name: string; initialPhone?: string }) {
  const [phone, setPhone] = useState(initialPhone);
  const [dob, setDob] = useState('');
  const [agreed, setAgreed] = useState(false);
  return (
    <form>
      <label>
        Phone number
        <input value={phone} onChange={(event) => setPhone(event.target.value)} />
      </label>
      <label>
        Date of birth
        <input value={dob} onChange={(event) => setDob(event.target.value)} />
      </label>
      <label>
        <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />I agree
      </label>
      <output>{`${name}: ${phone} | ${dob} | ${agreed ? 'agreed' : 'not agreed'}`}</output>
    </form>
  );
}

function mount() {
  const { container, rerender } = render(<Form name="first screen" />);
  return { container, swap: (next: ReactElement) => rerender(next) };
}

const field = (host: HTMLElement, index: number) => host.querySelectorAll('input')[index] as HTMLInputElement;

describe('keeping the applicant’s place across the swap', () => {
  it('carries what they typed and ticked into the new tree’s state, and their focus and caret', async () => {
    const { container: host, swap } = mount();
    const place = keepPlace(host);
    const user = userEvent.setup();
    await user.type(field(host, 0), '7375550160');
    await user.click(field(host, 2));
    await user.type(field(host, 1), '0115');
    field(host, 1).setSelectionRange(2, 2);

    swap(<Form name="flow" key="flow" />);
    expect(host.querySelector('output')?.textContent).toBe('flow:  |  | not agreed');
    act(() => place.restore());

    expect(host.querySelector('output')?.textContent).toBe('flow: 7375550160 | 0115 | agreed');
    expect(document.activeElement).toBe(field(host, 1));
    expect([field(host, 1).selectionStart, field(host, 1).selectionEnd]).toEqual([2, 2]);
  });

  it('leaves the fields they did not touch as the new tree draws them', async () => {
    const { container: host, swap } = mount();
    const place = keepPlace(host);
    await userEvent.setup().type(field(host, 1), '0115');

    swap(<Form name="flow" key="flow" initialPhone="(512) 555-0100" />);
    act(() => place.restore());

    expect(host.querySelector('output')?.textContent).toBe('flow: (512) 555-0100 | 0115 | not agreed');
  });

  it('stops listening once restored: later typing is the new tree’s own', async () => {
    const { container: host, swap } = mount();
    const place = keepPlace(host);
    swap(<Form name="flow" key="flow" />);
    act(() => place.restore());
    await userEvent.setup().type(field(host, 0), '5');
    swap(<Form name="again" key="again" />);
    act(() => place.restore());
    expect(host.querySelector('output')?.textContent).toBe('again:  |  | not agreed');
  });
});
