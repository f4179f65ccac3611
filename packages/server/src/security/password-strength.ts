import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { ZxcvbnResult } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { ApiError } from '../http/errors.ts';

/** zxcvbn's 0–4 score below which a password is refused ("safely unguessable" starts at 3). */
export const MIN_PASSWORD_SCORE = 3;

let factory: ZxcvbnFactory | undefined;

/** Built on first use: loading the dictionaries takes most of a second, which a server that never checks skips. */
function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return factory;
}

/** True when one dictionary entry (a common password, name or word, reversed or in l33t too) is the whole password. */
function isDictionaryWord(result: ZxcvbnResult, password: string): boolean {
  const [only, ...rest] = result.sequence;
  return rest.length === 0 && only?.pattern === 'dictionary' && only.token.length === password.length;
}

/**
 * Refuses a common or breached password (422 `password_too_common`): zxcvbn scores it below 3, or it is itself an
 * entry of the common-password, name or word lists. `userInputs` (the account number, the brand) count as guessable.
 */
export function assertStrongPassword(password: string, userInputs: string[] = []): void {
  const result = zxcvbn().check(password, [...userInputs, 'kabuto']);
  if (result.score < MIN_PASSWORD_SCORE || isDictionaryWord(result, password)) {
    throw new ApiError(422, 'password_too_common');
  }
}
