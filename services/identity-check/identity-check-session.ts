import type { KeyValueStorage } from '../storage/key-value-storage.ts';

// The start call sends 'the device fingerprint from an identity-check session' (first document,
// section 7) when there is one. An identity-check session is a device-risk check run in this browser
// (a vendor's script, when one is configured): it records the fingerprint it computed here, and the
// start call reads it. Without such a session the start call sends none: the app never makes one up.

const FINGERPRINT_KEY = 'identityCheck.deviceFingerprint';
/** The contract's limit on the field (`OriginationStartRequest.fingerprint`). */
const MAX_LENGTH = 200;

export interface IdentityCheckSession {
  /** The session's device fingerprint, or null when no identity-check session ran in this browser. */
  deviceFingerprint(): string | null;
  /** Called by the identity-check session once it has a fingerprint for this device. */
  record(fingerprint: string): void;
}

export function createIdentityCheckSession(storage: KeyValueStorage): IdentityCheckSession {
  return {
    deviceFingerprint() {
      const value = storage.get(FINGERPRINT_KEY);
      return value && value.length <= MAX_LENGTH ? value : null;
    },
    record(fingerprint) {
      if (fingerprint && fingerprint.length <= MAX_LENGTH) storage.set(FINGERPRINT_KEY, fingerprint);
    },
  };
}
