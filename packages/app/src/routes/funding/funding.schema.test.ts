import { describe, expect, it } from 'vitest';
import {
  bankName,
  idNumberText,
  isKatakanaName,
  isOwnName,
  katakanaReading,
  wholeYen,
  withdrawAllAmount,
  yenWithin,
} from './funding.rules.ts';
import { identityDefaults, toAddCardRequest } from './funding.forms.ts';
import { bankCardSchema, depositSchema, identitySchema, withdrawSchema } from './funding.schema.ts';

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const firsts: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) firsts[issue.path.join('.')] ??= issue.message;
  return firsts;
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'id.png', { type: 'image/png' });

describe('identitySchema', () => {
  const good = {
    name: '山田 太郎',
    nameKana: 'ヤマダ タロウ',
    idNumber: 'AB1234561234',
    front: png(),
    back: png(),
    privacy: true,
  };

  it('accepts a complete submission, with or without the reading', () => {
    expect(identitySchema.safeParse(good).success).toBe(true);
    expect(identitySchema.safeParse({ ...good, nameKana: '' }).success).toBe(true);
  });

  it('asks for the name, the ID number, both images and the consent (the seed’s rule)', () => {
    expect(errorsOf(identitySchema.safeParse(identityDefaults))).toEqual({
      name: 'app.validation.required',
      idNumber: 'app.validation.required',
      front: 'app.validation.imageRequired',
      back: 'app.validation.imageRequired',
      privacy: 'app.validation.privacyRequired',
    });
  });

  it('takes the reading in katakana, converting hiragana and half-width kana, and refuses anything else', () => {
    expect(identitySchema.safeParse({ ...good, nameKana: 'やまだ たろう' }).success).toBe(true);
    expect(identitySchema.safeParse({ ...good, nameKana: 'ﾔﾏﾀﾞ ﾀﾛｳ' }).success).toBe(true);
    expect(errorsOf(identitySchema.safeParse({ ...good, nameKana: 'Yamada Taro' }))).toEqual({
      nameKana: 'app.validation.kana',
    });
    expect(errorsOf(identitySchema.safeParse({ ...good, nameKana: '山田' }))).toEqual({
      nameKana: 'app.validation.kana',
    });
  });

  it('holds the ID number to the contract (4–32 letters, digits, hyphens), full-width typing allowed', () => {
    expect(identitySchema.safeParse({ ...good, idNumber: 'ＡＢ１２３４' }).success).toBe(true);
    for (const idNumber of ['AB1', 'AB 12#34', 'A'.repeat(33)]) {
      expect(errorsOf(identitySchema.safeParse({ ...good, idNumber })), idNumber).toEqual({
        idNumber: 'app.validation.idNumber',
      });
    }
  });

  it('refuses a name over 64 characters', () => {
    expect(errorsOf(identitySchema.safeParse({ ...good, name: '山'.repeat(65) }))).toEqual({
      name: 'app.validation.tooLong',
    });
  });
});

describe('the funding rules', () => {
  it('compares names as banks do (the server’s rule)', () => {
    expect(bankName('ヤマダ　タロウ')).toBe('ヤマダタロウ');
    expect(bankName('しょうこ')).toBe('シヨウコ');
    expect(isOwnName('ﾔﾏﾀﾞ ﾀﾛｳ', { name: '山田 太郎', kana: 'ヤマダ タロウ' })).toBe(true);
    expect(isOwnName('山田太郎', { name: '山田 太郎' })).toBe(true);
    expect(isOwnName('ヤマダ ハナコ', { name: '山田 太郎', kana: 'ヤマダ タロウ' })).toBe(false);
    expect(isOwnName(' ', { name: '', kana: '' })).toBe(false);
  });

  it('writes the reading and the ID number as the contract takes them', () => {
    expect(katakanaReading('  やまだ　 たろう ')).toBe('ヤマダ タロウ');
    expect(isKatakanaName('ヤマダ・タロー')).toBe(true);
    expect(isKatakanaName('ヤマダ1')).toBe(false);
    expect(idNumberText(' ａｂ１２ ３４ ')).toBe('AB1234');
  });

  it('reads whole yen as typed, and compares it with decimal limits exactly', () => {
    expect(wholeYen('300,000')).toBe('300000');
    expect(wholeYen('３００００')).toBe('30000');
    for (const bad of ['', '0', '-5', '10.5', '1e6', '０']) expect(wholeYen(bad), bad).toBeUndefined();
    expect(yenWithin('100', '100', '5000000')).toBe(true);
    expect(yenWithin('99', '100', '5000000')).toBe(false);
    expect(yenWithin('5000001', '100', '5000000')).toBe(false);
    expect(yenWithin('1234', '0', '1234.99')).toBe(true);
    expect(yenWithin('1235', '0', '1234.99')).toBe(false);
    // Past 2^53: a float would call these equal.
    expect(yenWithin('90071992547409921', '0', '90071992547409920')).toBe(false);
  });

  it('fills "withdraw all" with the whole-yen withdrawable amount, capped at one withdrawal’s maximum', () => {
    expect(withdrawAllAmount('1234567.89', '5000000')).toBe('1234567');
    expect(withdrawAllAmount('8000000', '5000000')).toBe('5000000');
    expect(withdrawAllAmount('0', '5000000')).toBeUndefined();
    expect(withdrawAllAmount('0.50', '5000000')).toBeUndefined();
  });
});

