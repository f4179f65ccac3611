import type { ResponseData } from '@kabuto/api-client';
import type { IpoAllotmentView, IpoApplicationView, IpoDrawView, IpoOfferingView, Locale } from '@kabuto/ui';
import { pickText } from '../mine/mine.mappers.ts';

// The contract's offerings as the screens show them: the same fields, each localized text picked for the user's
// language. The view types follow the contract field by field, so a drift fails to compile here.

type IpoDetail = ResponseData<'/ipo/detail'>;
type IpoOffering = IpoDetail['offering'];
type IpoApplication = NonNullable<IpoDetail['myApplication']>;

export function toIpoOfferingView(offering: IpoOffering, locale: Locale): IpoOfferingView {
  return {
    ...offering,
    name: pickText(offering.name, locale),
    leadUnderwriter: pickText(offering.leadUnderwriter, locale),
  };
}

export function toIpoApplicationView(application: IpoApplication, locale: Locale): IpoApplicationView {
  const { clientOrderId: _clientOrderId, ...rest } = application;
  return { ...rest, name: pickText(application.name, locale) };
}

export function toIpoAllotmentView(
  allotment: ResponseData<'/ipo/allotments'>['items'][number],
  locale: Locale,
): IpoAllotmentView {
  return { ...allotment, name: pickText(allotment.name, locale) };
}

export function toIpoDrawView(draw: IpoDetail['draw']): IpoDrawView {
  return { ...draw };
}

/** The offering id of a route's `?stockIndex=` (the seed's name) or `?id=`; empty when neither is there. */
export function offeringIdOf(params: URLSearchParams): string {
  const id = params.get('stockIndex') ?? params.get('id') ?? '';
  return /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : '';
}
