import { useState } from 'react';
import type { ReactNode } from 'react';
import type { AddOnKey } from '../../services/contract/constants.ts';
import { Banner } from '../../src/ui/banner.tsx';
import { Button } from '../../src/ui/button.tsx';
import { formatMoney } from '../../src/ui/money.tsx';
import { PageHeading } from '../../src/ui/page-heading.tsx';
import { ADD_ONS, DEFAULT_ADD_ON_PRICES } from './add-on-catalogue.ts';
import type { AddOnDefinition, DetailModalKey } from './add-on-catalogue.ts';
import { AddOnCard } from './add-on-card.tsx';
import { AddOnDetailsModal } from './add-on-details.tsx';
import { BasePolicy } from './base-policy.tsx';
import { formatTimeLeft } from './countdown.ts';
import { FINALIZE_TEXTS, LastChanceModal, NoAddOnsModal } from './finalize-modals.tsx';
import { PopularQuestions } from './popular-questions.tsx';
import './additional-services.css';
import { SERVER_FAILED_TEXT, UNREACHABLE_TEXT } from '../shared/try-again.texts.ts';

export interface AddOnSelection {
  selected: boolean;
  /** The chosen deductible or annual limit, for those two add-ons. */
  option?: number | null;
}

export interface AdditionalServicesScreenProps {
  petName: string;
  /** Milliseconds left until 24 h after the signup's last modification (the machine ticks it). */
  msLeft: number;
  selections: Partial<Record<AddOnKey, AddOnSelection>>;
  /** The policy's current coinsurance (80 by default, 90 with the add-on). */
  currentCoinsurance: number;
  /** Yearly prices from the pricing call; the spec's add-on prices when absent. */
  prices?: Partial<Record<AddOnKey, number>>;
  /** The add-on whose change is being saved. */
  pendingAddOn?: AddOnKey | null;
  /** Whether each add-on's Add or Remove is taken now (the machine's); all are when absent. */
  canToggle?: Partial<Record<AddOnKey, boolean>>;
  /** The prices of the options just chosen are being read. */
  pricesUpdating?: boolean;
  /** 'Finalize my coverage' and 'No changes needed' are taken now; both are when absent. */
  canFinalize?: boolean;
  canChooseNoChanges?: boolean;
  submitting: boolean;
  /**
   * A change could not be saved without a usable answer: no answer at all (the connection), or
   * something failed on our side. The page has no Next button, so never the form pages' words.
   */
  failure?: 'unreachable' | 'server-failed' | null;
  /** The server's text when it refused a change. */
  error?: string | null;
  /** The customer-support widget, rendered by the app (its script loads on this page only). */
  supportWidget?: ReactNode;
  /** Toggle an add-on; `option` is the deductible or annual limit value when one is chosen. */
  onToggleAddOn: (key: AddOnKey, selected: boolean, option?: number) => void;
  /** 'No changes needed' / 'I do not need to make any changes': complete with standard coverage. */
  onNoChanges: () => void;
  /**
   * Confirmed in the finalize modal ('Finalize my coverage' with add-ons, 'I do not need to make
   * any changes' without): finalize with what is selected (the machine's user.confirm).
   */
  onFinalize: () => void;
  /** The finalize modal is open: the machine waits for the confirmation (its confirming state). */
  confirmOpen: boolean;
  /** 'Finalize my coverage': the machine opens the modal (user.finalize). */
  onOpenConfirm: () => void;
  /** 'Keep adjusting': the machine closes it (user.cancel). */
  onCancelConfirm: () => void;
  /** The alternate payment path (pay for add-ons another way); hidden when absent. */
  onUseAlternatePayment?: () => void;
  /**
   * The 24-hour window is over and the policy is finalized: the page shows what it holds and offers
   * no more changes, only going on (`onContinue`).
   */
  finalized?: boolean;
  onContinue?: () => void;
}

/** The window to change the policy is over: said in the banner of the page and of the finalized policy. */
const adjustingEnded = (petName: string) => `The time to adjust ${petName}'s policy has ended.`;

/** The add-on whose details are open (the page's own: the machine does not need it). */
type OpenModal = { addOn: AddOnDefinition & { detailKey: DetailModalKey } } | null;

