import type { Context } from 'hono';
import { ApiErrorWithData } from './errors.ts';
import type { ApiError } from './errors.ts';

/** `{status: 1, data}`: every success. */
export function ok(c: Context, data: unknown) {
  return c.json({ status: 1, data });
}

/** `{status: 0, msg, data}`: every failure. */
export function fail(c: Context, error: ApiError) {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  const data = error instanceof ApiErrorWithData ? error.data : error.fields;
  return c.json({ status: 0, msg: error.code, data }, error.httpStatus);
}
