import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, freshPhone, start, verifyPhone } from '../helpers/flow.ts';
import { ensurePetApplication } from '../../../server/insurance/pet-application.service.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';
import { applicationInput } from './insurance-fixtures.ts';

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
  /** An applicant whose phone is verified: the one who may upload. */
  const verified = async () => {
    const { applicant } = await start(t, freshPhone());
    await verifyPhone(t, applicant);
    return { id: applicant.id, headers: bearer(applicant.token) };
  };

  it.each([
    ['png', PNG, 'image/png'],
    ['jpeg', JPEG, 'image/jpeg'],
    ['pdf', PDF, 'application/pdf'],
  ])('accepts a %s and stores it under a random name', async (_kind, content, mime) => {
    const me = await verified();
    const res = await upload(me.headers, [...fields(), { name: 'file', filename: 'my document.bin', content }]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ name: 'Pay stub March', document_type: 'Proof of income', created: t.clock.now().toISOString() });
    expect(typeof body.id).toBe('string');
    const row = await t.db.selectFrom('uploaded_documents').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ mime_type: mime, size_bytes: content.length, owner_origination_id: me.id, is_effectiv_document: 0 });
    expect(row.stored_name).not.toContain('my document');
    expect(row.stored_name).toMatch(/^[0-9a-f]{32}\.(png|jpg|pdf)$/);
    expect(readFileSync(join(uploadsDir(), row.stored_name))).toEqual(content);
  });

  it('refuses a renamed text file with 415, by its content', async () => {
    const before = await rowCount();
    const res = await upload((await verified()).headers, [...fields(), { name: 'file', filename: 'statement.pdf', content: TEXT, type: 'application/pdf' }]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Only PNG, JPEG and PDF files can be uploaded.', code: 'unsupported_media_type' });
    expect(await rowCount()).toBe(before);
  });

  it('accepts a file just under 10 MB', async () => {
    const large = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 - PDF.length)]);
    const res = await upload((await verified()).headers, [...fields(), { name: 'file', filename: 'large.pdf', content: large }]);
    expect(res.statusCode).toBe(201);
    const row = await t.db.selectFrom('uploaded_documents').select('size_bytes').where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row.size_bytes).toBe(10 * 1024 * 1024);
  });

  it('refuses a file over 10 MB with 413 and stores nothing', async () => {
    const before = await rowCount();
    const filesBefore = existsSync(uploadsDir()) ? readdirSync(uploadsDir()).length : 0;
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload((await verified()).headers, [...fields(), { name: 'file', filename: 'big.pdf', content: big }]);
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
    const res = await upload((await verified()).headers, parts as Part[]);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
    expect(await rowCount()).toBe(before);
  });

  it('a JSON body is not an upload: 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/user_account_documents/', headers: (await verified()).headers, payload: { name: 'x' } });
    expect(res.statusCode).toBe(415);
  });

  it('without a token: 401 for upload and listing', async () => {
    expect((await upload({}, [...fields(), { name: 'file', filename: 'a.pdf', content: PDF }])).statusCode).toBe(401);
    expect((await list({})).statusCode).toBe(401);
  });

  it('lists only the caller’s documents, newest first', async () => {
    const mine = (await verified()).headers;
    const theirs = (await verified()).headers;
    const first = (await upload(mine, [...fields('ID front', 'Government-issued photo ID'), { name: 'file', filename: 'id.png', content: PNG }])).json();
    t.clock.advance(1000);
    const second = (await upload(mine, [...fields('Pay stub'), { name: 'file', filename: 'stub.pdf', content: PDF }])).json();
    await upload(theirs, [...fields('Not yours'), { name: 'file', filename: 'x.pdf', content: PDF }]);
    const res = await list(mine);
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([second, first]);
    expect(res.json().results.map((d: { name: string }) => d.name)).not.toContain('Not yours');
  });

  it('an applicant whose phone is not verified cannot upload: 403, nothing stored', async () => {
    const { applicant } = await start(t, freshPhone());
    const before = await rowCount();
    const res = await upload(bearer(applicant.token), [...fields(), { name: 'file', filename: 'a.pdf', content: PDF }]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'phone_not_verified' });
    expect(await rowCount()).toBe(before);
  });

  it('a bad name (NUL byte) is a 400 and leaves no file behind', async () => {
    const me = await verified();
    const filesBefore = existsSync(uploadsDir()) ? readdirSync(uploadsDir()).length : 0;
    const res = await upload(me.headers, [...fields('pay\u0000stub'), { name: 'file', filename: 'a.pdf', content: PDF }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid', errors: { name: [expect.any(String)] } });
    expect(existsSync(uploadsDir()) ? readdirSync(uploadsDir()).length : 0).toBe(filesBefore);
  });

  it('an application holds at most 10 files: of a burst of 15 on two instances, exactly 10 are stored', async () => {
    const me = await verified();
    const second = await t.sibling();
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, i) => {
        const body = multipart([...fields(`Page ${i}`), { name: 'file', filename: 'p.pdf', content: PDF }]);
        return (i % 2 ? second : t.app).inject({ method: 'POST', url: '/api/v1/user_account_documents/', headers: { ...me.headers, ...body.headers }, payload: body.payload });
      }),
    );
    expect(results.filter((res) => res.statusCode === 201)).toHaveLength(10);
    const refused = results.filter((res) => res.statusCode === 409);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.json()).toMatchObject({ code: 'quota_exceeded' });
    expect((await list(me.headers)).json().results).toHaveLength(10);
  });

  it('an application holds at most 25 MB in all', async () => {
    const me = await verified();
    const nineMb = Buffer.concat([PDF, Buffer.alloc(9 * 1024 * 1024 - PDF.length)]);
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await upload(me.headers, [...fields(), { name: 'file', filename: 'big.pdf', content: nineMb }])).statusCode);
    expect(statuses).toEqual([201, 201, 409]);
  });

  it('withdrawing the application removes its documents and their files', async () => {
    const me = await verified();
    const stored = [];
    for (const name of ['ID', 'Pay stub']) stored.push((await upload(me.headers, [...fields(name), { name: 'file', filename: 'a.pdf', content: PDF }])).json().id as string);
    const names = (await t.db.selectFrom('uploaded_documents').select('stored_name').where('id', 'in', stored).execute()).map((row) => row.stored_name);
    expect(names.every((name) => existsSync(join(uploadsDir(), name)))).toBe(true);
    const { id } = await ensurePetApplication(t.db, { originationId: me.id, userId: randomUUID(), ...applicationInput(), now: t.clock.now() });
    const withdrawn = await t.app.inject({ method: 'DELETE', url: `/api/applications/${id}/`, headers: me.headers });
    expect(withdrawn.statusCode).toBe(204);
    expect(names.some((name) => existsSync(join(uploadsDir(), name)))).toBe(false);
    expect(await t.db.selectFrom('uploaded_documents').select('id').where('id', 'in', stored).execute()).toEqual([]);
  });
});
