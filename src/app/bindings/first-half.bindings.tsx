import { lazy, useMemo } from 'react';
import { endpoints } from '../../../services/contract/endpoints.ts';
import { POINTS_OFFERS } from '../../../services/contract/marketing.schema.ts';
import type { PetType } from '../../../services/contract/animal.schema.ts';
import { PARTNER_CODE_LENGTH, OWN_CODE_LENGTH } from '../../../services/contract/constants.ts';
import { MESSAGES } from '../../../machines/messages.ts';
import { useFlow, useFlowState, isIn } from './flow-context.tsx';
import { startNotice, verifyNotice } from './messages-to-notices.ts';
import { createAddressLookup } from './address-lookup.ts';
import { useInfoModal } from './info-modal-host.tsx';

// Bindings of the first half: each reads the machine's snapshot and gives its screen plain props and
// intents that become machine events. No rule lives here: buttons follow `snapshot.can(...)`.

const OfferStartScreen = lazy(() => import('../../../screens/offer-start/offer-start.screen.tsx'));
const GetStartedScreen = lazy(() => import('../../../screens/get-started/get-started.screen.tsx'));
const InstalinkScreen = lazy(() => import('../../../screens/instalink/instalink.screen.tsx'));
const VerifyCodeScreen = lazy(() => import('../../../screens/verify-code/verify-code.screen.tsx'));
const AboutScreen = lazy(() => import('../../../screens/about/about.screen.tsx'));
const PetlessOfferScreen = lazy(() => import('../../../screens/petless-offer/petless-offer.screen.tsx'));
const UserInfoScreen = lazy(() => import('../../../screens/user-info/user-info.screen.tsx'));
const SignInScreen = lazy(() => import('../../../screens/sign-in/sign-in.screen.tsx'));

export function StartBinding({ screen }: { screen: 'offer-start' | 'get-started' }) {
  const { snapshot, send } = useFlowState();
  const { openInfo } = useInfoModal();
  const { context } = snapshot;
  const { notice, error } = startNotice(context.error);
  const common = {
    documents: context.regulatoryDocuments,
    initialPhone: context.phoneNumber ?? '',
    initialDob: context.dobMonthDay ?? '',
    submitting: isIn(snapshot, screen === 'offer-start' ? { offerStart: 'submitting' } : { getStarted: 'submitting' }),
    notice,
    error,
    onSubmit: (values: { phoneNumber: string; dob: string }) => send({ type: 'user.submit', values }),
    onLogin: () => send({ type: 'xstate.route', to: '#signin' }),
  };
  if (screen === 'get-started') return <GetStartedScreen {...common} />;
  const offer = context.offerId ? POINTS_OFFERS[context.offerId] : null;
  return (
    <OfferStartScreen
      {...common}
      loading={isIn(snapshot, { offerStart: 'lookingUp' })}
      pointsOffer={offer && context.offerId ? { id: context.offerId, ...offer, text: `${offer.points.toLocaleString('en-US')} bonus points` } : null}
      onOpenInfo={openInfo}
    />
  );
}

export function InstalinkBinding() {
  const { snapshot, send } = useFlowState();
  return (
    <InstalinkScreen
      email={snapshot.context.individual?.email ?? null}
      sending={isIn(snapshot, { instalink: 'sending' })}
      error={isIn(snapshot, { instalink: 'failed' }) ? snapshot.context.error : null}
      onResend={() => send({ type: 'user.resend' })}
    />
  );
}

/** +15125550100 → (512) 555-0100, the spec's display format. */
function displayPhone(e164: string | null): string | null {
  const digits = e164?.replace(/^\+1/, '') ?? '';
  return /^\d{10}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : e164;
}

export function VerifyBinding({ screen }: { screen: 'verify-partner' | 'verify-own' }) {
  const { snapshot, send } = useFlowState();
  const { context } = snapshot;
  const partner = screen === 'verify-partner';
  const { notice, error } = verifyNotice(context.notice, context.error);
  return (
    <VerifyCodeScreen
      codeLength={partner ? PARTNER_CODE_LENGTH : OWN_CODE_LENGTH}
      phoneNumber={displayPhone(context.phoneNumber)}
      checking={partner ? isIn(snapshot, { verify: 'waiting' }, { verify: 'checking' }) : isIn(snapshot, { verifyOwn: 'sending' })}
      submitting={isIn(snapshot, { verify: 'submitting' }, { verify: 'validating' }, { verifyOwn: 'verifying' })}
      notice={notice}
      // A code went out only after a passed phone check (not in verify.failed: failed, linked or
      // rate-limited) or a successful own-code send.
      codeSent={partner ? !isIn(snapshot, { verify: 'failed' }) : context.OTPStatus === 'sent'}
      attempt={context.partnerAttempts + (context.userHasOPTErrors ? 1 : 0)}
      error={error}
      contactHref="/contact"
      onSubmit={(values) => send({ type: 'user.submit', values })}
      onResend={() => send({ type: 'user.resend' })}
      {...(partner ? { onUseSms: () => send({ type: 'user.useSms' }) } : {})}
    />
  );
}

