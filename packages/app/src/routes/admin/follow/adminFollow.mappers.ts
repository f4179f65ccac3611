import type { RequestForm, ResponseData } from '@kabuto/api-client';
import { basketLines, basketParam, parseBasketLines, type AdminFollowRow } from '@kabuto/ui/console';
import { fromTokyoLocal, toTokyoLocal } from '../offerings/adminIpos.mappers.ts';
import { integerParam, percentParam, universeCodes, type FollowForm } from './adminFollow.schema.ts';

type AdminFollowProduct = ResponseData<'/admin/follow/list'>['items'][number];
type CreateRequest = RequestForm<'/admin/follow/create'>;
type UpdateRequest = RequestForm<'/admin/follow/update'>;
/** Every term the form sets, as the contract writes it (the market and inception day are set on creation only). */
type Terms = Omit<CreateRequest, 'type' | 'inception_date'>;
type TermName = keyof Terms & keyof UpdateRequest;

/** The contract's timestamps as ISO 8601 (a space between date and time is read as `T`). */
const toIso = (timestamp: string) => timestamp.replace(/^(\d{4}-\d{2}-\d{2}) /, '$1T');

export function toAdminFollowRow(product: AdminFollowProduct): AdminFollowRow {
  return {
    id: product.id,
    name: { ...product.name },
    leaderName: product.leader.name,
    leaderProfile: { ...product.leader.profile },
    strategy: { ...product.strategy },
    rule: {
      kind: product.rule.kind,
      universe: [...product.rule.universe],
      lookbackDays: product.rule.lookbackDays,
      top: product.rule.top,
    },
    market: product.market,
    currency: product.currency,
    basket: product.basket.map((item) => ({
      code: item.code,
      name: { ...item.name },
      weightPercent: item.weightPercent,
    })),
    rebalancedAt: toIso(product.rebalancedAt),
    minInvestment: product.minInvestment,
    entryFeePercent: product.entryFeePercent,
    earlyExitFeePercent: product.earlyExitFeePercent,
    earlyExitFeeDays: product.earlyExitFeeDays,
    profitSharePercent: product.profitSharePercent,
    subscriptionDeadline: product.subscriptionDeadline ? toIso(product.subscriptionDeadline) : null,
    state: product.state,
    nav: product.nav,
    inceptionNav: product.inceptionNav,
    inceptionDate: product.inceptionDate,
    cumulativeReturnPercent: product.cumulativeReturnPercent,
    maxDrawdownPercent: product.maxDrawdownPercent,
    followerCount: product.followerCount,
    followingOrders: product.followingOrders,
    assets: product.assets,
    updatedAt: toIso(product.updatedAt),
  };
}

/**
 * A product's current terms, to edit. A rule's words are the server's, so they are not the form's; the basket held
 * now is filled in for every kind, so switching a rule to a leader's basket starts from what it holds.
 */
export function toFollowForm(product: AdminFollowProduct): FollowForm {
  const leader = product.rule.kind === 'leader_basket';
  return {
    market: product.market,
    strategyKind: product.rule.kind,
    nameJp: product.name.jp,
    nameCn: product.name.cn,
    nameUs: product.name.us,
    leaderName: product.leader.name,
    leaderProfileJp: product.leader.profile.jp,
    leaderProfileCn: product.leader.profile.cn,
    leaderProfileUs: product.leader.profile.us,
    strategyJp: leader ? product.strategy.jp : '',
    strategyCn: leader ? product.strategy.cn : '',
    strategyUs: leader ? product.strategy.us : '',
    basket: basketLines(product.basket),
    universe: product.rule.universe.join('\n'),
    lookbackDays: product.rule.lookbackDays === null ? '' : String(product.rule.lookbackDays),
    top: product.rule.top === null ? '' : String(product.rule.top),
    minInvestment: product.minInvestment,
    entryFeePercent: product.entryFeePercent,
    earlyExitFeePercent: product.earlyExitFeePercent,
    earlyExitFeeDays: String(product.earlyExitFeeDays),
    profitSharePercent: product.profitSharePercent,
    subscriptionDeadline: product.subscriptionDeadline ? toTokyoLocal(product.subscriptionDeadline) : '',
    inceptionDate: product.inceptionDate,
  };
}

