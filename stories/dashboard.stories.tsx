import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardScreen } from '../screens/dashboard/dashboard.screen.tsx';
import { screenDecorator } from './story-frame.tsx';

const meta = {
  title: 'Screens/Dashboard',
  component: DashboardScreen,
  decorators: [screenDecorator],
  args: {
    firstName: 'Jamie',
    card: { creditLimit: 12000, purchaseApr: 2624, last4: '4242' },
    policy: {
      petName: 'Biscuit',
      status: 'active',
      deductible: 500,
      coinsurance: 80,
      annualLimit: 10000,
      coverages: [],
      startDate: '2026-11-22T00:00:00Z',
      policyDocumentUrl: '/sample-policies',
      state: 'TX',
      waitingPeriod: { accident_days: 3, illness_days: 14, cruciate_days: 180 },
    },
    documents: [],
  },
} satisfies Meta<typeof DashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StandardPolicy: Story = {};
export const WithAddOnsInMaine: Story = {
  args: {
    policy: {
      petName: 'Biscuit',
      status: 'active',
      deductible: 250,
      coinsurance: 90,
      annualLimit: 25000,
      coverages: ['prescription_meds', 'preventative_plus'],
      startDate: '2026-11-22T00:00:00Z',
      policyDocumentUrl: '/sample-policies',
      state: 'ME',
      waitingPeriod: { accident_days: 0, illness_days: 14, cruciate_days: 30 },
    },
    documents: [{ id: 'd1', name: 'paystub-october.pdf', created: '2026-11-20T10:00:00Z' }],
  },
};
/** The state has no configuration on the server: the policy without waiting periods, never a guess. */
const { waitingPeriod: _none, ...policyWithoutStateConfig } = meta.args.policy;
export const NoStateConfig: Story = { args: { policy: policyWithoutStateConfig } };
export const NoPet: Story = { args: { policy: null } };
export const NoCardYet: Story = { args: { firstName: '', card: null, policy: null } };
export const SignedInWithOpenApplication: Story = {
  args: {
    card: null,
    policy: null,
    application: { next: 'zoomies.card.accept-offer', continueHref: '/onboard/card/orig-1/accept-offer' },
  },
};
