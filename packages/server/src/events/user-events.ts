import type { Queryable } from '../db/db.ts';
import { notify } from '../db/db.ts';

/**
 * What a signed-in stream is told happened to its user, whichever process did the work: `order` (a cash order
 * filled, expired, was rejected or cancelled), `daytrade` (a day-trade order or position changed), `message` (a new
 * inbox message). The event names the area only; the client reads the details with the area's calls.
 */
export const userEventKinds = ['order', 'daytrade', 'message'] as const;
export type UserEventKind = (typeof userEventKinds)[number];

/** The channel of user events (a NOTIFY on PostgreSQL, so every process's streams hear it). */
export const USER_EVENTS_CHANNEL = 'kabuto_user_events';

/** Tells the user's streams, on every process, once `tx` commits. `all`: every user (a message to everyone). */
export async function notifyUser(tx: Queryable, userId: bigint | 'all', kind: UserEventKind): Promise<void> {
  await notify(tx, USER_EVENTS_CHANNEL, `${userId}:${kind}`);
}

/**
 * The channel that wakes the leading process's matching (payload `cash` or `daytrade`): an order taken by another
 * process is matched on the leader's next tick rather than at its idle poll.
 */
export const WORK_CHANNEL = 'kabuto_work';

/** The user and kind of a notification's payload, or undefined when it is not one. */
export function parseUserEvent(payload: string): { userId: bigint | 'all'; kind: UserEventKind } | undefined {
  const match = /^(all|\d{1,19}):([a-z]+)$/.exec(payload);
  if (!match || !(userEventKinds as readonly string[]).includes(match[2]!)) return undefined;
  return { userId: match[1] === 'all' ? 'all' : BigInt(match[1]!), kind: match[2] as UserEventKind };
}
