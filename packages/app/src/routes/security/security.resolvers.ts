import { useEffect, useRef, useState } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as SecuritySchema from './security.schema.ts';

type Schemas = typeof SecuritySchema;

let schemas: Promise<Schemas> | null = null;
/** The forms' zod schemas are their own chunk (as the funding forms' are): fetched as a route mounts. */
const loadSchemas = () => (schemas ??= import('./security.schema.ts'));

/**
 * A react-hook-form resolver from the lazily loaded schemas. `pick` chooses the schema for the moment (the first
 * passkey asks for the password, a later one does not); the newest one is used at each check.
 */
export function useSecurityResolver<T extends FieldValues>(pick: (schemas: Schemas) => Resolver<T>): Resolver<T> {
  const latest = useRef(pick);
  useEffect(() => {
    latest.current = pick;
  });
  useEffect(() => {
    void loadSchemas();
  }, []);
  const [resolver] = useState(() => {
    const resolve: Resolver<T> = async (values, context, options) =>
      latest.current(await loadSchemas())(values, context, options);
    return resolve;
  });
  return resolver;
}
