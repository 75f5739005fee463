import { describe, it, expect } from 'vitest';
import { isFirstName, isLastName, legalName, typedLegalName } from '../../../services/contract/legal-name.ts';

// Legal names as the credit bureau holds them: letters, spaces, apostrophes and hyphens
// (docs/decisions/0034). The same rule types the field, prefills it, and checks it on the server.

describe('a legal name as it is typed', () => {
  it.each([
    ['Mary Ann', 'Mary Ann'],
    ["O'Brien-Smith", "O'Brien-Smith"],
    ['Jean-Luc', 'Jean-Luc'],
    // Phones type a typographic apostrophe; a dash pasted from a document is a hyphen.
    ['O’Brien', "O'Brien"],
    ['D‘Angelo', "D'Angelo"],
    ['Jean–Luc', 'Jean-Luc'],
    ['Jean—Luc', 'Jean-Luc'],
    // Letters with accents are the bureau's plain letters.
    ['José', 'Jose'],
    ['Zoë Ñúñez', 'Zoe Nunez'],
    ['Søren Ærø', 'Soren Aero'],
    ['Weiß', 'Weiss'],
    // Anything else is not part of a name.
    ['J4ne', 'Jne'],
    ['Ann.', 'Ann'],
    ['Ann 😀', 'Ann '],
  ])('%s stays %s', (typed, kept) => {
    expect(typedLegalName(typed)).toBe(kept);
  });

  it('starts with a letter and keeps one separator between letters', () => {
    expect(typedLegalName('  Mary')).toBe('Mary');
    expect(typedLegalName("-'Ann")).toBe('Ann');
    expect(typedLegalName('Mary  Ann')).toBe('Mary Ann');
    expect(typedLegalName('Ann--Marie')).toBe('Ann-Marie');
    // A hyphen or an apostrophe wins over the spaces around it.
    expect(typedLegalName('Smith - Jones')).toBe('Smith-Jones');
    expect(typedLegalName("O' Brien")).toBe("O'Brien");
  });

  it('keeps the separator just typed, so the next letter can follow', () => {
    expect(typedLegalName('Mary ')).toBe('Mary ');
    expect(typedLegalName('Mary  ')).toBe('Mary ');
    expect(typedLegalName('Smith-')).toBe('Smith-');
    expect(typedLegalName('Mary -')).toBe('Mary-');
  });
});

describe('a legal name as it is sent and stored', () => {
  it('has no separator at either end and one between words', () => {
    expect(legalName('  Mary   Ann  ')).toBe('Mary Ann');
    expect(legalName('Smith-')).toBe('Smith');
    expect(legalName(' O’Brien - Smith ')).toBe("O'Brien-Smith");
  });

  it('keeps what is not a name, for the check to refuse', () => {
    expect(legalName('R2D2')).toBe('R2D2');
    expect(isFirstName(legalName('R2D2'))).toBe(false);
  });
});

describe('first and last names', () => {
  it('a first name has at least two characters and at most 40', () => {
    expect(isFirstName('Mary Ann')).toBe(true);
    expect(isFirstName('Jo')).toBe(true);
    expect(isFirstName('J')).toBe(false);
    expect(isFirstName('')).toBe(false);
    expect(isFirstName('A'.repeat(40))).toBe(true);
    expect(isFirstName('A'.repeat(41))).toBe(false);
  });

  it('a last name too, except a single A, I, O, U or Y', () => {
    expect(isLastName("O'Brien-Smith")).toBe(true);
    for (const letter of ['A', 'I', 'O', 'U', 'Y', 'o']) expect(isLastName(letter)).toBe(true);
    expect(isLastName('B')).toBe(false);
    expect(isLastName('Le')).toBe(true);
  });

  it('refuses what is not the canonical form', () => {
    for (const name of ['Mary  Ann', ' Mary', "O'", '-Ann', 'Ann3', "O’Brien", 'José']) {
      expect(isFirstName(name), name).toBe(false);
      expect(isLastName(name), name).toBe(false);
    }
  });
});
