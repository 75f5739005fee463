import { useId, useState } from 'react';
import type { ChangeEvent, JSX } from 'react';
import { ACCEPTED_UPLOAD_TYPES } from '../../services/contract/constants.ts';
import { Button } from '../../src/ui/button.tsx';
import { PageHeading } from '../../src/ui/page-heading.tsx';
import { ADDRESS_DOCUMENT_TYPES, UPLOAD_PROBLEM_TEXTS, UPLOAD_TEXTS, documentAgeNote } from './upload-document.texts.ts';
import './upload-document.css';

interface DocumentType {
  id: string;
  name: string;
  /** Days: the document must be this recent. */
  document_age: number | null;
}

interface UploadedDocumentView {
  id: string;
  name: string;
  created: string;
}

/** One file picked, as the machine holds it: its outcome, and the document it became. */
export interface UploadRowView {
  key: string;
  name: string;
  status: 'queued' | 'uploading' | 'uploaded' | 'failed';
  /** Why it failed: a type or size the server refuses, or the upload itself ('Failed to upload file'). */
  problem: 'wrongType' | 'tooLarge' | 'failed' | null;
  documentId: string | null;
}

export interface UploadDocumentScreenProps {
  /** 'address' after an alternate address; 'additional-information' for the required documents. */
  variant: 'address' | 'additional-information';
  /** Types to choose from; for the address variant a list of address proofs by default. */
  documentTypes?: readonly DocumentType[];
  /** Documents already on the account. */
  uploaded?: readonly UploadedDocumentView[] | null;
  /** Every file picked on this visit, each with its own outcome. */
  rows: readonly UploadRowView[];
  /** Percent sent, by row key, for the rows uploading. */
  progress?: Readonly<Record<string, number>>;
  /** Every file picked at once (all are sent, one after the other). */
  onUpload: (files: File[]) => void;
  /** The chosen type's name, each time it changes. */
  onDocumentTypeChange?: (documentType: string) => void;
  /** Files are on their way. */
  submitting: boolean;
  /** Submit is possible: one document uploaded and none on its way. */
  canSubmit: boolean;
  onSubmit: () => void;
}

export function UploadDocumentScreen(props: UploadDocumentScreenProps) {
  const types = props.documentTypes ?? (props.variant === 'address' ? ADDRESS_DOCUMENT_TYPES : []);
  const ids = useId();
  // Documents the app lists may include the ones uploaded on this visit: show each once.
  const visitIds = new Set(props.rows.flatMap((r) => (r.documentId ? [r.documentId] : [])));
  const earlier = (props.uploaded ?? []).filter((d) => !visitIds.has(d.id));

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

      {props.variant === 'additional-information' && types.length > 0 ? <DocumentsNeeded types={types} ids={ids} /> : null}

      <DocumentPicker types={types} ids={ids} onDocumentTypeChange={props.onDocumentTypeChange} onUpload={props.onUpload} />

      {props.rows.length > 0 ? (
        <ul className="z-list zo-upload-list" aria-label="Your files">
          {props.rows.map((row) => (
            <li key={row.key}>
              <span>{row.name}</span> <UploadRowState row={row} percent={props.progress?.[row.key] ?? 0} />
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

      <Button block onClick={props.onSubmit} disabled={!props.canSubmit} loading={props.submitting}>
        Submit
      </Button>
    </div>
  );
}

/** The documents the decision asks for, each with how recent it must be. */
function DocumentsNeeded({ types, ids }: { types: readonly DocumentType[]; ids: string }) {
  return (
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
  );
}

/** The document type, then the uploader for it (several files at once). */
function DocumentPicker({ types, ids, onDocumentTypeChange, onUpload }: { types: readonly DocumentType[]; ids: string } & Pick<UploadDocumentScreenProps, 'onDocumentTypeChange' | 'onUpload'>) {
  const [typeId, setTypeId] = useState('');
  const chosen = types.find((t) => t.id === typeId);
  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length > 0) onUpload(files);
  };
  return (
    <>
      <div className="z-field">
        <label htmlFor={`${ids}-type`}>Document type</label>
        <select
          id={`${ids}-type`}
          className="z-select"
          value={typeId}
          onChange={(e) => {
            setTypeId(e.target.value);
            const type = types.find((t) => t.id === e.target.value);
            if (type) onDocumentTypeChange?.(type.name);
          }}
        >
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
          />
        </div>
      ) : null}
    </>
  );
}

/** What happened to one file: waiting its turn, on its way, uploaded, or why it failed (a case for each status: a new one without is a type error). */
function UploadRowState({ row, percent }: { row: UploadRowView; percent: number }): JSX.Element {
  switch (row.status) {
    case 'queued':
      return <span className="z-muted">{UPLOAD_TEXTS.waiting}</span>;
    case 'uploading':
      return (
        <progress max={100} value={percent} aria-label={`Uploading ${row.name}`}>
          {percent}%
        </progress>
      );
    case 'uploaded':
      return <span className="zo-upload-done">{UPLOAD_TEXTS.uploaded}</span>;
    case 'failed':
      return (
        <span className="z-field-error" role="alert">
          {UPLOAD_PROBLEM_TEXTS[row.problem ?? 'failed']}
        </span>
      );
  }
}

export default UploadDocumentScreen;
