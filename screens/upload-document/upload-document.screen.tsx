import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { ACCEPTED_UPLOAD_TYPES } from '../../services/contract/constants.ts';
import { Button } from '../../src/ui/button.tsx';
import { PageHeading } from '../../src/ui/page-heading.tsx';
import { ADDRESS_DOCUMENT_TYPES, UPLOAD_TEXTS, documentAgeNote, fileProblem } from './upload-document.texts.ts';
import './upload-document.css';

export interface DocumentType {
  id: string;
  name: string;
  /** Days: the document must be this recent. */
  document_age: number | null;
}

export interface UploadedDocumentView {
  id: string;
  name: string;
  created: string;
}

export interface UploadRequest {
  file: File;
  /** The chosen document type's name (the server's document_type). */
  documentType: string;
  name: string;
}

export interface UploadDocumentScreenProps {
  /** 'address' after an alternate address; 'additional-information' for the required documents. */
  variant: 'address' | 'additional-information';
  /** Types to choose from; for the address variant a list of address proofs by default. */
  documentTypes?: readonly DocumentType[];
  /** Documents already on the account (counted for Submit). */
  uploaded?: readonly UploadedDocumentView[];
  /** Sends one file, reporting progress 0–100; an answer without an id is a failure. */
  onUpload: (request: UploadRequest, onProgress: (percent: number) => void) => Promise<{ id?: string | null } | null | undefined>;
  /** The chosen type's name, each time it changes. */
  onDocumentTypeChange?: (documentType: string) => void;
  submitting: boolean;
  onSubmit: () => void;
}

interface FileRow {
  key: string;
  name: string;
  progress: number;
  state: 'uploading' | 'done' | 'failed';
  message?: string;
  /** The server's id once uploaded. */
  id?: string;
}

export function UploadDocumentScreen(props: UploadDocumentScreenProps) {
  const types = props.documentTypes ?? (props.variant === 'address' ? ADDRESS_DOCUMENT_TYPES : []);
  const [typeId, setTypeId] = useState('');
  const [rows, setRows] = useState<FileRow[]>([]);
  const ids = useId();
  const chosen = types.find((t) => t.id === typeId);
  // Documents the app lists may include the ones uploaded here: count and show each once.
  const sessionIds = new Set(rows.flatMap((r) => (r.id ? [r.id] : [])));
  const earlier = (props.uploaded ?? []).filter((d) => !sessionIds.has(d.id));
  const doneCount = rows.filter((r) => r.state === 'done').length + earlier.length;
  const uploading = rows.some((r) => r.state === 'uploading');

  const update = (key: string, patch: Partial<FileRow>) => setRows((current) => current.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const sendFile = async (file: File, type: DocumentType) => {
    const key = `${file.name}-${Date.now()}-${Math.random()}`;
    const problem = fileProblem(file);
    setRows((current) => [...current, { key, name: file.name, progress: 0, state: problem ? 'failed' : 'uploading', ...(problem ? { message: problem } : {}) }]);
    if (problem) return;
    try {
      const answer = await props.onUpload({ file, documentType: type.name, name: file.name }, (percent) => update(key, { progress: Math.round(percent) }));
      if (answer?.id) update(key, { state: 'done', progress: 100, id: answer.id });
      else update(key, { state: 'failed', message: UPLOAD_TEXTS.failed });
    } catch {
      update(key, { state: 'failed', message: UPLOAD_TEXTS.failed });
    }
  };

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (!chosen) return;
    for (const file of files) void sendFile(file, chosen);
  };

  return (
    <div className="z-stack">
      <PageHeading
        focusOnMount
        title={props.variant === 'address' ? UPLOAD_TEXTS.addressTitle : UPLOAD_TEXTS.additionalTitle}
        subtitle={
          props.variant === 'address'
            ? 'Upload a document that shows your name and your new address.'
            : 'Upload the documents below so we can finish reviewing your application.'
        }
      />

      {props.variant === 'additional-information' && types.length > 0 ? (
        <section className="z-card" aria-labelledby={`${ids}-needed`}>
          <h2 id={`${ids}-needed`}>Documents we need</h2>
          <ul className="z-list">
            {types.map((t) => (
              <li key={t.id}>
                {t.name}
                {t.document_age ? <span className="z-muted"> (from the last {t.document_age} days)</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="z-field">
        <label htmlFor={`${ids}-type`}>Document type</label>
        <select id={`${ids}-type`} className="z-select" value={typeId} onChange={(e) => {
            setTypeId(e.target.value);
            const type = types.find((t) => t.id === e.target.value);
            if (type) props.onDocumentTypeChange?.(type.name);
          }} disabled={props.submitting}>
          <option value="">Choose a document type</option>
          {types.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </div>

      {chosen ? (
        <div className="z-field zo-uploader">
          <label htmlFor={`${ids}-file`}>Upload your {chosen.name.toLowerCase()}</label>
          <p id={`${ids}-file-hint`} className="z-field-hint">
            PNG, JPEG or PDF.{chosen.document_age ? ` ${documentAgeNote(chosen.document_age)}` : ''}
          </p>
          <input
            id={`${ids}-file`}
            type="file"
            multiple
            accept={ACCEPTED_UPLOAD_TYPES.join(',')}
            aria-describedby={`${ids}-file-hint`}
            onChange={onFiles}
            disabled={props.submitting}
          />
        </div>
      ) : null}

      {rows.length > 0 ? (
        <ul className="z-list zo-upload-list" aria-label="Your files">
          {rows.map((row) => (
            <li key={row.key}>
              <span>{row.name}</span>{' '}
              {row.state === 'uploading' ? (
                <progress max={100} value={row.progress} aria-label={`Uploading ${row.name}`}>
                  {row.progress}%
                </progress>
              ) : null}
              {row.state === 'done' ? <span className="zo-upload-done">Uploaded</span> : null}
              {row.state === 'failed' ? (
                <span className="z-field-error" role="alert">
                  {row.message}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}

      {earlier.length > 0 ? (
        <section aria-labelledby={`${ids}-uploaded`}>
          <h2 id={`${ids}-uploaded`}>Already uploaded</h2>
          <ul className="z-list">
            {earlier.map((d) => (
              <li key={d.id}>{d.name}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <Button block onClick={props.onSubmit} disabled={doneCount === 0 || uploading || props.submitting} loading={props.submitting}>
        Submit
      </Button>
    </div>
  );
}

export default UploadDocumentScreen;
