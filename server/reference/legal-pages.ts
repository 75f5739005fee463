import type { RegulatoryDocumentType } from '../../services/contract/documents.schema.ts';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../services/contract/product.ts';
import { ANNUAL_FEE_DOLLARS, CURRENT_APR_BASIS_POINTS } from '../../services/contract/constants.ts';
import { REGULATORY_DOCUMENTS } from '../../services/contract/regulatory-documents.ts';
import { htmlPage } from './html-page.ts';

// The static pages the regulatory documents link to. They are sample texts of this demo product,
// plain enough to read and clearly marked as samples.

const SAMPLE = `This is a sample document of the ${PRODUCT_NAME} demonstration product. Questions: ${SUPPORT_EMAIL}.`;

const BODIES: Record<RegulatoryDocumentType, { heading: string; paragraphs: string[] }[]> = {
  privacy_policy: [{ heading: 'What we collect', paragraphs: ['The details you give in your application, about you and your pet, and how you use the site.'] }, { heading: 'How we use it', paragraphs: ['To decide on your application, to insure your pet and to service your account. We do not sell your personal information.'] }],
  privacy_notice: [{ heading: 'Your choices', paragraphs: ['You can limit the sharing of your information with our affiliates and partners at any time by contacting us.'] }],
  terms_of_service: [{ heading: 'Using the site', paragraphs: ['You agree to give true and complete information and to keep your sign-in codes to yourself.'] }],
  tcpa_consent: [{ heading: 'Calls and texts', paragraphs: ['You agree to receive calls and text messages about your application and account at the number you gave, including automated ones. Message and data rates may apply. Reply STOP to opt out.'] }],
  electronic_communications_disclosure: [{ heading: 'Electronic delivery', paragraphs: ['You agree to receive disclosures, notices and statements electronically. You can ask for a paper copy at no charge.'] }],
  lead_privacy_notice: [{ heading: 'What the bank shares', paragraphs: ['The issuing bank shares information with the program manager and the insurer only to provide the card and the policy.'] }],
  credit_card_agreement: [{ heading: 'Rates and fees', paragraphs: [`Purchase APR: ${(CURRENT_APR_BASIS_POINTS / 100).toFixed(2)}%. Annual fee: $${ANNUAL_FEE_DOLLARS}, due in your first billing cycle.`] }, { heading: 'Your credit line', paragraphs: ['Your credit limit is set when your application is approved and may change over time.'] }],
  rewards_addendum: [{ heading: 'Earning points', paragraphs: ['3 points per dollar on pet purchases, 1 point per dollar on everything else; 100 points are worth $1 of credit.'] }],
};

export function legalPage(slug: string): string | null {
  const entry = (Object.entries(REGULATORY_DOCUMENTS) as [RegulatoryDocumentType, { slug: string; title: string }][]).find(([, d]) => d.slug === slug);
  if (!entry) return null;
  const [type, { title }] = entry;
  return htmlPage(title, [...BODIES[type], { heading: 'About this document', paragraphs: [SAMPLE] }]);
}
