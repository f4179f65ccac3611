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
    const tokens = (text: string) => (text.match(/\{\w+\}|<\/?\w+>/g) ?? []).sort();
    for (const id of Object.keys(jp)) {
      expect(tokens(cn[id] ?? ''), `cn ${id}`).toEqual(tokens(jp[id] ?? ''));
      expect(tokens(us[id] ?? ''), `us ${id}`).toEqual(tokens(jp[id] ?? ''));
    }
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
