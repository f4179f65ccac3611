import type { Context, Handler } from 'hono';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/db.ts';
import { authenticate } from '../auth/sessions.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { ok } from './envelope.ts';
import { formValidator, readForm, validateForm } from './validation.ts';
import type { Form } from './validation.ts';

export interface OperationContext {
  c: Context;
  /** The validated form: only the contract's fields, each once. */
  form: Form;
  now: Date;
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
 * Wraps a handler in the contract's conventions: the session check for secured operations (401/403 before
 * anything else), the form decoded and validated against the operation's schema, and the success envelope.
 */
export function publicOperation(deps: Deps, operationId: string, handle: (ctx: OperationContext) => Result): Handler {
  const { operation } = formValidator(operationId);
  if (operation.secured) throw new Error(`${operationId} needs a session: use securedOperation`);
  return async (c) => {
    const form = await readForm(c);
    validateForm(operationId, form);
    const data = await handle({ c, form, now: deps.clock.now() });
    return data instanceof Response ? data : ok(c, data);
  };
}

export function securedOperation(deps: Deps, operationId: string, handle: (ctx: SecuredContext) => Result): Handler {
  const { operation } = formValidator(operationId);
  if (!operation.secured) throw new Error(`${operationId} is public in the contract: use publicOperation`);
  return async (c) => {
    const now = deps.clock.now();
    const user = await authenticate(deps.db, c.req.header('token'), c.req.header('account'), now);
    const form = await readForm(c);
    validateForm(operationId, form);
    const data = await handle({ c, form, now, user });
    return data instanceof Response ? data : ok(c, data);
  };
}
