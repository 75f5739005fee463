import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { UploadDocumentScreen } from '../screens/upload-document/upload-document.screen.tsx';
import type { UploadRowView } from '../screens/upload-document/upload-document.screen.tsx';
import { screenDecorator } from './story-frame.tsx';

const required = [
  { id: 'd1', name: 'Proof of income', document_age: 30 },
  { id: 'd2', name: 'Government-issued photo ID', document_age: null },
];
const row = (name: string, status: UploadRowView['status'], problem: UploadRowView['problem'] = null): UploadRowView => ({
  key: name,
  name,
  status,
  problem,
  documentId: status === 'uploaded' ? `doc-${name}` : null,
});

const meta = {
  title: 'Screens/Upload document',
  component: UploadDocumentScreen,
  decorators: [screenDecorator],
  args: { variant: 'additional-information', documentTypes: required, rows: [], onUpload: fn(), submitting: false, canSubmit: false, onSubmit: fn() },
} satisfies Meta<typeof UploadDocumentScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AdditionalInformation: Story = {};
export const AddressVerification: Story = { args: { variant: 'address', documentTypes: undefined } };
export const AlreadyUploaded: Story = { args: { uploaded: [{ id: 'u0', name: 'paystub-october.pdf', created: '2026-11-20T10:00:00Z' }], canSubmit: true } };
/** Three scanned pages picked at once: one uploaded, one on its way, one waiting its turn. */
export const ThreePagesUploading: Story = {
  args: { rows: [row('page-1.png', 'uploaded'), row('page-2.jpg', 'uploading'), row('page-3.pdf', 'queued')], progress: { 'page-2.jpg': 60 }, submitting: true },
  play: async ({ canvasElement }) => {
    const rows = within(within(canvasElement).getByRole('list', { name: 'Your files' })).getAllByRole('listitem');
    await expect(rows.map((r) => r.textContent)).toEqual(['page-1.png Uploaded', 'page-2.jpg 60%', 'page-3.pdf Waiting to upload']);
    await expect(within(canvasElement).getByRole('button', { name: /Submit/ })).toBeDisabled();
  },
};
/** Each row says what happened to its file. */
export const SomeFailed: Story = {
  args: { rows: [row('page-1.png', 'uploaded'), row('page-2.jpg', 'failed', 'failed'), row('notes.txt', 'failed', 'wrongType')], canSubmit: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Failed to upload file', 'Please choose a PNG, JPEG or PDF file.']);
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};
