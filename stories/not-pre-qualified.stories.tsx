import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NotPreQualifiedScreen } from '../screens/not-pre-qualified/not-pre-qualified.screen.tsx';
import { selectNotPreQualified } from '../screens/not-pre-qualified/not-pre-qualified.selector.ts';
import { screenDecorator } from './story-frame.tsx';
import { storyAt } from './snapshots/flow-at.ts';
import { notPreQualifiedAt as at } from './snapshots/outcome.states.ts';

const meta = {
  title: 'Screens/Not pre-qualified',
  component: NotPreQualifiedScreen,
  decorators: [screenDecorator],
  args: { onGoToDashboard: fn() },
} satisfies Meta<typeof NotPreQualifiedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KoIncome: Story = await storyAt(at.koIncome, selectNotPreQualified);
export const KoBlocklist: Story = await storyAt(at.koBlocklist, selectNotPreQualified);
export const KoFraudRisk: Story = await storyAt(at.koFraudRisk, selectNotPreQualified);
export const KoMinor: Story = await storyAt(at.koMinor, selectNotPreQualified);
export const KoBankruptcy: Story = await storyAt(at.koBankruptcy, selectNotPreQualified);
export const KoDti: Story = await storyAt(at.koDti, selectNotPreQualified);
export const KoVantage: Story = await storyAt(at.koVantage, selectNotPreQualified);
export const KoZoomiesModel: Story = await storyAt(at.koZoomiesModel, selectNotPreQualified);
export const KoFrozenFile: Story = await storyAt(at.koFrozenFile, selectNotPreQualified);
export const PetTooYoung: Story = await storyAt(at.petTooYoung, selectNotPreQualified);
export const PetFailsZoomiesModel: Story = await storyAt(at.petFailsZoomiesModel, selectNotPreQualified);
export const Declined: Story = await storyAt(at.declined, selectNotPreQualified);
export const ManualReview: Story = await storyAt(at.manualReview, selectNotPreQualified);
export const AdditionalInformationThankyou: Story = await storyAt(at.additionalInformationThankyou, selectNotPreQualified);
export const UnknownDocument: Story = await storyAt(at.unknownDocument, selectNotPreQualified);
export const ThankyouForYourInterest: Story = await storyAt(at.thankyouForYourInterest, selectNotPreQualified);
