import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

// Without `globals: true` Testing Library does not clean up by itself.
afterEach(() => {
  cleanup();
});

// A React warning in a test is a defect: fail loudly rather than scroll past it.
const originalError = console.error;
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error in test: ${args.map(String).join(' ')}`);
};
void vi;
