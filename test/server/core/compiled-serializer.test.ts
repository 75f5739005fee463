import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileSerializer } from '../../../server/http/compiled-serializer.ts';
import { SignupDetail } from '../../../services/contract/origination.schema.ts';

// The compiled serializer writes what the schema declares and nothing else, at any depth: a column
// added to a row, or a secret on a nested object, never reaches the answer.

const Answer = z.object({
  id: z.string(),
  decision: z.enum(['APPROVE', 'DECLINE']).nullable(),
  address: z.object({ city: z.string(), state: z.string() }).nullable(),
  documents: z.array(z.object({ id: z.string(), age: z.number().int().nullable() })),
});

describe('the compiled serializer', () => {
  const write = compileSerializer(Answer);

  it('writes the same JSON as the schema would, nulls included', () => {
    const answer = { id: 'o-1', decision: null, address: null, documents: [] };
    expect(JSON.parse(write(answer))).toEqual(Answer.parse(answer));
    const full = { id: 'o-2', decision: 'APPROVE', address: { city: 'Austin', state: 'TX' }, documents: [{ id: 'd', age: 3 }] };
    expect(JSON.parse(write(full))).toEqual(full);
  });

  it('leaves out every property the schema does not declare, at any depth', () => {
    const leaky = {
      id: 'o-3',
      ssn_encrypted: 'secret',
      decision: 'DECLINE',
      address: { city: 'Austin', state: 'TX', token: 'secret' },
      documents: [{ id: 'd', age: null, path: '/secret' }],
    };
    expect(write(leaky)).not.toContain('secret');
    expect(JSON.parse(write(leaky))).toEqual(Answer.parse(leaky));
  });

  it('refuses an answer that lacks a required field', () => {
    expect(() => write({ decision: null, address: null, documents: [] })).toThrow(/id/);
  });

  it("compiles the decision poll's schema", () => {
    expect(typeof compileSerializer(SignupDetail)).toBe('function');
  });
});
