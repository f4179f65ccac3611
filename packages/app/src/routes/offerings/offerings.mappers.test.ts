import { describe, expect, it } from 'vitest';
import type { ResponseData } from '@kabuto/api-client';
import { offeringIdOf, toIpoApplicationView, toIpoOfferingView } from './offerings.mappers.ts';

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
