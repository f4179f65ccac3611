import type { ResponseData } from '@kabuto/api-client';
import type {
  BlockApplicationView,
  BlockDistributionView,
  BlockResultView,
  IpoAllotmentView,
  IpoApplicationView,
  IpoDrawView,
  IpoOfferingView,
  Locale,
} from '@kabuto/ui';
import { pickText } from '../../app/text.ts';

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

type BlockDistribution = ResponseData<'/block/detail'>;
type BlockApplication = ResponseData<'/block/applicationDetail'>;

export function toBlockDistributionView(distribution: BlockDistribution, locale: Locale): BlockDistributionView {
  const { seedHash: _seedHash, seed: _seed, ...rest } = distribution;
  return {
    ...rest,
    name: pickText(distribution.name, locale),
    allocationRule: pickText(distribution.allocationRule, locale),
  };
}

export function toBlockApplicationView(application: BlockApplication, locale: Locale): BlockApplicationView {
  const { clientOrderId: _clientOrderId, ...rest } = application;
  return { ...rest, name: pickText(application.name, locale) };
}

/**
 * A decided application with its distribution's lottery: only when applications exceeded the shares did the
 * lottery decide (its seed published at the close); otherwise everyone got what they asked for.
 */
export function toBlockResultView(
  application: BlockApplication,
  distribution: BlockDistribution | undefined,
  locale: Locale,
): BlockResultView {
  const drawn =
    distribution?.seedHash &&
    distribution.appliedShares !== null &&
    distribution.appliedShares > distribution.totalShares;
  return {
    ...toBlockApplicationView(application, locale),
    lottery: drawn ? { seedHash: distribution.seedHash ?? '', entriesHash: null, seed: distribution.seed } : null,
  };
}
