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
      <AmountChoice legend="Deductible" name={`${base}-deductible`} amounts={options.deductible_options} chosen={selection.deductible} onChoose={(value) => change({ ...selection, deductible: value })} />
      <AmountChoice legend="Annual limit" name={`${base}-limit`} amounts={options.annual_limit_options} chosen={selection.annual_limit} onChoose={(value) => change({ ...selection, annual_limit: value })} />
      {options.additional_services.length > 0 ? <AddOnChoices services={options.additional_services} chosen={selection.services} onToggle={toggleService} /> : null}
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

interface AmountChoiceProps {
  legend: string;
  /** The radio group's name, unique on the page. */
  name: string;
  amounts: readonly number[];
  chosen: number;
  onChoose: (amount: number) => void;
}

/** One amount among the plan's: the deductible or the annual limit. */
function AmountChoice({ legend, name, amounts, chosen, onChoose }: AmountChoiceProps) {
  return (
    <fieldset className="z-fieldset">
      <legend>{legend}</legend>
      <div className="z-choice-row">
        {amounts.map((value) => (
          <label key={value} className="z-choice">
            <input type="radio" name={name} checked={chosen === value} onChange={() => onChoose(value)} />
            <span>{formatMoney(value)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface AddOnChoicesProps {
  services: CalculatorOptions['additional_services'];
  /** The names of the add-ons chosen. */
  chosen: readonly string[];
  onToggle: (name: string, on: boolean) => void;
}

/** The add-ons, each with how often plans include it. */
function AddOnChoices({ services, chosen, onToggle }: AddOnChoicesProps) {
  return (
    <fieldset className="z-fieldset">
      <legend>Add-ons</legend>
      {services.map((service) => (
        <label key={service.id} className="z-choice">
          <input type="checkbox" checked={chosen.includes(service.name)} onChange={(event) => onToggle(service.name, event.target.checked)} />
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
  );
}
