import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { endpoints } from '../../services/contract/endpoints.ts';
import type { CalculatorOptions } from '../../services/contract/insurance.schema.ts';
import type { PetType } from '../../services/contract/animal.schema.ts';
import { useFlow } from '../../src/app/bindings/flow-context.tsx';
import type { InfoModalKind } from './info-modal.tsx';
import { monthlyAmountShown } from '../../machines/rules/money.rules.ts';

// The info modals of the offer start and the accept-offer page. Opening and closing one is
// presentation, not flow, so it lives here rather than in the machine. The calculator reads its
// options and prices a selection through the contract (read-only calls, like the breed list).

const InfoModal = lazy(() => import('./info-modal.tsx'));
const InsuranceCalculatorModal = lazy(() =>
  import('./insurance-calculator.modal.tsx').then((m) => ({ default: m.InsuranceCalculatorModal })),
);

type InfoKind = InfoModalKind;
/** The keys the accept-offer page names (second document) and the offer page's own. */
export type InfoKey = InfoKind | 'How_Rewards_Work' | 'Why_Choose_Zoomies' | 'Worth_Paying_Annual_Fee' | 'Extra_Insurance_Cost';

const KEY_TO_MODAL: Record<InfoKey, InfoKind | 'calculator'> = {
  'coverage-add-ons': 'coverage-add-ons',
  'why-zoomies': 'why-zoomies',
  'annual-fee-worth-it': 'annual-fee-worth-it',
  'how-rewards-work': 'how-rewards-work',
  How_Rewards_Work: 'how-rewards-work',
  Why_Choose_Zoomies: 'why-zoomies',
  Worth_Paying_Annual_Fee: 'annual-fee-worth-it',
  Extra_Insurance_Cost: 'calculator',
};

const InfoModalContext = createContext<{ openInfo: (key: InfoKey) => void }>({ openInfo: () => {} });
export const useInfoModal = () => useContext(InfoModalContext);

export function InfoModalHost({ petType, children }: { petType: PetType; children: ReactNode }) {
  const { services } = useFlow();
  const [open, setOpen] = useState<InfoKind | 'calculator' | null>(null);
  const [options, setOptions] = useState<CalculatorOptions | null>(null);
  const openInfo = useCallback((key: InfoKey) => setOpen(KEY_TO_MODAL[key]), []);
  const close = useCallback(() => setOpen(null), []);

  useEffect(() => {
    if (open !== 'calculator') return;
    let current = true;
    // Closing resets the options: every opening starts from the server's defaults.
    services.api
      .call(endpoints.calculatorReset, { body: { pet_type: petType } })
      .then((fresh) => current && setOptions(fresh))
      .catch(() => current && setOpen(null));
    return () => {
      current = false;
    };
  }, [open, petType, services]);

  const value = useMemo(() => ({ openInfo }), [openInfo]);
  return (
    <InfoModalContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {open && open !== 'calculator' ? <InfoModal which={open} onClose={close} /> : null}
        {open === 'calculator' && options ? (
          <InsuranceCalculatorModal
            open
            onClose={close}
            options={options}
            onShowTotal={(selection) =>
              services.api
                .call(endpoints.calculatorUpsell, { body: { pet_type: petType, ...selection } })
                // The monthly amount shown follows the document's card-pricing display rule.
                .then((total) => ({ ...total, monthly_total: monthlyAmountShown(total.annual_total) }))
            }
          />
        ) : null}
      </Suspense>
    </InfoModalContext.Provider>
  );
}
