import type { CalculatorOptions } from '../../services/contract/insurance.schema.ts';

/** What the calculator sends to `onShowTotal`: the shape of the upsell options call (without pet type). */
export interface CalculatorSelection {
  deductible: number;
  annual_limit: number;
  /** Names of the chosen additional services. */
  services: string[];
}

export function defaultSelection(options: CalculatorOptions): CalculatorSelection {
  return {
    deductible: options.default_deductible,
    annual_limit: options.default_annual_limit,
    services: options.additional_services.filter((s) => s.selected).map((s) => s.name),
  };
}

/** The total is shown directly only for the default selection; any change needs 'Show my total'. */
export function isDefaultSelection(selection: CalculatorSelection, options: CalculatorOptions): boolean {
  const defaults = defaultSelection(options);
  return (
    selection.deductible === defaults.deductible &&
    selection.annual_limit === defaults.annual_limit &&
    selection.services.length === defaults.services.length &&
    selection.services.every((name) => defaults.services.includes(name))
  );
}
