import { useRef, useState, type ChangeEvent } from 'react';
import type { IntlShape } from 'react-intl';
import { problems, type Rules } from './reviews.schema.ts';

type TextNode = HTMLInputElement | HTMLTextAreaElement;

/**
 * The review forms' few text fields, bound like react-hook-form's `register()` (uncontrolled: name, ref, onChange,
 * onBlur) and checked by `Rules` on demand. A queue's review has one to six fields; this keeps the 13 KiB of
 * react-hook-form out of each console queue's chunk (the budget is 60 KiB a route, and the review panel's
 * controls take most of it).
 */
export function useFields<T extends Record<string, string>>(rules: Rules<T>, initial: T) {
  const values = useRef<T>({ ...initial });
  const nodes = useRef<Partial<Record<keyof T, TextNode | null>>>({});
  const [errors, setErrors] = useState<Partial<Record<keyof T, string>>>({});

  const clearError = (name: keyof T) =>
    setErrors((current) => {
      if (current[name] === undefined) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });

  return {
    /** A text field's binding, with its translated error; spread onto TextField, TextArea or NumberField. */
    bind(name: keyof T & string, intl: IntlShape) {
      const message = errors[name];
      return {
        name,
        ref: (node: TextNode | null) => {
          nodes.current[name] = node;
        },
        onChange: (event: ChangeEvent<TextNode>) => {
          values.current = { ...values.current, [name]: event.target.value };
          clearError(name);
        },
        onBlur: () => undefined,
        invalid: message !== undefined,
        errorMessage:
          message === undefined
            ? undefined
            : Object.prototype.hasOwnProperty.call(intl.messages, message)
              ? intl.formatMessage({ id: message })
              : message,
      };
    },
    get: (name: keyof T): T[keyof T] => values.current[name],
    all: (): T => values.current,
    /** Sets a value held outside a text input (a radio group's, a select's). */
    set(name: keyof T, value: T[keyof T]) {
      values.current = { ...values.current, [name]: value };
      clearError(name);
    },
    /** Checks the named fields (all by default); shows and focuses the first problem; answers whether all hold. */
    validate(names?: readonly (keyof T)[]): boolean {
      const found = problems(values.current, rules);
      const shown = (names ?? (Object.keys(rules) as (keyof T)[])).filter((name) => found[name] !== undefined);
      setErrors((current) => {
        const next = { ...current };
        for (const name of names ?? (Object.keys(rules) as (keyof T)[])) delete next[name];
        for (const name of shown) {
          const message = found[name];
          if (message !== undefined) next[name] = message;
        }
        return next;
      });
      const first = shown[0];
      if (first !== undefined) nodes.current[first]?.focus();
      return shown.length === 0;
    },
    /** A refusal from the server, shown under its field (already translated). */
    setError(name: keyof T, message: string) {
      setErrors((current) => ({ ...current, [name]: message }));
    },
    error: (name: keyof T): string | undefined => errors[name],
    reset(next: T) {
      values.current = { ...next };
      setErrors({});
      for (const [name, node] of Object.entries(nodes.current) as [keyof T, TextNode | null][]) {
        if (node) node.value = next[name] ?? '';
      }
    },
  };
}