export function AdditionalServicesScreen(props: AdditionalServicesScreenProps) {
  const [showAll, setShowAll] = useState(() => ADD_ONS.some((a) => !a.featured && props.selections[a.key]?.selected));
  const [modal, setModal] = useState<OpenModal>(null);
  const priceOf = (key: AddOnKey) => props.prices?.[key] ?? DEFAULT_ADD_ON_PRICES[key];
  const selectedKeys = ADD_ONS.filter((a) => props.selections[a.key]?.selected).map((a) => a.key);
  const total = selectedKeys.reduce((sum, key) => sum + priceOf(key), 0);
  const busy = props.submitting || Boolean(props.pendingAddOn);
  const finalizeOpen = props.confirmOpen;
  // Busy without an add-on being saved nor the modal open: 'No changes needed' is what runs.
  const noChangesRunning = props.submitting && !props.pendingAddOn && !finalizeOpen;

  if (props.finalized) return <FinalizedPolicy {...props} addOns={ADD_ONS.filter((a) => selectedKeys.includes(a.key))} />;

  return (
    <div className="z-stack zo-additional-services">
      <PageHeading focusOnMount title={`Adjust and finalize ${props.petName}'s insurance policy`} />

      <WindowBanner msLeft={props.msLeft} petName={props.petName} />

      {props.error || props.failure ? <Banner tone="error">{props.error ?? (props.failure === 'unreachable' ? UNREACHABLE_TEXT : SERVER_FAILED_TEXT)}</Banner> : null}

      <div className="z-row">
        <Button
          variant="secondary"
          onClick={props.onNoChanges}
          disabled={(busy && !noChangesRunning) || props.canChooseNoChanges === false}
          loading={noChangesRunning}
        >
          {FINALIZE_TEXTS.noChanges}
        </Button>
      </div>

      <BasePolicy petName={props.petName} />

      <AddMoreCoverage
        {...props}
        showAll={showAll}
        onToggleShowAll={() => setShowAll((v) => !v)}
        priceOf={priceOf}
        total={total}
        onShowDetails={(addOn) => setModal({ addOn })}
      />

      <FinalizeButtons {...props} busy={busy} hasAddOns={selectedKeys.length > 0} />

      <PopularQuestions />

      {props.supportWidget ? (
        <section aria-label="Customer support" className="zo-support">
          {props.supportWidget}
        </section>
      ) : null}

      <Modals {...props} modal={modal} onCloseDetails={() => setModal(null)} hasAddOns={selectedKeys.length > 0} total={total} />
    </div>
  );
}

/** How long is left to adjust the policy (or that the time is over), and what happens without changes. */
function WindowBanner({ msLeft, petName }: { msLeft: number; petName: string }) {
  return (
  <Banner tone="info" role="none">
    <span role="timer" aria-live="off">
      {msLeft > 0 ? (
        <>
          <strong>{formatTimeLeft(msLeft)}</strong> left to adjust {petName}'s policy.
        </>
      ) : (
        <>{adjustingEnded(petName)}</>
      )}
    </span>{' '}
    {FINALIZE_TEXTS.standard}
  </Banner>
  );
}

interface AddMoreCoverageProps extends AdditionalServicesScreenProps {
  showAll: boolean;
  onToggleShowAll: () => void;
  priceOf: (key: AddOnKey) => number;
  /** The selected add-ons' yearly total. */
  total: number;
  onShowDetails: (addOn: AddOnDefinition & { detailKey: DetailModalKey }) => void;
}

