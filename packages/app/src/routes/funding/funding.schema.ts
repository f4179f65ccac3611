import '../../app/zod-config.ts';
// zod/mini, and this module is its own chunk: the routes fetch it as they mount (funding.resolvers.ts), so zod does
// not count against each funding route's 60 KiB budget, and it is there by the first submit.
import * as z from 'zod/mini';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { bankAccountTypes } from '@kabuto/api-client';
import type { BankCardForm, DepositForm, IdentityForm, RemoveCardForm, WithdrawForm } from './funding.forms.ts';
import {
  digits,
  idNumberText,
  isKatakanaName,
  isOwnName,
  katakanaReading,
  wholeYen,
  yenWithin,
} from './funding.rules.ts';

// Each error is a message id; the route translates it (app.validation.* from the funding catalogue, error.* from
// the shared codes). The rules mirror openapi.yaml and the server's funding rules, which enforce them again.
const required = 'app.validation.required';

const text = (max: number, message = 'app.validation.tooLong') =>
  z.string().check(
    z.refine((value) => value.trim() !== '', required),
    z.refine((value) => value.trim().length <= max, message),
  );

/** A picked image (a File from the picker), or null until one is chosen. */
const image = (message: string) =>
  z
    .custom<File | null>((value) => value === null || value instanceof Blob)
    .check(z.refine((value) => value instanceof Blob, message));

/** /mine/verified: name, optional katakana reading, ID number, both sides of the ID and the privacy consent. */
export const identitySchema = z.object({
  name: text(64),
  nameKana: z.string().check(
    z.refine((value) => value.trim() === '' || isKatakanaName(katakanaReading(value)), 'app.validation.kana'),
    z.refine((value) => katakanaReading(value).length <= 64, 'app.validation.tooLong'),
  ),
  idNumber: z.string().check(
    z.refine((value) => value.trim() !== '', required),
    z.refine(
      (value) => value.trim() === '' || /^[A-Za-z0-9-]{4,32}$/.test(idNumberText(value)),
      'app.validation.idNumber',
    ),
  ),
  front: image('app.validation.imageRequired'),
  back: image('app.validation.imageRequired'),
  privacy: z.boolean().check(z.refine((value) => value, 'app.validation.privacyRequired')),
});

/**
 * /mine/bankAdd. With the verified name and reading known, the holder must be one of them as banks compare names
 * (the own-name rule), so the form says so before the server does.
 */
export function bankCardSchema(verified: { name?: string; kana?: string }) {
  const known = Boolean(verified.name || verified.kana);
  return z.object({
    bankName: text(64),
    branchName: text(64),
    branchCode: z.string().check(
      z.refine((value) => value.trim() !== '', required),
      z.refine((value) => value.trim() === '' || /^\d{3}$/.test(digits(value)), 'app.validation.branchCode'),
    ),
    accountType: z
      .string()
      .check(
        z.refine((value) => (bankAccountTypes as readonly string[]).includes(value), 'app.validation.accountType'),
      ),
    accountNumber: z.string().check(
      z.refine((value) => value.trim() !== '', required),
      z.refine((value) => value.trim() === '' || /^\d{1,7}$/.test(digits(value)), 'app.validation.accountNumber'),
    ),
    holderName: text(64).check(
      z.refine((value) => !known || value.trim() === '' || isOwnName(value, verified), 'error.card_not_own_name'),
    ),
    fundPassword: z.string().check(z.minLength(1, required), z.maxLength(64, 'app.validation.tooLong')),
  });
}

export const removeCardSchema = z.object({
  fundPassword: z.string().check(z.minLength(1, required), z.maxLength(64, 'app.validation.tooLong')),
});

/** /mine/deposit: a whole-yen amount within the channel's limits, an optional sender name, and the slip. */
export function depositSchema(limits: { min: string; max: string } | undefined) {
  return z.object({
    amount: z.string().check(
      z.refine((value) => value.trim() !== '', required),
      z.refine((value) => value.trim() === '' || wholeYen(value) !== undefined, 'app.validation.wholeYen'),
      z.refine((value) => {
        const amount = wholeYen(value);
        return amount === undefined || !limits || yenWithin(amount, limits.min, limits.max);
      }, 'error.deposit_amount_out_of_range'),
    ),
    remitterName: z.string().check(z.refine((value) => value.trim().length <= 48, 'app.validation.tooLong')),
    slip: image('app.validation.slipRequired'),
  });
}

/**
 * /mine/withdraw: a whole-yen amount within the per-transaction limits and not above what is withdrawable now, an
 * own-name card, and the fund password.
 */
export function withdrawSchema(summary: { min: string; max: string; withdrawable: string } | undefined) {
  return z.object({
    amount: z.string().check(
      z.refine((value) => value.trim() !== '', required),
      z.refine((value) => value.trim() === '' || wholeYen(value) !== undefined, 'app.validation.wholeYen'),
      z.refine((value) => {
        const amount = wholeYen(value);
        return amount === undefined || !summary || yenWithin(amount, summary.min, summary.max);
      }, 'app.validation.withdrawRange'),
      z.refine((value) => {
        const amount = wholeYen(value);
        return (
          amount === undefined ||
          !summary ||
          !yenWithin(amount, summary.min, summary.max) ||
          yenWithin(amount, '0', summary.withdrawable)
        );
      }, 'error.insufficient_withdrawable'),
    ),
    cardId: z.string().check(z.minLength(1, 'app.validation.cardRequired')),
    fundPassword: z.string().check(z.minLength(1, required), z.maxLength(64, 'app.validation.tooLong')),
  });
}

// react-hook-form's resolvers, typed against the forms' own types (funding.forms.ts): a schema that drifts from its
// form fails to compile here.
export const identityResolver: Resolver<IdentityForm> = zodResolver(identitySchema);
export const bankCardResolver = (verified: { name?: string; kana?: string }): Resolver<BankCardForm> =>
  zodResolver(bankCardSchema(verified));
export const removeCardResolver: Resolver<RemoveCardForm> = zodResolver(removeCardSchema);
export const depositResolver = (limits: { min: string; max: string } | undefined): Resolver<DepositForm> =>
  zodResolver(depositSchema(limits));
export const withdrawResolver = (
  summary: { min: string; max: string; withdrawable: string } | undefined,
): Resolver<WithdrawForm> => zodResolver(withdrawSchema(summary));
