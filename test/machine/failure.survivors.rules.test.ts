import { describe, expect, it } from 'vitest';
import { isCountedAttempt, outcomeOfCodeCheck } from '../../machines/rules/failure.rules.ts';
import { failureOf } from '../../machines/service-error.ts';

// A survivor of the `units` suite's report of 2026-11-29 (docs/mutation.md): every wrong code the
// rules tests sent came with the reply text 'Wrong code. Please try again' too, so the error code was
// never the only thing that said so. In a file of its own, so the tests that report ran stay as recorded.

describe("a server's error code 'wrong_code' with a text of its own", () => {
  const wrongCodeInOtherWords = failureOf({ status: 400, code: 'wrong_code', message: 'That code does not match' });

  it("reads as 'Wrong code. Please try again', not as the server's text", () => {
    expect(outcomeOfCodeCheck(wrongCodeInOtherWords)).toEqual({ code: 'wrongCode' });
  });

  it('counts an attempt', () => {
    expect(isCountedAttempt(wrongCodeInOtherWords)).toBe(true);
  });
});
