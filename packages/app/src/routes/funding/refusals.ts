import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@kabuto/api-client';
import { describeError } from '../../app/intl.ts';

/**
 * Where a form shows a server refusal: under the field it is about — by its message code (`wrong_fund_password` →
 * the fund password) or by the fields an `invalid_parameter` names (`id_number` → the ID number) — or, when it is
 * about no one field, as the form's error.
 */
export interface RefusalFields<T extends FieldValues> {
  /** Message codes that belong to one field. */
  byCode?: Partial<Record<string, Path<T>>>;
  /** The contract's form field names for the form's fields. */
  byApiField?: Partial<Record<string, Path<T>>>;
}

/** The form's fields a refusal belongs to; empty when it belongs to the whole form. */
export function refusedFields<T extends FieldValues>(error: unknown, fields: RefusalFields<T>): Path<T>[] {
  if (!isApiError(error)) return [];
  const byCode = fields.byCode?.[error.code];
  if (byCode) return [byCode];
  return error.fieldErrors
    .map((field) => fields.byApiField?.[field.field])
    .filter((field): field is Path<T> => field !== undefined);
}

/** Puts a refusal under its fields; answers whether it went to a field (otherwise the form shows it). */
export function showRefusal<T extends FieldValues>(
  error: unknown,
  fields: RefusalFields<T>,
  setError: UseFormSetError<T>,
): boolean {
  const targets = refusedFields(error, fields);
  targets.forEach((field, index) => setError(field, { message: describeError(error) }, { shouldFocus: index === 0 }));
  return targets.length > 0;
}
