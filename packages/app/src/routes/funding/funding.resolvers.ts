import { useEffect, useRef, useState } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as FundingSchema from './funding.schema.ts';

type Schemas = typeof FundingSchema;

let schemas: Promise<Schemas> | null = null;
/** The forms' zod schemas are their own chunk (as the order ticket's are): fetched as a route mounts. */
const loadSchemas = () => (schemas ??= import('./funding.schema.ts'));

/**
 * A react-hook-form resolver from the lazily loaded schemas. `pick` chooses the schema for the moment (the deposit
 * limits, what is withdrawable now); the newest one is used at each check.
 */
export function useFundingResolver<T extends FieldValues>(pick: (schemas: Schemas) => Resolver<T>): Resolver<T> {
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
