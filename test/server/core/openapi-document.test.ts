import { afterAll, beforeAll, expect, it } from 'vitest';
import { endpoints } from '../../../services/contract/endpoints.ts';
import { ErrorCode } from '../../../services/contract/error-codes.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';

// The OpenAPI document tells the truth: the success status each call really answers (204 for the
// withdrawal), its error answers with the contract's error body, the bearer token where one is
// needed, and the sandbox calls under their tag in the sandbox only. (The fuzzing test checks the
// answers against it, call by call.)

interface Operation {
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties: { code: { $ref?: string; enum?: string[] } } }>; securitySchemes: Record<string, unknown> };
}

const openApiPath = (path: string) => path.replace(/:([a-zA-Z_]+)/g, '{$1}');

async function documentOf(t: TestApp): Promise<Document> {
  return (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Document;
}

describeServer('the OpenAPI document', () => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    t = await createTestApp();
    doc = await documentOf(t);
  });
  afterAll(async () => t.close());

  const operationOf = (endpoint: { method: string; path: string }) => doc.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()] as Operation;

  it('declares the withdrawal as 204 with no body', () => {
    const responses = operationOf(endpoints.deleteApplication).responses;
    expect(responses['204']).toEqual({ description: 'No content' });
    expect(responses['200']).toBeUndefined();
  });

  it('declares the error answers of every call with the error body, and the token where one is needed', () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const operation = operationOf(endpoint);
      const errors = Object.entries(operation.responses).filter(([status]) => Number(status) >= 400);
      expect({ name, statuses: errors.map(([status]) => status) }).toEqual({ name, statuses: expect.arrayContaining(['400', '429', '500']) });
      for (const [, response] of errors) expect(response.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
      const needsToken = endpoint.audience !== 'public';
      expect({ name, security: operation.security }).toEqual({ name, security: needsToken ? [{ bearer: [] }] : [] });
      if (needsToken) expect(Object.keys(operation.responses)).toContain('401');
    }
    expect(Object.keys(doc.components.securitySchemes)).toEqual(['bearer']);
  });

  it('lists every error code of the contract in the error body', () => {
    const code = doc.components.schemas.ErrorBody?.properties.code;
    const codes = code?.$ref ? doc.components.schemas.ErrorCode as unknown as { enum: string[] } : (code as { enum: string[] });
    expect(codes.enum).toEqual(ErrorCode.options);
  });

  it('describes the upload as a multipart form with its file', () => {
    const body = operationOf(endpoints.uploadDocument).requestBody as { content: Record<string, { schema: { required: string[] } }> };
    expect(body.content['multipart/form-data']?.schema.required).toEqual(['file', 'name', 'document_type']);
  });

  it('documents the sandbox calls under the sandbox tag', () => {
    const sandbox = Object.values(endpoints).filter((endpoint) => endpoint.sandbox);
    expect(sandbox.length).toBeGreaterThan(0);
    for (const endpoint of sandbox) expect(operationOf(endpoint).tags).toEqual(['sandbox']);
  });
});

describeServer('the OpenAPI document in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ mode: 'production' });
  });
  afterAll(async () => t.close());

  it('has no sandbox call', async () => {
    const doc = await documentOf(t);
    const tagged = Object.values(doc.paths).flatMap((operations) => Object.values(operations)).filter((operation) => operation.tags?.includes('sandbox'));
    expect(tagged).toEqual([]);
    for (const endpoint of Object.values(endpoints).filter((e) => e.sandbox)) expect(doc.paths[openApiPath(endpoint.path)]).toBeUndefined();
  });
});
