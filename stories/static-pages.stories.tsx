import type { Meta, StoryObj } from '@storybook/react-vite';
import { BasePolicyScreen } from '../screens/static-pages/base-policy.screen.tsx';
import { SamplePoliciesScreen } from '../screens/static-pages/sample-policies.screen.tsx';
import { ContactScreen } from '../screens/static-pages/contact.screen.tsx';
import { TermsScreen } from '../screens/static-pages/terms.screen.tsx';
import { LegalDocumentScreen } from '../screens/static-pages/legal-document.screen.tsx';
import { screenDecorator } from './story-frame.tsx';

const meta = { title: 'Screens/Static pages', decorators: [screenDecorator] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const BasePolicy: Story = { render: () => <BasePolicyScreen backHref="/" /> };
export const SamplePolicies: Story = {
  render: () => <SamplePoliciesScreen samples={[{ title: 'Sample base policy for dogs', url: '/sample-policies/dog' }, { title: 'Sample base policy for cats', url: '/sample-policies/cat' }]} />,
};
export const SamplePoliciesUnavailable: Story = { render: () => <SamplePoliciesScreen samples={[]} /> };
export const Contact: Story = { render: () => <ContactScreen /> };
export const Terms: Story = { render: () => <TermsScreen /> };
export const LegalDocument: Story = {
  render: () => <LegalDocumentScreen documentType="rewards_addendum" document={{ document_type: 'rewards_addendum', url: '/docs/rewards.pdf', title: 'Rewards Addendum' }} />,
};
export const LegalDocumentMissing: Story = { render: () => <LegalDocumentScreen documentType="credit_card_agreement" /> };
