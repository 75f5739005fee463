import { describe, expect, it } from 'vitest';
import { annualAddOnTotal, marketPremium, monthlyOf, optionPrices, pricingDetails } from '../../../server/insurance/pricing.ts';
import { cardOutcome, passesLuhn } from '../../../server/payment/sandbox-cards.ts';
import { sniffFileType } from '../../../server/documents/file-type.ts';

const BASE = { deductible: 500, annual_limit: 10000, coinsurance: 80 };

describe('pricing', () => {
  it('the base policy costs the applicant nothing; each non-default option costs its add-on price', () => {
    expect(annualAddOnTotal(BASE, [])).toBe(0);
    expect(optionPrices({ deductible: 250, annual_limit: 25000, coinsurance: 90 })).toEqual({ deductible: 150, annual_limit: 150, coinsurance: 100 });
    expect(annualAddOnTotal(BASE, ['prescription_meds', 'vet_visit', 'preventative_plus', 'physical_therapy'])).toBe(700);
    expect(annualAddOnTotal(BASE, ['vet_visit', 'vet_visit'])).toBe(150);
  });

  it('the market premium starts from the average yearly cost by species and grows with age and richer options', () => {
    expect(marketPremium({ type: 'dog', age: '3_year_old', state: 'TX' }, BASE)).toBe(750);
    expect(marketPremium({ type: 'cat', age: '3_year_old', state: 'TX' }, BASE)).toBe(386);
    const young = marketPremium({ type: 'dog', age: '3_month_old', state: 'TX' }, BASE);
    const senior = marketPremium({ type: 'dog', age: '12_year_old', state: 'TX' }, BASE);
    expect(young).toBeLessThan(750);
    expect(senior).toBe(1500);
    expect(marketPremium({ type: 'dog', age: '3_year_old', state: 'CA' }, BASE)).toBeGreaterThan(750);
    expect(marketPremium({ type: 'dog', age: '3_year_old', state: 'TX' }, { deductible: 100, annual_limit: 40000, coinsurance: 90 })).toBe(Math.round(750 * 1.2 * 1.15 * 1.1));
  });

  it('pricing details flag the chosen coverages', () => {
    const details = pricingDetails({ type: 'cat', age: '1_year_old', state: 'NY' }, BASE, ['physical_therapy']);
    expect(details.deltas.physical_therapy).toEqual({ enabled: true, premium: 150 });
    expect(details.deltas.vet_visit.enabled).toBe(false);
  });

  it('monthly amounts are the yearly ones over 12, to the cent', () => {
    expect(monthlyOf(500)).toBe(41.67);
    expect(monthlyOf(0)).toBe(0);
  });
});

describe('sandbox cards', () => {
  const card = (card_number: string, extra: Partial<{ exp_month: number; exp_year: number; cvc: string }> = {}) =>
    cardOutcome({ card_number, exp_month: 3, exp_year: 2026, cvc: '123', ...extra }, new Date('2026-03-31T23:00:00Z'));
  it('a card is valid through the end of its expiry month', () => {
    expect(card('4242424242424242').kind).toBe('succeeds');
    expect(card('4242424242424242', { exp_month: 2 })).toMatchObject({ kind: 'error', error: { code: 'expired_card' } });
  });
  it('checks the Luhn checksum', () => {
    expect(passesLuhn('4000002500003155')).toBe(true);
    expect(passesLuhn('4000002500003156')).toBe(false);
  });
});

describe('upload sniffing', () => {
  it('recognises png, jpeg and pdf by content only', () => {
    expect(sniffFileType(Buffer.from('%PDF-1.4'))?.mime).toBe('application/pdf');
    expect(sniffFileType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))?.mime).toBe('image/jpeg');
    expect(sniffFileType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffFileType(Buffer.from('<svg'))).toBeNull();
  });
});
