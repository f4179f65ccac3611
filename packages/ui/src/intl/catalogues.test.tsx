import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import openapiSource from '../../../../openapi/openapi.yaml?raw';
import { allDescriptors, areaMessageGroups, coreMessageGroups, defaultsOf, messageAreas } from './descriptors.ts';
import { loadAllUiMessages, loadUiAreaMessages, loadUiMessages } from './loadUiMessages.ts';
import cn from './messages/cn.ts';
import jp from './messages/jp.ts';
import us from './messages/us.ts';

const keys = (catalogue: Record<string, string>) => Object.keys(catalogue).sort();

describe('message catalogues', () => {
  it('define every message with an id, a Japanese default and a description', () => {
    const ids = new Set<string>();
    for (const descriptor of allDescriptors()) {
      expect(descriptor.id).toMatch(/^(ui\.[a-zA-Z]+(\.[a-zA-Z0-9]+)+|error\.[a-z_]+)$/);
      expect(ids.has(String(descriptor.id)), `duplicate id ${descriptor.id}`).toBe(false);
      ids.add(String(descriptor.id));
      expect(descriptor.defaultMessage).toBeTruthy();
      expect(descriptor.description).toBeTruthy();
    }
  });

  it.each([
    ['cn', cn],
    ['us', us],
  ])('%s has exactly the keys of jp, none empty', (_, catalogue) => {
    expect(keys(catalogue)).toEqual(keys(jp));
    for (const [id, text] of Object.entries(catalogue)) expect(text.trim(), id).not.toBe('');
  });

  it('keeps ICU placeholders and tags the same in every language', () => {
    // Each argument by name, however a language formats it: a count can be `{count, number}` in Japanese and
    // `{count, plural, one {# stock} other {# stocks}}` in English. Plural branches ({# 件}, {Remove …}) are not
    // arguments: they do not start with an ASCII word followed by `,` or `}`.
    const tokens = (text: string) => {
      const names = [...text.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => `{${match[1]}}`);
      return [...new Set(names), ...(text.match(/<\/?\w+>/g) ?? [])].sort();
    };
    for (const id of Object.keys(jp)) {
      expect(tokens(cn[id] ?? ''), `cn ${id}`).toEqual(tokens(jp[id] ?? ''));
      expect(tokens(us[id] ?? ''), `us ${id}`).toEqual(tokens(jp[id] ?? ''));
    }
  });

  it('says one thing in the singular in English, and formats counts with grouping in every language', () => {
    const en = createIntl({ locale: 'en-US', messages: us });
    const say = (id: string, values: Record<string, string | number>) => en.formatMessage({ id }, values);
    expect(say('ui.adminIposScreen.counts', { applications: 1, winners: '—' })).toBe('1 application · winners: —');
    expect(say('ui.adminIposScreen.done.draw', { winners: 1, applications: 1843 })).toBe(
      'Drawn: 1 winner of 1,843 applications',
    );
    expect(say('ui.drawVerifyScreen.rerunCounts', { checked: 1, winners: 0 })).toBe('1 entry checked, 0 winners');
    expect(say('ui.loan.forTerm', { days: 1 })).toBe('Interest for 1 day');
    expect(say('ui.loanScreen.termValue', { days: 180 })).toBe('180 days after credited');
    expect(say('ui.watchlistScreen.confirmMessage', { count: 1 })).toBe(
      'Remove the selected stock from your watchlist?',
    );
    expect(say('ui.adminUserDetailScreen.revokeText', { count: 1 })).toMatch(/^1 session will end/);
    const ja = createIntl({ locale: 'ja-JP', messages: jp });
    expect(ja.formatMessage({ id: 'ui.adminIposScreen.counts' }, { applications: 1843, winners: '500' })).toBe(
      '申込 1,843 件 · 当選 500 件',
    );
    const zh = createIntl({ locale: 'zh-CN', messages: cn });
    expect(zh.formatMessage({ id: 'ui.drawVerifyScreen.rerunCounts' }, { checked: 2143, winners: 180 })).toBe(
      '已核对 2,143 笔，中签 180 笔',
    );
  });

  it('has an error message for every MessageCode in the contract, and no others', () => {
    const document = parse(openapiSource) as {
      components: { schemas: { MessageCode: { enum: string[] } } };
    };
    const codes = document.components.schemas.MessageCode.enum;
    expect(codes.length).toBeGreaterThan(50);
    const errorKeys = Object.keys(jp).filter((id) => id.startsWith('error.'));
    expect(errorKeys.sort()).toEqual(codes.map((code) => `error.${code}`).sort());
  });

  it('tells frozen, disabled, banned and barred accounts to contact customer service', () => {
    for (const code of [
      'account_frozen',
      'account_disabled',
      'account_banned',
      'trading_barred',
      'withdrawal_barred',
    ]) {
      expect(jp[`error.${code}`]).toContain('カスタマーサービス');
      expect(cn[`error.${code}`]).toContain('客服');
      expect(us[`error.${code}`]).toContain('customer service');
    }
  });

  it('names what a bar stops and points to the official support link', () => {
    expect(jp['error.trading_barred']).toContain('お取引');
    expect(jp['error.withdrawal_barred']).toContain('出金');
    expect(us['error.trading_barred']).toContain('Trading');
    expect(us['error.withdrawal_barred']).toContain('Withdrawals');
    expect(cn['error.trading_barred']).toContain('交易');
    expect(cn['error.withdrawal_barred']).toContain('提现');
    for (const code of ['trading_barred', 'withdrawal_barred']) {
      expect(jp[`error.${code}`]).toContain('公式のサポートリンク');
      expect(cn[`error.${code}`]).toContain('官方客服链接');
      expect(us[`error.${code}`]).toContain('official support link');
    }
  });

  // The app loads the core at start and an area's catalogue with its routes: a key in the wrong file would show
  // Japanese in a Chinese or English screen (production falls back to the default quietly).
  it.each(['cn', 'us'] as const)(
    '%s splits into the core and one catalogue per area, each exactly its groups',
    async (locale) => {
      const core = await loadUiMessages(locale);
      expect(keys(core)).toEqual(keys(defaultsOf(coreMessageGroups)));
      const merged = { ...core };
      for (const area of messageAreas) {
        const catalogue = await loadUiAreaMessages(locale, area);
        expect(keys(catalogue), area).toEqual(keys(defaultsOf(areaMessageGroups[area])));
        Object.assign(merged, catalogue);
      }
      expect(merged).toEqual(await loadAllUiMessages(locale));
    },
  );

  it('loads the Japanese core from the defaults, and no Japanese area catalogue', async () => {
    expect(await loadUiMessages('jp')).toEqual(defaultsOf(coreMessageGroups));
    for (const area of messageAreas) expect(await loadUiAreaMessages('jp', area)).toEqual({});
  });
});
