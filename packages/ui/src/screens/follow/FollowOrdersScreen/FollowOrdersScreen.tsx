import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { Change } from '../../../components/Change/Change.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { KeyValueList, type KeyValueItem } from '../../../components/KeyValueList/KeyValueList.tsx';
import { Tabs } from '../../../components/Tabs/Tabs.tsx';
import { decimalSign, formatMoney } from '../../../intl/format.ts';
import { visuallyHidden } from '../../../internal/visuallyHidden.css.ts';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import * as funding from '../../funding/shared/funding.css.ts';
import { formatWith } from '../../mine/shared/format.ts';
import * as mine from '../../mine/shared/mine.css.ts';
import { formatDay, formatInstant, formatOfferPrice, formatPercent } from '../../offerings/shared/format.ts';
import { followCommonMessages as common } from '../shared/followCommon.messages.ts';
import { formatUnits, marketOfCurrency, receiveNow } from '../shared/format.ts';
import type { PriceColours } from '../../../tokens/index.ts';
import * as styles from '../shared/follow.css.ts';
import {
  FactGrid,
  FollowShellFrame,
  LinkButton,
  ListBody,
  Notice,
  OrderStateBadge,
  ProductTitle,
  Refusal,
  SignedPercent,
} from '../shared/parts.tsx';
import { followOrderStates, type FollowOrderState, type FollowOrderView } from '../shared/types.ts';
import { followOrdersScreenMessages as m } from './FollowOrdersScreen.messages.ts';
import type { FollowOrdersScreenProps } from './FollowOrdersScreen.types.ts';

const tabLabels = { following: common.following, ended: common.orderEnded } as const satisfies Record<
  FollowOrderState,
  unknown
>;
const emptyTitles = { following: m.emptyFollowing, ended: m.emptyEnded } as const satisfies Record<
  FollowOrderState,
  unknown
>;

/** What stopping now pays: the value, each disclosed fee taken off it, and what is left. */
function stopItems(intl: ReturnType<typeof useIntl>, order: FollowOrderView): KeyValueItem[] {
  const money = (amount: string) => formatMoney(intl, amount, order.currency);
  const less = (amount: string) => formatWith(intl, m.deduction, { amount: money(amount) });
  return [
    { id: 'value', label: intl.formatMessage(m.valueNow), value: money(order.value) },
    { id: 'earlyExit', label: intl.formatMessage(common.earlyExitFee), value: less(order.earlyExitFeeNow) },
    { id: 'profitShare', label: intl.formatMessage(common.profitShare), value: less(order.profitShareNow) },
    {
      id: 'receive',
      label: intl.formatMessage(m.receive),
      value: money(receiveNow(order.value, order.exitFeeNow)),
      emphasis: true,
    },
  ];
}

function earlyExitNote(intl: ReturnType<typeof useIntl>, order: FollowOrderView): string {
  // Past its period (or none): what stopping now costs has no early-exit fee in it.
  if (order.earlyExitUntil === null || decimalSign(order.earlyExitFeeNow) === 0) {
    return intl.formatMessage(m.noEarlyExit);
  }
  return formatWith(intl, m.earlyExitUntil, {
    date: formatDay(intl, order.earlyExitUntil),
    percent: formatPercent(intl, order.earlyExitFeePercent),
  });
}