function useAddressLookup() {
  const { services } = useFlow();
  return useMemo(() => createAddressLookup(services.apiCall), [services]);
}

export function AboutBinding() {
  const { snapshot, send } = useFlowState();
  const { services } = useFlow();
  const lookup = useAddressLookup();
  const { context } = snapshot;
  const challenge = context.challenge;
  const loadBreeds = useMemo(() => {
    const cache = new Map<PetType, Promise<{ id: string; label: string }[]>>();
    return (type: PetType) => {
      let found = cache.get(type);
      if (!found) {
        found = services.api.call(endpoints.breeds, { params: { type } }).then((r) => r.results);
        found.catch(() => cache.delete(type));
        cache.set(type, found);
      }
      return found;
    };
  }, [services]);
  const animal = context.animal;
  return (
    <AboutScreen
      loadBreeds={loadBreeds}
      initialAnimal={
        animal ?? {
          pet_name: challenge?.pet_name ?? '',
          pet_type: challenge?.pet_type ?? '',
          pet_age: challenge?.pet_age ?? '',
          pet_breed: challenge?.pet_breed ?? '',
          pet_gender: challenge?.pet_gender ?? '',
          existing_health_conditions: challenge?.existing_health_conditions ?? '',
        }
      }
      initialAddress={
        context.petAddress ?? {
          address: challenge?.address ?? '',
          extendedAddress: challenge?.extended_address ?? '',
          city: challenge?.city ?? '',
          state: challenge?.state ?? '',
          postalCode: challenge?.postal_code ?? '',
        }
      }
      loading={isIn(snapshot, { about: 'loadingChallenge' })}
      submitting={isIn(snapshot, { about: 'submitting' })}
      failed={context.petSubmitFailed}
      error={context.error}
      searchAddress={lookup.searchAddress}
      resolveAddress={lookup.resolveAddress}
      onSubmit={(values) => send({ type: 'user.submit', values })}
      {...(context.originationId ? { draftKey: `about:${context.originationId}` } : {})}
    />
  );
}

export function PetlessBinding() {
  const { snapshot, send } = useFlowState();
  const { context } = snapshot;
  return (
    <PetlessOfferScreen
      petName={context.animal?.pet_name ?? 'Your pet'}
      declineReason={context.petDeclineReason}
      agreed={context.agreePetlessFlow}
      onAgreementChange={(checked) => send({ type: 'user.setAgreement', checked })}
      canSubmit={snapshot.can({ type: 'user.continue' })}
      onNext={() => send({ type: 'user.continue' })}
      onTryAnotherPet={() => send({ type: 'user.tryAnotherPet' })}
    />
  );
}

export function UserInfoBinding() {
  const { snapshot, send } = useFlowState();
  const lookup = useAddressLookup();
  const { context } = snapshot;
  const pet = context.petAddress;
  const challenge = context.challenge
    ? {
        ...context.challenge,
        // The home address given with the pet is the applicant's, unless the identity has one on file.
        address: context.challenge.address || pet?.address || '',
        extended_address: context.challenge.extended_address || pet?.extendedAddress || '',
        city: context.challenge.city || pet?.city || '',
        state: context.challenge.state || pet?.state || '',
        postal_code: context.challenge.postal_code || pet?.postalCode || '',
      }
    : null;
  return (
    <UserInfoScreen
      challenge={challenge}
      phoneNumber={context.phoneNumber ?? ''}
      submitting={isIn(snapshot, { user: 'submitting' }, { user: 'fetchingSignup' })}
      error={context.error}
      searchAddress={lookup.searchAddress}
      resolveAddress={lookup.resolveAddress}
      onSubmit={(values) => send({ type: 'user.submit', values })}
      {...(context.originationId ? { draftKey: `user:${context.originationId}` } : {})}
    />
  );
}

export function SignInBinding() {
  const { snapshot, send } = useFlowState();
  const { context } = snapshot;
  const onCode = isIn(snapshot, { signin: 'code' }, { signin: 'validating' });
  return (
    <SignInScreen
      step={onCode ? 'code' : 'email'}
      loginMessage={context.signinNext ? MESSAGES.startNeedsLogin : null}
      submitting={isIn(snapshot, { signin: 'sendingCode' }, { signin: 'validating' })}
      error={context.error}
      onSubmitEmail={(values) => send({ type: 'user.submit', values })}
      onSubmitCode={(values) => send({ type: 'user.submit', values })}
      onResend={() => send({ type: 'user.resend' })}
    />
  );
}
