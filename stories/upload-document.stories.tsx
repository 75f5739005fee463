import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { UploadDocumentScreen } from '../screens/upload-document/upload-document.screen.tsx';
import type { FlowSnapshot } from '../src/app/flow-snapshot.ts';
import { selectUploadDocument } from '../screens/upload-document/upload-document.selector.ts';
import { screenDecorator } from './story-frame.tsx';
import { storyAt } from './snapshots/flow-at.ts';
import { uploadAt as at } from './snapshots/upload.states.ts';

const meta = {
  title: 'Screens/Upload document',
  component: UploadDocumentScreen,
  decorators: [screenDecorator],
  args: { onUpload: fn(), onDocumentTypeChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof UploadDocumentScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

// Each uploader's binding: the documents the decision asks for, or the alternate address's proof.
const decisionDocuments = (snapshot: FlowSnapshot) => selectUploadDocument(snapshot, 'additional-information');
const addressProof = (snapshot: FlowSnapshot) => selectUploadDocument(snapshot, 'address');

export const AdditionalInformation: Story = await storyAt(at.additionalInformation, decisionDocuments);
export const AddressVerification: Story = await storyAt(at.addressVerification, addressProof);
export const AlreadyUploaded: Story = await storyAt(at.alreadyUploaded, decisionDocuments);
/** Three scanned pages picked at once: one uploaded, one on its way, one waiting its turn. */
const uploading = await storyAt(at.threePagesUploading, decisionDocuments);
export const ThreePagesUploading: Story = {
  ...uploading,
  // What the binding adds: the progress of the file on its way.
  args: { ...uploading.args, progress: { 'page-2.jpg': 60 } },
  play: async ({ canvasElement }) => {
    const rows = within(within(canvasElement).getByRole('list', { name: 'Your files' })).getAllByRole('listitem');
    await expect(rows.map((r) => r.textContent)).toEqual(['page-1.png Uploaded', 'page-2.jpg 60%', 'page-3.pdf Waiting to upload']);
    await expect(within(canvasElement).getByRole('button', { name: /Submit/ })).toBeDisabled();
  },
};
/** Each row says what happened to its file. */
export const SomeFailed: Story = {
  ...(await storyAt(at.someFailed, decisionDocuments)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Failed to upload file', 'Please choose a PNG, JPEG or PDF file.']);
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};