function OrderRow({
  order,
  timeZone,
  productHref,
  onStop,
  refusal,
  priceColours,
}: {
  order: FollowOrderView;
  timeZone?: string;
  productHref: string;
  onStop: (orderId: string) => void | Promise<unknown>;
  refusal?: string;
  priceColours?: PriceColours;
}) {
  const intl = useIntl();
  const titleId = useId();
  const money = (amount: string) => formatMoney(intl, amount, order.currency);
  const nav = (value: string) => formatOfferPrice(intl, value, order.currency);
  const units = formatWith(intl, common.units, { units: formatUnits(intl, order.units) });
  const following = order.state === 'following';
  const profit = (
    <span className={mine.row}>
      <Change amount={order.cumulativeProfit} currency={order.currency} />
      <SignedPercent percent={order.cumulativeProfitPercent} />
    </span>
  );
  const facts = following
    ? [
        { id: 'units', label: intl.formatMessage(m.units), value: units },
        { id: 'cost', label: intl.formatMessage(m.cost), value: money(order.amount) },
        { id: 'value', label: intl.formatMessage(m.value), value: money(order.value) },
        {
          id: 'daily',
          label: intl.formatMessage(m.dailyProfit),
          value: <Change amount={order.dailyProfit} currency={order.currency} />,
        },
        { id: 'cumulative', label: intl.formatMessage(m.cumulativeProfit), value: profit, wide: true },
      ]
    : [
        { id: 'units', label: intl.formatMessage(m.units), value: units },
        { id: 'cost', label: intl.formatMessage(m.cost), value: money(order.amount) },
        { id: 'exitNav', label: intl.formatMessage(m.exitNav), value: nav(order.exitNav ?? order.nav) },
        {
          id: 'exitFee',
          label: intl.formatMessage(common.earlyExitFee),
          value: money(order.exitFee ?? '0'),
        },
        {
          id: 'profitShare',
          label: intl.formatMessage(common.profitShare),
          value: money(order.profitShare ?? '0'),
        },
        { id: 'proceeds', label: intl.formatMessage(m.proceeds), value: money(order.proceeds ?? '0') },
        { id: 'cumulative', label: intl.formatMessage(m.cumulativeProfit), value: profit, wide: true },
      ];
  return (
    <li className={funding.record} aria-labelledby={titleId} data-price-colours={priceColours}>
      <ProductTitle name={order.productName} id={titleId}>
        <OrderStateBadge state={order.state} />
      </ProductTitle>
      <FactGrid items={facts} label={formatWith(intl, m.figures, { name: order.productName })} />
      <p className={funding.meta}>
        <span>
          {formatWith(intl, m.bought, { time: formatInstant(intl, order.boughtAt, timeZone), nav: nav(order.buyNav) })}
        </span>
        {following ? <span>{formatWith(intl, m.navNow, { nav: nav(order.nav) })}</span> : null}
        {!following && order.endedAt ? (
          <span>
            {formatWith(intl, order.endReason === 'productEnded' ? m.endedProduct : m.endedStopped, {
              time: formatInstant(intl, order.endedAt, timeZone),
            })}
          </span>
        ) : null}
      </p>
      {following ? <p className={mine.muted}>{earlyExitNote(intl, order)}</p> : null}
      <div className={styles.cardActions}>
        <span className={styles.actionGroup}>
          <LinkButton href={productHref} label={formatWith(intl, m.productOf, { name: order.productName })}>
            {intl.formatMessage(m.product)}
          </LinkButton>
          {following ? (
            <ConfirmDialog
              title={intl.formatMessage(m.stopTitle)}
              message={formatWith(intl, m.stopQuestion, { name: order.productName })}
              details={
                <>
                  {refusal ? <Refusal code={refusal} /> : null}
                  <KeyValueList items={stopItems(intl, order)} />
                  <p className={mine.muted}>{intl.formatMessage(m.stopNavMoves)}</p>
                </>
              }
              confirmLabel={intl.formatMessage(m.stopConfirm)}
              cancelLabel={intl.formatMessage(m.stopBack)}
              onConfirm={() => onStop(order.id)}
              trigger={
                <Button variant="secondary" size="sm">
                  <span aria-hidden="true">{intl.formatMessage(m.stop)}</span>
                  <span className={visuallyHidden}>{formatWith(intl, m.stopOf, { name: order.productName })}</span>
                </Button>
              }
            />
          ) : null}
        </span>
      </div>
    </li>
  );
}

/**
 * My follow orders (/mine/followOrder): following and ended in tabs. A following order shows its units, what it
 * cost, its value at the NAV now, the day's and the cumulative profit from prices, and when its early-exit fee ends;
 * stopping is always offered, after a confirmation of exactly what it pays now (the value less the disclosed
 * early-exit fee and profit share). An ended order shows what it paid and why it ended.
 */
export function FollowOrdersScreen(props: FollowOrdersScreenProps) {
  const intl = useIntl();
  const { shell, timeZone, tab, onTabChange, orders, onStop, stopRefusal, stopped, getProductHref, productsHref } =
    props;
  const colours = (currency: string) => {
    const market = marketOfCurrency(currency);
    return market ? props.priceColoursOf?.(market) : undefined;
  };
  return (
    <FollowShellFrame shell={shell}>
      <p className={mine.paragraph}>{intl.formatMessage(m.intro)}</p>
      <a className={mine.linkRow} href={productsHref}>
        <Icon name="search" small />
        <span className={mine.linkLabel}>{intl.formatMessage(m.products)}</span>
        <span className={mine.chevron}>
          <Icon name="chevronRight" small />
        </span>
      </a>
      {stopped ? (
        <Notice tone="positive" title={intl.formatMessage(m.stoppedTitle)} role="status">
          <p className={funding.noticeText}>
            {formatWith(intl, m.stoppedText, {
              name: stopped.productName,
              amount: formatMoney(intl, stopped.proceeds ?? '0', stopped.currency),
              nav: formatOfferPrice(intl, stopped.exitNav ?? stopped.nav, stopped.currency),
            })}
          </p>
        </Notice>
      ) : null}
      <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as FollowOrderState)}>
        <Tabs.List aria-label={intl.formatMessage(m.tabs)} fullWidth>
          {followOrderStates.map((state) => (
            <Tabs.Trigger key={state} value={state}>
              {intl.formatMessage(tabLabels[state])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {followOrderStates.map((state) => (
          <Tabs.Content key={state} value={state} className={mine.column}>
            {state === tab ? (
              <section className={mine.card} aria-labelledby={`follow-orders-${state}`}>
                <h2 id={`follow-orders-${state}`} className={mine.cardTitle}>
                  {intl.formatMessage(tabLabels[state])}
                </h2>
                <ListBody
                  list={orders}
                  labelledBy={`follow-orders-${state}`}
                  empty={{
                    title: intl.formatMessage(emptyTitles[state]),
                    description: intl.formatMessage(m.emptyText),
                    action: (
                      <LinkButton href={productsHref} variant="secondary">
                        {intl.formatMessage(m.products)}
                      </LinkButton>
                    ),
                  }}
                >
                  {(order) => (
                    <OrderRow
                      key={order.id}
                      order={order}
                      timeZone={timeZone}
                      productHref={getProductHref(order.productId)}
                      onStop={onStop}
                      refusal={stopRefusal?.orderId === order.id ? stopRefusal.code : undefined}
                      priceColours={colours(order.currency)}
                    />
                  )}
                </ListBody>
              </section>
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </FollowShellFrame>
  );
}
