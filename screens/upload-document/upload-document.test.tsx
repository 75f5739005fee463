import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UploadDocumentScreen } from './upload-document.screen.tsx';
import type { UploadDocumentScreenProps } from './upload-document.screen.tsx';

const required = [
  { id: 'd1', name: 'Proof of income', document_age: 30 },
  { id: 'd2', name: 'Government-issued photo ID', document_age: null },
];
const pdf = () => new File(['%PDF'], 'paystub.pdf', { type: 'application/pdf' });

function setup(overrides: Partial<UploadDocumentScreenProps> = {}) {
  const props: UploadDocumentScreenProps = {
    variant: 'additional-information',
    documentTypes: required,
    onUpload: vi.fn(async () => ({ id: 'u1' })),
    submitting: false,
    onSubmit: vi.fn(),
    ...overrides,
  };
  render(<UploadDocumentScreen {...props} />);
  return props;
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
    expect(input).toHaveAccessibleDescription('PNG, JPEG or PDF. The document must be from the last 30 days.');
    await user.selectOptions(screen.getByLabelText('Document type'), 'Government-issued photo ID');
    expect(screen.getByLabelText('Upload your government-issued photo id')).toHaveAccessibleDescription('PNG, JPEG or PDF.');
  });

  it('uploads with progress and enables Submit after one upload', async () => {
    const user = userEvent.setup();
    let report: (p: number) => void = () => undefined;
    let finish: (v: { id: string }) => void = () => undefined;
    const onUpload = vi.fn((_req: unknown, onProgress: (p: number) => void) => {
      report = onProgress;
      return new Promise<{ id: string }>((resolve) => (finish = resolve));
    });
    const props = setup({ onUpload });
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Document type'), 'Proof of income');
    await user.upload(screen.getByLabelText('Upload your proof of income'), pdf());
    expect(onUpload).toHaveBeenCalledWith({ file: expect.any(File), documentType: 'Proof of income', name: 'paystub.pdf' }, expect.any(Function));
    act(() => report(40));
    expect(screen.getByRole('progressbar', { name: 'Uploading paystub.pdf' })).toHaveAttribute('value', '40');
    expect(submit).toBeDisabled();
    await act(async () => finish({ id: 'u1' }));
    expect(screen.getByText('Uploaded')).toBeInTheDocument();
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(props.onSubmit).toHaveBeenCalled();
  });

  it("says 'Failed to upload file' when the answer has no id or the upload fails", async () => {
    const user = userEvent.setup();
    const onUpload = vi.fn().mockResolvedValueOnce({}).mockRejectedValueOnce(new Error('500'));
    setup({ onUpload });
    await user.selectOptions(screen.getByLabelText('Document type'), 'Proof of income');
    await user.upload(screen.getByLabelText('Upload your proof of income'), pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload file');
    await user.upload(screen.getByLabelText('Upload your proof of income'), pdf());
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('refuses a file type other than png, jpeg or pdf without sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const props = setup();
    await user.selectOptions(screen.getByLabelText('Document type'), 'Proof of income');
    await user.upload(screen.getByLabelText('Upload your proof of income'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a PNG, JPEG or PDF file.');
    expect(props.onUpload).not.toHaveBeenCalled();
  });

  it('lists the required documents and counts documents already uploaded', () => {
    setup({ uploaded: [{ id: 'u0', name: 'id-front.jpg', created: '2026-11-21T10:00:00Z' }] });
    expect(screen.getByRole('heading', { name: 'Documents we need' })).toBeInTheDocument();
    expect(screen.getByText('(from the last 30 days)')).toBeInTheDocument();
    expect(screen.getByText('id-front.jpg')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});

describe('UploadDocumentScreen type events', () => {
  it('reports the chosen document type by name', async () => {
    const user = userEvent.setup();
    const onDocumentTypeChange = vi.fn();
    setup({ onDocumentTypeChange });
    await user.selectOptions(screen.getByLabelText('Document type'), 'Government-issued photo ID');
    expect(onDocumentTypeChange).toHaveBeenCalledWith('Government-issued photo ID');
  });
});

describe('UploadDocumentScreen with the app listing uploads', () => {
  it('shows a document uploaded here once, even when the app lists it too', async () => {
    const user = userEvent.setup();
    const onUpload = vi.fn(async () => ({ id: 'u9' }));
    const props: UploadDocumentScreenProps = { variant: 'additional-information', documentTypes: required, onUpload, submitting: false, onSubmit: vi.fn() };
    const { rerender } = render(<UploadDocumentScreen {...props} />);
    await user.selectOptions(screen.getByLabelText('Document type'), 'Proof of income');
    await user.upload(screen.getByLabelText('Upload your proof of income'), pdf());
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
    rerender(<UploadDocumentScreen {...props} uploaded={[{ id: 'u9', name: 'paystub.pdf', created: '2026-11-21T10:00:00Z' }]} />);
    expect(screen.getAllByText('paystub.pdf')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Already uploaded' })).not.toBeInTheDocument();
  });
});
