import { z } from 'zod';

// Every contract route name of both documents. The machine's route table maps each to a state; the
// server names them in `next` fields.
export const ROUTE_NAMES = [
  'zoomies.card.offer.start',
  'zoomies.card.getStarted',
  'zoomies.card.instalink',
  'zoomies.card.verify',
  'zoomies.card.zoomies-verify',
  'zoomies.card.about',
  'zoomies.card.petless-offer',
  'zoomies.card.user',
  'zoomies.card.preprocessing',
  'zoomies.card.accept-offer',
  'zoomies.card.processing',
  'zoomies.card.congratulations',
  'zoomies.card.quiz',
  'zoomies.card.additional-services',
  'zoomies.card.not-pre-qualified',
  'zoomies.card.aditionalinformation',
  'zoomies.card.unsupported-address',
  'zoomies.card.unsupported-address.upload-document',
  'onboard.card.PaymentRedirect',
  'PostPayment',
  'user.onboard.base',
  'Dashboard',
] as const;
export const RouteName = z.enum(ROUTE_NAMES);
export type RouteName = z.infer<typeof RouteName>;

// Statuses of the not-pre-qualified page (second document, section 4).
export const KO_STATUSES = [
  'ko_blocklist',
  'ko_fraud_risk',
  'ko_minor',
  'ko_bankruptcy',
  'ko_dti',
  'ko_vantage',
  'ko_income',
  'ko_zoomies_model',
] as const;
export const NOT_PRE_QUALIFIED_STATUSES = [
  ...KO_STATUSES,
  'ko_frozen_file',
  'pet_too_young',
  'pet_fails_zoomies_model',
  'declined',
  'manual_review',
  'additional_information_thankyou',
  'unknown_document',
  'thankyou_for_your_interest',
] as const;
export const NotPreQualifiedStatus = z.enum(NOT_PRE_QUALIFIED_STATUSES);
export type NotPreQualifiedStatus = z.infer<typeof NotPreQualifiedStatus>;

export const PetDeclineReason = z.enum(['pet_too_young', 'pet_fails_zoomies_model']);
export type PetDeclineReason = z.infer<typeof PetDeclineReason>;
