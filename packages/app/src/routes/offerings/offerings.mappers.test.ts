import { describe, expect, it } from 'vitest';
import type { ResponseData } from '@kabuto/api-client';
import { offeringIdOf, toBlockResultView, toIpoApplicationView, toIpoOfferingView } from './offerings.mappers.ts';

type IpoDetail = ResponseData<'/ipo/detail'>;

const name = { jp: '株式会社カブト', cn: '甲虫股份', us: 'Kabuto Inc.' };
const offering = {
  id: '7',
  code: '5999',
  name,
  leadUnderwriter: { jp: '野村證券', cn: '野村证券', us: 'Nomura Securities' },
} as unknown as IpoDetail['offering'];

describe('offerings mappers', () => {
  it('picks the names in the user’s language and keeps every other field as the contract has it', () => {
    expect(toIpoOfferingView(offering, 'us')).toMatchObject({ id: '7', code: '5999', name: 'Kabuto Inc.' });
    expect(toIpoOfferingView(offering, 'cn').leadUnderwriter).toBe('野村证券');
    expect(toIpoOfferingView({ ...offering, name: { ...name, us: '' } }, 'us').name).toBe('株式会社カブト');
  });

  it('drops the client order id from an application (the screen never shows it)', () => {
    const application = { id: '3', name, clientOrderId: 'c-1', lots: 2 } as unknown as NonNullable<
      IpoDetail['myApplication']
    >;
    const view = toIpoApplicationView(application, 'jp');
    expect(view).toMatchObject({ id: '3', name: '株式会社カブト', lots: 2 });
    expect(view).not.toHaveProperty('clientOrderId');
  });

  it('reads the offering from ?stockIndex= (the seed) or ?id=, and nothing else', () => {
    expect(offeringIdOf(new URLSearchParams('stockIndex=12'))).toBe('12');
    expect(offeringIdOf(new URLSearchParams('id=abc_9'))).toBe('abc_9');
    expect(offeringIdOf(new URLSearchParams('id=1%3Bdrop'))).toBe('');
    expect(offeringIdOf(new URLSearchParams(''))).toBe('');
  });
});

describe('distribution results', () => {
  const name = { jp: '見本', cn: '样本', us: 'Sample' };
  const application = {
    id: '9',
    distributionId: '4',
    name,
    clientOrderId: null,
    state: 'allotted',
  } as unknown as Parameters<typeof toBlockResultView>[0];
  const distribution = {
    id: '4',
    name,
    allocationRule: name,
    totalShares: 10_000,
    appliedShares: 25_000,
    seedHash: 'ab'.repeat(32),
    seed: 'cd'.repeat(32),
  } as unknown as NonNullable<Parameters<typeof toBlockResultView>[1]>;

  it('shows the lottery only where applications exceeded the shares', () => {
    expect(toBlockResultView(application, distribution, 'us').lottery).toEqual({
      seedHash: 'ab'.repeat(32),
      entriesHash: null,
      seed: 'cd'.repeat(32),
    });
    expect(toBlockResultView(application, { ...distribution, appliedShares: 8_000 }, 'us').lottery).toBeNull();
    expect(toBlockResultView(application, undefined, 'jp')).toMatchObject({ name: '見本', lottery: null });
  });
});