/** The form's terms as the contract writes them: texts trimmed, the basket and universe joined, fees to 2 decimals. */
function termsOf(form: FollowForm): Terms {
  const kind = form.strategyKind;
  const strategy =
    kind === 'leader_basket'
      ? {
          strategy_jp: form.strategyJp.trim(),
          strategy_cn: form.strategyCn.trim(),
          strategy_us: form.strategyUs.trim(),
          basket: basketParam(parseBasketLines(form.basket).items),
        }
      : {
          universe: universeCodes(form.universe).join(','),
          ...(kind === 'momentum'
            ? { lookback_days: integerParam(form.lookbackDays), top: integerParam(form.top) }
            : {}),
        };
  return {
    name_jp: form.nameJp.trim(),
    name_cn: form.nameCn.trim(),
    name_us: form.nameUs.trim(),
    leader_name: form.leaderName.trim(),
    leader_profile_jp: form.leaderProfileJp.trim(),
    leader_profile_cn: form.leaderProfileCn.trim(),
    leader_profile_us: form.leaderProfileUs.trim(),
    strategy_kind: kind,
    ...strategy,
    min_investment: form.minInvestment.trim(),
    entry_fee_percent: percentParam(form.entryFeePercent),
    early_exit_fee_percent: percentParam(form.earlyExitFeePercent),
    early_exit_fee_days: integerParam(form.earlyExitFeeDays),
    profit_share_percent: percentParam(form.profitSharePercent),
    ...(form.subscriptionDeadline ? { subscription_deadline: fromTokyoLocal(form.subscriptionDeadline) } : {}),
  };
}

/** The create request: every term, the market, and the inception day when one is chosen. */
export function toFollowCreateRequest(form: FollowForm): CreateRequest {
  return {
    ...termsOf(form),
    type: form.market,
    ...(form.inceptionDate ? { inception_date: form.inceptionDate } : {}),
  };
}

const singles: TermName[] = [
  'name_jp',
  'name_cn',
  'name_us',
  'min_investment',
  'entry_fee_percent',
  'early_exit_fee_percent',
  'early_exit_fee_days',
  'profit_share_percent',
];
/** A leader is found by name and their profile rewritten: the four travel together. */
const leaderTerms: TermName[] = ['leader_name', 'leader_profile_jp', 'leader_profile_cn', 'leader_profile_us'];
/** Any of these resends the strategy, which the server then rebalances to at the next close. */
const ruleTerms: TermName[] = ['strategy_kind', 'basket', 'universe', 'lookback_days', 'top'];
const wordTerms: TermName[] = ['strategy_jp', 'strategy_cn', 'strategy_us'];

/**
 * The update request: only what the operator changed, as `absent fields keep their value`. An unchanged basket or
 * rule is not resent, since the server would rebalance to it at the next close (resetting the drift of the
 * holdings) and tell every follower the product changed. A leader's words go with a change of words or of kind
 * (the server needs them when a rule becomes a leader's basket); a deadline emptied is cleared.
 */
export function toFollowUpdateRequest(id: string, original: FollowForm, form: FollowForm): UpdateRequest {
  const before = termsOf(original);
  const after = termsOf(form);
  const request: UpdateRequest = { id };
  const changed = (names: TermName[]) => names.some((name) => before[name] !== after[name]);
  const copy = (names: TermName[]) => {
    for (const name of names) {
      const value = after[name];
      if (value !== undefined) (request as Record<string, string>)[name] = value;
    }
  };
  for (const name of singles) if (changed([name])) copy([name]);
  if (changed(leaderTerms)) copy(leaderTerms);
  if (changed(ruleTerms)) copy(ruleTerms);
  if (after.strategy_kind === 'leader_basket' && (changed(wordTerms) || before.strategy_kind !== after.strategy_kind)) {
    copy(wordTerms);
  }
  if (before.subscription_deadline !== after.subscription_deadline) {
    if (after.subscription_deadline) request.subscription_deadline = after.subscription_deadline;
    else request.clear_deadline = '1';
  }
  return request;
}
