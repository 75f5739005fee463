import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UploadDocumentScreen } from '../screens/upload-document/upload-document.screen.tsx';
import { screenDecorator } from './story-frame.tsx';

const required = [
  { id: 'd1', name: 'Proof of income', document_age: 30 },
  { id: 'd2', name: 'Government-issued photo ID', document_age: null },
];

// Fakes an upload with progress, then an id (or none, for the failure story).
const slowUpload = (withId: boolean) => async (_req: unknown, onProgress: (p: number) => void) => {
  for (const p of [20, 60, 100]) {
    await new Promise((r) => setTimeout(r, 150));
    onProgress(p);
  }
  return withId ? { id: 'u1' } : {};
};

const meta = {
  title: 'Screens/Upload document',
  component: UploadDocumentScreen,
  decorators: [screenDecorator],
  args: { variant: 'additional-information', documentTypes: required, onUpload: slowUpload(true), submitting: false, onSubmit: fn() },
} satisfies Meta<typeof UploadDocumentScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AdditionalInformation: Story = {};
export const AddressVerification: Story = { args: { variant: 'address', documentTypes: undefined } };
export const AlreadyUploaded: Story = { args: { uploaded: [{ id: 'u0', name: 'paystub-october.pdf', created: '2026-11-20T10:00:00Z' }] } };
export const UploadFails: Story = { args: { onUpload: slowUpload(false) } };
export const Submitting: Story = { args: { submitting: true, uploaded: [{ id: 'u0', name: 'id.jpg', created: '2026-11-20T10:00:00Z' }] } };
