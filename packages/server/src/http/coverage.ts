import type { Hono } from 'hono';
import { API_BASE } from '../app.ts';
import type { Db } from '../db/db.ts';
import { operations, type Operation } from './contract.ts';

/** For building the route table alone: a database that is never reached. */
const unreachable = () => Promise.reject(new Error('the route table needs no database'));
export const noDatabase: Db = {
  query: unreachable,
  exec: unreachable,
  transaction: unreachable,
  close: async () => undefined,
  description: 'none',
};

/** `METHOD /path` of every API route the app registers, path parameters written as the contract writes them. */
export function registeredRoutes(app: Hono): string[] {
  return app.routes
    .filter((route) => route.method !== 'ALL' && route.path.startsWith(`${API_BASE}/`))
    .map((route) => `${route.method} ${route.path.slice(API_BASE.length).replace(/:(\w+)/g, '{$1}')}`)
    .sort();
}

const key = (op: Operation) => `${op.method.toUpperCase()} ${op.path}`;

/**
 * The contract describes the whole product; the server implements it area by area. These are the operations it
 * serves today, the ones still pending, and any route it serves that the contract lacks (which must be none).
 */
export function contractCoverage(app: Hono) {
  const registered = new Set(registeredRoutes(app));
  const documented = new Set(operations.map(key));
  return {
    implemented: operations.filter((op) => registered.has(key(op))),
    pending: operations.filter((op) => !registered.has(key(op))),
    undocumented: [...registered].filter((route) => !documented.has(route)),
  };
}
