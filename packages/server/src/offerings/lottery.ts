/**
 * The server's side of the verifiable lottery: the algorithm itself is shared with the app and the `verify:draw`
 * command (@kabuto/api-client/lottery); here is the randomness only the broker makes.
 */
import { randomBytes } from 'node:crypto';

export * from '@kabuto/api-client/lottery';

/** A new secret seed: 32 bytes from the operating system's cryptographic source, as lowercase hex. */
export function newSeed(): string {
  return randomBytes(32).toString('hex');
}

/** A new anonymised entry id: 8 random bytes as lowercase hex (it says nothing of the account). */
export function newEntryId(): string {
  return randomBytes(8).toString('hex');
}
