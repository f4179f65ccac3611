import type { Context, Handler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/db.ts';
import { authenticate } from '../auth/sessions.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { plainAddress } from './client-address.ts';
import { ok } from './envelope.ts';
import { ApiError } from './errors.ts';
import { formValidator, readForm, validateForm } from './validation.ts';
import type { Form } from './validation.ts';

export interface OperationContext {
  c: Context;
  /** The validated form: only the contract's fields, each once. */
  form: Form;
  now: Date;
  /** The caller's address, for throttling and the audit log. */
  address: string;
}

export interface SecuredContext extends OperationContext {
  user: SessionUser;
}

export interface Deps {
  db: Db;
  clock: Clock;
}

/** What a handler returns: the success `data`, or a whole Response (the event stream). */
type Result = Promise<unknown>;

/**
 * The client's address: through the trusted proxies when some are configured (http/client-address.ts), else from
 * the socket; 'unknown' when there is none (in-process `app.request()`).
 */
export function clientAddress(c: Context): string {
  return c.get('clientAddress') ?? socketAddress(c);
}

/**
 * The socket peer's address, an IPv4 client's as `192.0.2.1` rather than the dual-stack socket's `::ffff:192.0.2.1`
 * (what the sign-in history and the alerts show, and what the per-address throttle counts); 'unknown' when there is none.
 */
export function socketAddress(c: Context): string {
  // Without a Node request behind it, getConnInfo would throw: not worth an exception on every in-process call.
  const env = c.env as { incoming?: unknown; server?: { incoming?: unknown } } | undefined;
  if (!env?.incoming && !env?.server?.incoming) return 'unknown';
  try {
    const address = getConnInfo(c).remote.address;
    return address ? plainAddress(address) : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The roles the contract allows on an operation (`x-roles`); undefined means any signed-in account. */
function rolesOf(operationId: string): string[] | undefined {
  const roles = (formValidator(operationId).operation.object as { 'x-roles'?: unknown })['x-roles'];
  return Array.isArray(roles) ? roles.map(String) : undefined;
}

/**
 * Wraps a handler in the contract's conventions: the session check for secured operations (401/403 before
 * anything else), the form decoded and validated against the operation's schema, and the success envelope.
 */
export function publicOperation(deps: Deps, operationId: string, handle: (ctx: OperationContext) => Result): Handler {
  const { operation } = formValidator(operationId);
  if (operation.secured) throw new Error(`${operationId} needs a session: use securedOperation`);
  return async (c) => {
    const form = await readForm(c);
    validateForm(operationId, form);
    const data = await handle({ c, form, now: deps.clock.now(), address: clientAddress(c) });
    return data instanceof Response ? data : ok(c, data);
  };
}

/**
 * A secured operation. Operations the contract marks `x-roles: [operator]` answer 403 `operator_only` to users,
 * before the form is even read.
 */
export function securedOperation(deps: Deps, operationId: string, handle: (ctx: SecuredContext) => Result): Handler {
  const { operation } = formValidator(operationId);
  if (!operation.secured) throw new Error(`${operationId} is public in the contract: use publicOperation`);
  const roles = rolesOf(operationId);
  return async (c) => {
    const now = deps.clock.now();
    const user = await authenticate(deps.db, c.req.header('token'), c.req.header('account'), now);
    if (roles && !roles.includes(user.role)) throw new ApiError(403, 'operator_only');
    const form = await readForm(c);
    validateForm(operationId, form);
    const data = await handle({ c, form, now, user, address: clientAddress(c) });
    return data instanceof Response ? data : ok(c, data);
  };
}
