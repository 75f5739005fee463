import { describe, expect, it, vi } from 'vitest';
import { watchFirstInteraction } from './first-interaction.ts';

// The prerendered page is usable before the entry runs: what the applicant did then must count as
// their first interaction, or the flow waits for the idle moment while they are already typing.

function prerenderedForm(): HTMLInputElement {
  document.body.innerHTML = '<form><input name="phone" value=""><input name="dob" value=""></form>';
  return document.querySelector('input[name="phone"]') as HTMLInputElement;
}

describe('watchFirstInteraction', () => {
  it('calls back on the first key, once', () => {
    prerenderedForm();
    const touch = vi.fn();
    watchFirstInteraction(document)(touch);
    expect(touch).not.toHaveBeenCalled();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: '2' }));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: '0' }));
    expect(touch).toHaveBeenCalledTimes(1);
  });

  it('counts a field typed or autofilled before the entry ran', () => {
    const phone = prerenderedForm();
    // The autofill came while the entry's script was still on its way: no listener saw its events.
    phone.value = '(205) 555-0148';
    const touch = vi.fn();
    watchFirstInteraction(document)(touch);
    expect(touch).toHaveBeenCalledTimes(1);
  });

  it('does not count a page nobody touched', () => {
    prerenderedForm();
    const touch = vi.fn();
    watchFirstInteraction(document)(touch);
    expect(touch).not.toHaveBeenCalled();
  });
});
