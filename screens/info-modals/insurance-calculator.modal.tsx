import { useEffect, useId, useRef, useState } from 'react';
import type { CalculatorOptions } from '../../services/contract/insurance.schema.ts';
import { Banner } from '../../src/ui/banner.tsx';
import { Button } from '../../src/ui/button.tsx';
import { Modal } from '../../src/ui/modal.tsx';
import { formatMoney } from '../../src/ui/money.tsx';
import { defaultSelection, isDefaultSelection } from './calculator-selection.ts';
import type { CalculatorSelection } from './calculator-selection.ts';

interface CalculatorTotal {
  annual_total: number;
  monthly_total: number;
}

export interface InsuranceCalculatorModalProps {
  open: boolean;
  onClose: () => void;
  options: CalculatorOptions;
  /** Submits the upsell options; resolves with the total for that selection. */
  onShowTotal: (selection: CalculatorSelection) => Promise<CalculatorTotal>;
}

/** Insurance calculator for extra cost. Closing resets the options (the body unmounts). */
export function InsuranceCalculatorModal({ open, onClose, options, onShowTotal }: InsuranceCalculatorModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Insurance calculator">
      <CalculatorBody options={options} onShowTotal={onShowTotal} />
    </Modal>
  );
}

type TotalState = { status: 'idle' } | { status: 'loading' } | { status: 'done'; total: CalculatorTotal } | { status: 'failed' };

// eslint-disable-next-line max-lines-per-function -- The calculator's inputs and the price they give are one form; split, each half would need the other's state.
function CalculatorBody({ options, onShowTotal }: Pick<InsuranceCalculatorModalProps, 'options' | 'onShowTotal'>) {
  const [selection, setSelection] = useState<CalculatorSelection>(() => defaultSelection(options));
  const [total, setTotal] = useState<TotalState>({ status: 'idle' });
  const base = useId().replace(/:/g, '');
  const atDefaults = isDefaultSelection(selection, options);
  // 'Show my total' gives way to the total: focus moves to the total (read out), not to the page.
  const resultRef = useRef<HTMLParagraphElement>(null);
  const shown = total.status === 'done';
  useEffect(() => {
    if (shown) resultRef.current?.focus();
  }, [shown]);

  const change = (next: CalculatorSelection) => {
    setSelection(next);
    setTotal({ status: 'idle' });
  };
  const toggleService = (name: string, on: boolean) =>
    change({ ...selection, services: on ? [...selection.services, name] : selection.services.filter((s) => s !== name) });
  const showTotal = () => {
    setTotal({ status: 'loading' });
    onShowTotal(selection).then(
      (result) => setTotal({ status: 'done', total: result }),
      () => setTotal({ status: 'failed' }),
    );
  };

  return (
    <div className="z-stack">
      <p>See what extra coverage would cost for your pet. Your base policy stays free.</p>
      <fieldset className="z-fieldset">
        <legend>Deductible</legend>
        <div className="z-choice-row">
          {options.deductible_options.map((value) => (
            <label key={value} className="z-choice">
              <input type="radio" name={`${base}-deductible`} checked={selection.deductible === value} onChange={() => change({ ...selection, deductible: value })} />
              <span>{formatMoney(value)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="z-fieldset">
        <legend>Annual limit</legend>
        <div className="z-choice-row">
          {options.annual_limit_options.map((value) => (
            <label key={value} className="z-choice">
              <input type="radio" name={`${base}-limit`} checked={selection.annual_limit === value} onChange={() => change({ ...selection, annual_limit: value })} />
              <span>{formatMoney(value)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {options.additional_services.length > 0 ? (
        <fieldset className="z-fieldset">
          <legend>Add-ons</legend>
          {options.additional_services.map((service) => (
            <label key={service.id} className="z-choice">
              <input type="checkbox" checked={selection.services.includes(service.name)} onChange={(event) => toggleService(service.name, event.target.checked)} />
              <span>
                <strong>{service.title}</strong>
                <br />
                <span className="z-muted z-small">{service.subtitle}</span>
                <br />
                {/* The add-on's comparison: the percent of plans that include it. */}
                <span className="z-small">Chosen in {service.comparison}% of plans</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div aria-live="polite">
        {atDefaults ? (
          <p className="z-card">
            Your total: <strong>{formatMoney(options.qualified_rate_price)}</strong> a year with your card's qualified rate.
          </p>
        ) : total.status === 'done' ? (
          <p className="z-card" ref={resultRef} tabIndex={-1}>
            Your total: <strong>{formatMoney(total.total.annual_total)}</strong> a year, or {formatMoney(total.total.monthly_total)} a month.
          </p>
        ) : total.status === 'failed' ? (
          <Banner tone="error">
            <p>We couldn't work out your total. Please try again.</p>
          </Banner>
        ) : null}
      </div>
      {!atDefaults && total.status !== 'done' ? (
        <Button onClick={showTotal} loading={total.status === 'loading'} loadingLabel="Working out your total…">
          Show my total
        </Button>
      ) : null}
    </div>
  );
}
