import type { IntlShape } from 'react-intl';
import { formatWith } from '../../mine/shared/format.ts';
import { ipoListScreenMessages as m } from '../IpoListScreen/IpoListScreen.messages.ts';
import { formatInstant, formatOfferPrice } from './format.ts';
import { offeringsCommonMessages as common } from './offeringsCommon.messages.ts';
import type { IpoOfferingView } from './types.ts';

/** The price to lead with: the offer price once fixed, else the range, else the provisional price. */
export function priceHeadline(intl: IntlShape, offering: IpoOfferingView): { label: string; value: string } {
  const price = (value: string | null) => formatOfferPrice(intl, value, offering.currency);
  if (offering.offeringPrice !== null) {
    return { label: intl.formatMessage(m.offerPrice), value: price(offering.offeringPrice) };
  }
  if (offering.priceRangeLow !== null && offering.priceRangeHigh !== null) {
    return {
      label: intl.formatMessage(m.priceRange),
      value: formatWith(intl, common.range, {
        low: price(offering.priceRangeLow),
        high: price(offering.priceRangeHigh),
      }),
    };
  }
  return { label: intl.formatMessage(m.provisionalPrice), value: price(offering.provisionalPrice) };
}

/** Application start to deadline, each in the user's time zone. */
export function applicationPeriod(intl: IntlShape, offering: IpoOfferingView, timeZone?: string): string {
  return formatWith(intl, common.range, {
    low: formatInstant(intl, offering.applicationStart, timeZone),
    high: formatInstant(intl, offering.applicationDeadline, timeZone),
  });
}
