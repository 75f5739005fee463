import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UploadDocumentScreen } from './upload-document.screen.tsx';
import type { UploadDocumentScreenProps, UploadRowView } from './upload-document.screen.tsx';

const required = [
  { id: 'd1', name: 'Proof of income', document_age: 30 },
  { id: 'd2', name: 'Government-issued photo ID', document_age: null },
];
const file = (name: string, type: string) => new File(['content'], name, { type });
const row = (name: string, status: UploadRowView['status'], problem: UploadRowView['problem'] = null, documentId: string | null = null): UploadRowView => ({
  key: `key-${name}`,
  name,
  status,
  problem,
  documentId,
});

function setup(overrides: Partial<UploadDocumentScreenProps> = {}) {
  const props: UploadDocumentScreenProps = {
    variant: 'additional-information',
    documentTypes: required,
    rows: [],
    onUpload: vi.fn(),
    submitting: false,
    canSubmit: false,
    onSubmit: vi.fn(),
    ...overrides,
  };
  const view = render(<UploadDocumentScreen {...props} />);
  return { props, view };
}

describe('UploadDocumentScreen', () => {
  it("titles the address variant 'Thanks for adding a new address, let's verify it!'", () => {
    setup({ variant: 'address', documentTypes: undefined });
    expect(screen.getByRole('heading', { level: 1, name: "Thanks for adding a new address, let's verify it!" })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Utility bill' })).toBeInTheDocument();
  });

  it('shows the uploader only after a document type is chosen, with the last-N-days note', async () => {
    const user = userEvent.setup();
    setup();
    expect(screen.queryByLabelText(/Upload your/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Document type'), 'Proof of income');
    const input = screen.getByLabelText('Upload your proof of income');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,application/pdf');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAccessibleDescription('PNG, JPEG or PDF. The document must be from the last 30 days.');
    await user.selectOptions(screen.getByLabelText('Document type'), 'Government-issued photo ID');
    expect(screen.getByLabelText('Upload your government-issued photo id')).toHaveAccessibleDescription('PNG, JPEG or PDF.');
  });

  it('hands every file picked at once to the app in one intent', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { props } = setup();
    await user.selectOptions(screen.getByLabelText('Document type'), 'Proof of income');
    const picked = [file('page-1.png', 'image/png'), file('page-2.jpg', 'image/jpeg'), file('notes.txt', 'text/plain')];
    await user.upload(screen.getByLabelText('Upload your proof of income'), picked);
    expect(props.onUpload).toHaveBeenCalledTimes(1);
    expect(vi.mocked(props.onUpload).mock.calls[0]![0].map((f) => f.name)).toEqual(['page-1.png', 'page-2.jpg', 'notes.txt']);
  });

  it('shows each file as it stands: waiting, on its way with its progress, uploaded, or why it failed', () => {
    setup({
      rows: [
        row('page-1.png', 'uploaded', null, 'u1'),
        row('page-2.jpg', 'uploading'),
        row('page-3.pdf', 'queued'),
        row('page-4.pdf', 'failed', 'failed'),
        row('notes.txt', 'failed', 'wrongType'),
        row('scan.pdf', 'failed', 'tooLarge'),
      ],
      progress: { 'key-page-2.jpg': 40 },
      submitting: true,
    });
    const rows = within(screen.getByRole('list', { name: 'Your files' })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'page-1.png Uploaded',
      'page-2.jpg 40%',
      'page-3.pdf Waiting to upload',
      'page-4.pdf Failed to upload file',
      'notes.txt Please choose a PNG, JPEG or PDF file.',
      'scan.pdf This file is too large. Please choose one under 10 MB.',
    ]);
    expect(screen.getByRole('progressbar', { name: 'Uploading page-2.jpg' })).toHaveAttribute('value', '40');
    expect(screen.getAllByRole('alert')).toHaveLength(3);
    expect(screen.getByRole('button', { name: /Submit/ })).toBeDisabled();
  });

  it('Submit follows the machine: enabled when it can submit', async () => {
    const user = userEvent.setup();
    const { props, view } = setup();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    view.rerender(<UploadDocumentScreen {...props} rows={[row('page-1.png', 'uploaded', null, 'u1')]} canSubmit />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(props.onSubmit).toHaveBeenCalled();
  });

  it('lists the required documents and the documents already uploaded', () => {
    setup({ uploaded: [{ id: 'u0', name: 'id-front.jpg', created: '2026-11-21T10:00:00Z' }], canSubmit: true });
    expect(screen.getByRole('heading', { name: 'Documents we need' })).toBeInTheDocument();
    expect(screen.getByText('(from the last 30 days)')).toBeInTheDocument();
    expect(screen.getByText('id-front.jpg')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('reports the chosen document type by name', async () => {
    const user = userEvent.setup();
    const onDocumentTypeChange = vi.fn();
    setup({ onDocumentTypeChange });
    await user.selectOptions(screen.getByLabelText('Document type'), 'Government-issued photo ID');
    expect(onDocumentTypeChange).toHaveBeenCalledWith('Government-issued photo ID');
  });

  it('shows a document uploaded on this visit once, even when the app lists it too', () => {
    setup({ rows: [row('paystub.pdf', 'uploaded', null, 'u9')], uploaded: [{ id: 'u9', name: 'paystub.pdf', created: '2026-11-21T10:00:00Z' }] });
    expect(screen.getAllByText('paystub.pdf')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Already uploaded' })).not.toBeInTheDocument();
  });
});