/** The add-ons (the featured ones, or all), each with its price and toggle, and their total. */
function AddMoreCoverage(props: AddMoreCoverageProps) {
  const { showAll, onToggleShowAll, priceOf, total, onShowDetails } = props;
  const visible = ADD_ONS.filter((a) => showAll || a.featured);
  return (
  <section className="z-stack" aria-labelledby="add-ons-title">
    <h2 id="add-ons-title">Add more coverage</h2>
    <ul className="zo-add-ons" id="add-on-list" aria-labelledby="add-ons-title">
      {visible.map((addOn) => {
        const selection = props.selections[addOn.key];
        return (
          <AddOnCard
            key={addOn.key}
            addOn={addOn}
            price={priceOf(addOn.key)}
            selected={Boolean(selection?.selected)}
            option={selection?.option ?? null}
            busy={props.pendingAddOn === addOn.key}
            enabled={props.canToggle?.[addOn.key] ?? true}
            onToggle={(selected, option) => props.onToggleAddOn(addOn.key, selected, option)}
            {...(addOn.detailKey
              ? { onShowDetails: () => onShowDetails(addOn as AddOnDefinition & { detailKey: DetailModalKey }) }
              : {})}
          />
        );
      })}
    </ul>
    <Button variant="link" aria-expanded={showAll} aria-controls="add-on-list" onClick={onToggleShowAll}>
      {showAll ? 'See fewer options' : 'See all options'}
    </Button>
    <p className="zo-total" aria-live="polite" aria-busy={props.pricesUpdating || undefined}>
      Additional coverage: <strong>{formatMoney(total)}</strong> per year
      {props.pricesUpdating ? <span className="z-small z-muted"> Updating prices…</span> : null}
    </p>
    <p className="z-small z-muted">{FINALIZE_TEXTS.renewal}</p>
  </section>
  );
}

interface ModalsProps extends AdditionalServicesScreenProps {
  modal: OpenModal;
  onCloseDetails: () => void;
  hasAddOns: boolean;
  total: number;
}

/** The open add-on's details, and the finalize confirmation (its words depend on whether add-ons are chosen). */
function Modals(props: ModalsProps) {
  const { modal, onCloseDetails, hasAddOns, total } = props;
  return (
    <>
  {modal ? (
    <AddOnDetailsModal
      addOn={modal.addOn}
      selected={Boolean(props.selections[modal.addOn.key]?.selected)}
      currentCoinsurance={props.currentCoinsurance}
      enabled={props.canToggle?.[modal.addOn.key] ?? true}
      onAdd={() => props.onToggleAddOn(modal.addOn.key, true)}
      onClose={onCloseDetails}
    />
  ) : null}
  {props.confirmOpen && !hasAddOns ? (
    <NoAddOnsModal petName={props.petName} submitting={props.submitting} onConfirm={props.onFinalize} onClose={props.onCancelConfirm} />
  ) : null}
  {props.confirmOpen && hasAddOns ? (
    <LastChanceModal total={total} submitting={props.submitting} onConfirm={props.onFinalize} onClose={props.onCancelConfirm} />
  ) : null}
    </>
  );
}

/** Finalize my coverage, and paying for the add-ons with another card once there are some. */
function FinalizeButtons(props: AdditionalServicesScreenProps & { busy: boolean; hasAddOns: boolean }) {
  const { busy, hasAddOns } = props;
  return (
  <div className="z-stack">
    <Button block onClick={props.onOpenConfirm} disabled={busy || props.canFinalize === false}>
      {FINALIZE_TEXTS.finalize}
    </Button>
    {props.onUseAlternatePayment && hasAddOns ? (
      <Button variant="link" onClick={props.onUseAlternatePayment} disabled={busy}>
        Pay for add-ons with a different card
      </Button>
    ) : null}
  </div>
  );
}

/** After the window: the finalized policy, read-only. */
function FinalizedPolicy({ petName, addOns, submitting, onContinue }: AdditionalServicesScreenProps & { addOns: readonly AddOnDefinition[] }) {
  return (
    <div className="z-stack zo-additional-services">
      <PageHeading focusOnMount title={`${petName}'s insurance policy is finalized`} />
      <Banner tone="info">
        {adjustingEnded(petName)}{' '}
        {addOns.length === 0 ? `${petName}'s policy is finalized with standard coverage.` : `${petName}'s policy is finalized with the add-ons you chose.`}
      </Banner>
      {addOns.length > 0 ? (
        <section className="z-stack" aria-labelledby="finalized-add-ons-title">
          <h2 id="finalized-add-ons-title">Your add-ons</h2>
          <ul>
            {addOns.map((addOn) => (
              <li key={addOn.key}>{addOn.title}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <BasePolicy petName={petName} />
      {onContinue ? (
        <Button block onClick={onContinue} loading={submitting}>
          Continue
        </Button>
      ) : null}
    </div>
  );
}

export default AdditionalServicesScreen;
