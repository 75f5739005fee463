import { afterAll, beforeAll, expect, it } from 'vitest';
import { complete, freshPhone, readyForDetails, signup } from '../helpers/flow.ts';
import { createTestApp, describeServer, type TestApp } from '../helpers/test-app.ts';

// Legal names with a space, an apostrophe or a hyphen reach the credit application as the bureau
// holds them; the server checks them by the same rule as the form (docs/decisions/0034).

describeServer('legal names on the personal details step', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it.each([
    ['Mary Ann', "O'Brien-Smith", 'Mary Ann', "O'Brien-Smith"],
    // A phone's typographic apostrophe, extra spaces and an accent read as the bureau's form.
    ['  Mary   Ann ', 'O’Brien - Smith', 'Mary Ann', "O'Brien-Smith"],
    ['José', 'Núñez', 'Jose', 'Nunez'],
    ['Jo', 'O', 'Jo', 'O'],
  ])('stores %j %j as %j %j', async (firstName, lastName, storedFirst, storedLast) => {
    const a = await readyForDetails(t, freshPhone());
    const res = await complete(t, a, { firstName, lastName });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { first_name: storedFirst, last_name: storedLast } });
    expect((await signup(t, a)).json()).toMatchObject({ first_name: storedFirst, last_name: storedLast });
  });

  it.each([
    ['R2D2', 'Smith', 'individual.firstName', 'First name is required'],
    ['J', 'Smith', 'individual.firstName', 'First name is required'],
    ['Mary', 'B', 'individual.lastName', 'Last name is required'],
    ['Mary', "Smith & Sons", 'individual.lastName', 'Last name is required'],
    ['Mary', '', 'individual.lastName', 'Last name is required'],
  ])('refuses %j %j with the form\'s message', async (firstName, lastName, field, message) => {
    const a = await readyForDetails(t, freshPhone());
    const res = await complete(t, a, { firstName, lastName });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { errors: Record<string, string[]> }).errors[field]).toEqual([message]);
  });
});
