import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` is an ambient const enum, which isolated modules cannot read: its value is 2. */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Each hash takes 19 MiB and ~80 ms: at most two at a time, so a login burst cannot exhaust the machine. */
const MAX_CONCURRENT_HASHES = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) {
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await fn();
  } finally {
    const next = waiting.shift();
    // Hand the slot straight to the next waiter; otherwise free it.
    if (next) next();
    else running -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => hash(password, OPTIONS));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return withHashSlot(() => verify(passwordHash, password).catch(() => false));
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown account cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('kabuto-no-such-account');
  await verifyPassword(await dummyHash, password);
  return false;
}
