import { describe, expect, it } from 'vitest';
import { createBreedsLookup } from './breeds-lookup.ts';
import { ApiError, networkApiError } from '../../../services/api/api-error.ts';
import type { Breed, PetType } from '../../../services/contract/animal.schema.ts';

// The breed list of a pet type, as the pet step's search loads it on a flaky network: a request
// without an answer, or a server error, is tried again after a growing wait; a refusal is not (the
// same request would be refused again); a list that never came is asked for again next time.

const DOGS: Breed[] = [{ id: 'beagle', label: 'Beagle' }];

function server(answers: (Breed[] | Error)[]) {
  const asked: PetType[] = [];
  const waits: number[] = [];
  const lookup = createBreedsLookup({
    fetchBreeds: async (type) => {
      asked.push(type);
      const answer = answers.shift();
      if (!answer) throw new Error('no answer left');
      if (answer instanceof Error) throw answer;
      return answer;
    },
    sleep: async (ms) => void waits.push(ms),
  });
  return { lookup, asked, waits };
}

describe('the breeds lookup', () => {
  it('tries again after 1 s and 2 s when the network drops the request or the server fails, then gives the list', async () => {
    const { lookup, asked, waits } = server([networkApiError(new TypeError('Load failed')), new ApiError({ message: 'Bad gateway', status: 502 }), DOGS]);
    await expect(lookup.loadBreeds('dog')).resolves.toEqual(DOGS);
    expect(asked).toEqual(['dog', 'dog', 'dog']);
    expect(waits).toEqual([1000, 2000]);
  });

  it('gives up after 3 retries (1 s, 2 s, 4 s) and asks again the next time the list is wanted', async () => {
    const down = () => networkApiError(new TypeError('Load failed'));
    const { lookup, asked, waits } = server([down(), down(), down(), down(), DOGS]);
    await expect(lookup.loadBreeds('dog')).rejects.toMatchObject({ code: 'network_error' });
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(asked).toHaveLength(4);
    await expect(lookup.loadBreeds('dog')).resolves.toEqual(DOGS);
    expect(asked).toHaveLength(5);
  });

  it('does not repeat a refusal, and keeps a list it got', async () => {
    const { lookup, asked, waits } = server([new ApiError({ message: 'Not found', status: 404, code: 'not_found' }), DOGS]);
    await expect(lookup.loadBreeds('cat')).rejects.toMatchObject({ status: 404 });
    expect(waits).toEqual([]);
    await expect(lookup.loadBreeds('dog')).resolves.toEqual(DOGS);
    await expect(lookup.loadBreeds('dog')).resolves.toEqual(DOGS);
    expect(asked).toEqual(['cat', 'dog']);
  });
});
