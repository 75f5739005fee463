import { openSealed, seal } from '../crypto/sealed-text.ts';

// SSNs at rest: sealed with the SSN key (AES-256-GCM, see sealed-text.ts).

export const encryptSsn = (key: Buffer, ssn: string): string => seal(key, ssn);
export const decryptSsn = (key: Buffer, stored: string): string => openSealed(key, stored);
