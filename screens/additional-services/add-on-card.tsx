import { useId, useState } from 'react';
import { Button } from '../../src/ui/button.tsx';
import { formatMoney } from '../../src/ui/money.tsx';
import { formatDollars } from '../accept-offer/offer-format.ts';
import type { AddOnDefinition } from './add-on-catalogue.ts';

export interface AddOnCardProps {
  addOn: AddOnDefinition;
  price: number;
  selected: boolean;
  /** The chosen value for deductible or annual limit. */
  option?: number | null;
  /** This add-on's change is being saved. */
  busy: boolean;
  /** Add, Remove and the options are taken now; otherwise they wait (another change, the prices). */
  enabled?: boolean;
  onToggle: (selected: boolean, option?: number) => void;
  onShowDetails?: () => void;
}

/** One selectable add-on: what it is, its yearly price, details, and Add / Remove. */
export function AddOnCard({ addOn, price, selected, option, busy, enabled = true, onToggle, onShowDetails }: AddOnCardProps) {
  const titleId = useId();
  const [choice, setChoice] = useState<number | undefined>(option ?? addOn.options?.[0]);
  return (
    <li className={`z-card zo-add-on${selected ? ' zo-add-on--selected' : ''}`} aria-labelledby={titleId}>
      <div className="zo-add-on-head">
        <h3 id={titleId}>
          {addOn.title}
          {selected ? <span className="zo-added-badge"> Added</span> : null}
        </h3>
        <p className="zo-add-on-price">
          +{formatMoney(price)} <span className="z-muted z-small">per year</span>
        </p>
      </div>
      <p className="z-muted">{addOn.subtitle}</p>
      {addOn.options ? (
        <fieldset className="z-fieldset">
          <legend>{addOn.key === 'deductible' ? 'New deductible' : 'New annual limit'}</legend>
          <div className="z-choice-row">
            {addOn.options.map((value) => (
              <label key={value} className="z-choice">
                <input
                  type="radio"
                  name={`${addOn.key}-option`}
                  value={value}
                  checked={choice === value}
                  disabled={!enabled}
                  onChange={() => {
                    setChoice(value);
                    // Changing the value of an add-on already chosen modifies it at once.
                    if (selected) onToggle(true, value);
                  }}
                />
                <span>{formatDollars(value)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="z-row">
        {onShowDetails ? (
          <Button variant="link" onClick={onShowDetails} aria-label={`Details about ${addOn.title.toLowerCase()}`}>
            Details
          </Button>
        ) : null}
        <Button
          variant={selected ? 'secondary' : 'primary'}
          loading={busy}
          // The one being saved keeps its focus and says so; the others wait, disabled.
          disabled={!enabled && !busy}
          loadingLabel="Updating…"
          aria-label={`${selected ? 'Remove' : 'Add'} ${addOn.title.toLowerCase()}`}
          onClick={() => onToggle(!selected, selected ? undefined : choice)}
        >
          {selected ? 'Remove' : 'Add'}
        </Button>
      </div>
    </li>
  );
}