describe('bankCardSchema', () => {
  const verified = { name: '山田 太郎', kana: 'ヤマダ タロウ' };
  const good = {
    bankName: '三井住友銀行',
    branchName: '新宿支店',
    branchCode: '221',
    accountType: 'ordinary',
    accountNumber: '1234567',
    holderName: 'ヤマダ タロウ',
    fundPassword: 'fuji3776',
  };

  it('accepts the verified person’s account and writes it as the contract takes it', () => {
    const parsed = bankCardSchema(verified).safeParse({
      ...good,
      branchCode: '２２１',
      accountNumber: '12345',
      holderName: ' やまだ たろう ',
    });
    expect(parsed.success).toBe(true);
    expect(toAddCardRequest(parsed.data!)).toEqual({
      bank_name: '三井住友銀行',
      branch_name: '新宿支店',
      branch_code: '221',
      account_type: 'ordinary',
      account_number: '0012345',
      holder_name: 'やまだ たろう',
      fund_password: 'fuji3776',
    });
  });

  it('refuses another person’s name (the own-name rule) before the server does', () => {
    expect(errorsOf(bankCardSchema(verified).safeParse({ ...good, holderName: 'スズキ イチロウ' }))).toEqual({
      holderName: 'error.card_not_own_name',
    });
  });

  it('asks for every field, a type among the contract’s, three-digit branch codes and up to seven digits', () => {
    expect(
      errorsOf(
        bankCardSchema(verified).safeParse({
          bankName: ' ',
          branchName: '',
          branchCode: '22',
          accountType: '',
          accountNumber: '12345678',
          holderName: '',
          fundPassword: '',
        }),
      ),
    ).toEqual({
      bankName: 'app.validation.required',
      branchName: 'app.validation.required',
      branchCode: 'app.validation.branchCode',
      accountType: 'app.validation.accountType',
      accountNumber: 'app.validation.accountNumber',
      holderName: 'app.validation.required',
      fundPassword: 'app.validation.required',
    });
    expect(errorsOf(bankCardSchema(verified).safeParse({ ...good, accountType: 'fixed' }))).toEqual({
      accountType: 'app.validation.accountType',
    });
  });
});

describe('depositSchema', () => {
  const limits = { min: '1000', max: '10000000' };

  it('takes a whole-yen amount within the channel’s limits, and needs the slip (the seed’s rule)', () => {
    expect(depositSchema(limits).safeParse({ amount: '300,000', remitterName: '', slip: png() }).success).toBe(true);
    expect(errorsOf(depositSchema(limits).safeParse({ amount: '', remitterName: '', slip: null }))).toEqual({
      amount: 'app.validation.required',
      slip: 'app.validation.slipRequired',
    });
    expect(errorsOf(depositSchema(limits).safeParse({ amount: '999', remitterName: '', slip: png() }))).toEqual({
      amount: 'error.deposit_amount_out_of_range',
    });
    expect(errorsOf(depositSchema(limits).safeParse({ amount: '1000.5', remitterName: '', slip: png() }))).toEqual({
      amount: 'app.validation.wholeYen',
    });
  });
});

describe('withdrawSchema', () => {
  const summary = { min: '100', max: '5000000', withdrawable: '1200000' };
  const good = { amount: '1100000', cardId: '7', fundPassword: 'fuji3776' };

  it('accepts an amount within the limits and what is withdrawable, to a chosen card, with the fund password', () => {
    expect(withdrawSchema(summary).safeParse(good).success).toBe(true);
    expect(withdrawSchema(summary).safeParse({ ...good, amount: '1,200,000' }).success).toBe(true);
  });

  it('says which rule an amount breaks first', () => {
    const amountError = (amount: string) => errorsOf(withdrawSchema(summary).safeParse({ ...good, amount })).amount;
    expect(amountError('')).toBe('app.validation.required');
    expect(amountError('12.5')).toBe('app.validation.wholeYen');
    expect(amountError('99')).toBe('app.validation.withdrawRange');
    expect(amountError('5000001')).toBe('app.validation.withdrawRange');
    expect(amountError('1200001')).toBe('error.insufficient_withdrawable');
  });

  it('needs a card (the seed’s rule) and the fund password', () => {
    expect(errorsOf(withdrawSchema(summary).safeParse({ ...good, cardId: '', fundPassword: '' }))).toEqual({
      cardId: 'app.validation.cardRequired',
      fundPassword: 'app.validation.required',
    });
  });
});
