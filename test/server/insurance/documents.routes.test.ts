import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';
import { tokenHeaders } from './insurance-fixtures.ts';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('rest of a png')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jfif')]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
const TEXT = Buffer.from('just some text pretending to be a pdf');

type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer; type?: string };

function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----zoomies-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('filename' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/pdf'}\r\n\r\n`));
      chunks.push(part.content, Buffer.from('\r\n'));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const fields = (name = 'Pay stub March', documentType = 'Proof of income'): Part[] => [
  { name: 'name', value: name },
  { name: 'document_type', value: documentType },
  { name: 'is_effectiv_document', value: 'false' },
];

describeServer('document upload and listing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const upload = (headers: Record<string, string>, parts: Part[]) => {
    const body = multipart(parts);
    return t.app.inject({ method: 'POST', url: '/api/v1/user_account_documents/', headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  const list = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/user_account_documents/', headers });
  const uploadsDir = () => join(t.config.dataDir, 'uploads');
  const rowCount = async () => (await t.db.selectFrom('uploaded_documents').select('id').execute()).length;

  it.each([
    ['png', PNG, 'image/png'],
    ['jpeg', JPEG, 'image/jpeg'],
    ['pdf', PDF, 'application/pdf'],
  ])('accepts a %s and stores it under a random name', async (_kind, content, mime) => {
    const me = tokenHeaders(t, 'applicant', `orig-${mime}`);
    const res = await upload(me, [...fields(), { name: 'file', filename: 'my document.bin', content }]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ name: 'Pay stub March', document_type: 'Proof of income', created: t.clock.now().toISOString() });
    expect(typeof body.id).toBe('string');
    const row = await t.db.selectFrom('uploaded_documents').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ mime_type: mime, size_bytes: content.length, owner_origination_id: `orig-${mime}`, is_effectiv_document: 0 });
    expect(row.stored_name).not.toContain('my document');
    expect(row.stored_name).toMatch(/^[0-9a-f]{32}\.(png|jpg|pdf)$/);
    expect(readFileSync(join(uploadsDir(), row.stored_name))).toEqual(content);
  });

  it('refuses a renamed text file with 415, by its content', async () => {
    const before = await rowCount();
    const res = await upload(tokenHeaders(t, 'applicant', 'orig-renamed'), [...fields(), { name: 'file', filename: 'statement.pdf', content: TEXT, type: 'application/pdf' }]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Only PNG, JPEG and PDF files can be uploaded.', code: 'unsupported_media_type' });
    expect(await rowCount()).toBe(before);
  });

  it('accepts a file just under 10 MB', async () => {
    const large = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 - PDF.length)]);
    const res = await upload(tokenHeaders(t, 'applicant', 'orig-large'), [...fields(), { name: 'file', filename: 'large.pdf', content: large }]);
    expect(res.statusCode).toBe(201);
    const row = await t.db.selectFrom('uploaded_documents').select('size_bytes').where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row.size_bytes).toBe(10 * 1024 * 1024);
  });

  it('refuses a file over 10 MB with 413 and stores nothing', async () => {
    const before = await rowCount();
    const filesBefore = existsSync(uploadsDir()) ? readdirSync(uploadsDir()).length : 0;
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(tokenHeaders(t, 'applicant', 'orig-big'), [...fields(), { name: 'file', filename: 'big.pdf', content: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The file is larger than 10 MB.');
    expect(await rowCount()).toBe(before);
    expect(existsSync(uploadsDir()) ? readdirSync(uploadsDir()).length : 0).toBe(filesBefore);
  });

  it.each([
    ['no file', fields()],
    ['no name', [fields()[1]!, fields()[2]!, { name: 'file', filename: 'a.pdf', content: PDF }]],
    ['no document type', [fields()[0]!, { name: 'file', filename: 'a.pdf', content: PDF }]],
    ['a name too long', [...fields('x'.repeat(121)), { name: 'file', filename: 'a.pdf', content: PDF }]],
    ['a bad flag', [fields()[0]!, fields()[1]!, { name: 'is_effectiv_document', value: 'maybe' }, { name: 'file', filename: 'a.pdf', content: PDF }]],
    ['an extra field', [...fields(), { name: 'owner', value: 'someone' }, { name: 'file', filename: 'a.pdf', content: PDF }]],
    ['two files', [...fields(), { name: 'file', filename: 'a.pdf', content: PDF }, { name: 'file', filename: 'b.pdf', content: PDF }]],
    ['an empty file', [...fields(), { name: 'file', filename: 'a.pdf', content: Buffer.alloc(0) }]],
  ])('answers 400 with a message for %s', async (_name, parts) => {
    const before = await rowCount();
    const res = await upload(tokenHeaders(t, 'applicant', 'orig-bad'), parts as Part[]);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
    expect(await rowCount()).toBe(before);
  });

  it('a JSON body is not an upload: 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/user_account_documents/', headers: tokenHeaders(t, 'applicant', 'orig-json'), payload: { name: 'x' } });
    expect(res.statusCode).toBe(415);
  });

  it('without a token: 401 for upload and listing', async () => {
    expect((await upload({}, [...fields(), { name: 'file', filename: 'a.pdf', content: PDF }])).statusCode).toBe(401);
    expect((await list({})).statusCode).toBe(401);
  });

  it('lists only the caller’s documents, newest first', async () => {
    const mine = tokenHeaders(t, 'applicant', 'orig-list-mine');
    const theirs = tokenHeaders(t, 'applicant', 'orig-list-theirs');
    const first = (await upload(mine, [...fields('ID front', 'Government-issued photo ID'), { name: 'file', filename: 'id.png', content: PNG }])).json();
    t.clock.advance(1000);
    const second = (await upload(mine, [...fields('Pay stub'), { name: 'file', filename: 'stub.pdf', content: PDF }])).json();
    await upload(theirs, [...fields('Not yours'), { name: 'file', filename: 'x.pdf', content: PDF }]);
    const res = await list(mine);
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([second, first]);
    expect(res.json().results.map((d: { name: string }) => d.name)).not.toContain('Not yours');
  });
});
