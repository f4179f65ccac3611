import { memo, useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AppShell } from '../../../components/AppShell/AppShell.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { button as buttonStyle } from '../../../components/Button/Button.css.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState/ErrorState.tsx';
import { Price } from '../../../components/Price/Price.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { statusBadge } from '../../../components/StatusBadge/StatusBadge.css.ts';
import { StatusBadge } from '../../../components/StatusBadge/StatusBadge.tsx';
import { Tabs } from '../../../components/Tabs/Tabs.tsx';
import { formatMoney } from '../../../intl/format.ts';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { visuallyHidden } from '../../../internal/visuallyHidden.css.ts';
import { FormError } from '../../FormError.tsx';
import { MarketSwitch } from '../../markets/shared/MarketSwitch.tsx';
import { marketsCommonMessages } from '../../markets/shared/markets.messages.ts';
import { useLiveSource } from '../../markets/shared/useLiveSource.ts';
import { LoadMore } from '../../mine/shared/MineFrame.tsx';
import { formatWith } from '../../mine/shared/format.ts';
import { ipoRecordsScreenMessages as records } from '../../offerings/IpoRecordsScreen/IpoRecordsScreen.messages.ts';
import { formatDay } from '../../offerings/shared/format.ts';
import { offeringsCommonMessages as offerings } from '../../offerings/shared/offeringsCommon.messages.ts';
import { IpoApplicationBadge } from '../../offerings/shared/parts.tsx';
import { formatUnits, marketOfCurrency } from '../../follow/shared/format.ts';
import type { PriceColours } from '../../../tokens/index.ts';
import type { FollowMarket, FollowOrderView } from '../../follow/shared/types.ts';
import type { IpoApplicationView } from '../../offerings/shared/types.ts';
import { formatTradeDate, formatTradeTime } from '../shared/format.ts';
import { PnlFigure, SideText, StockIdentity, TradeSkeleton } from '../shared/parts.tsx';
import * as shared from '../shared/trade.css.ts';
import { tradeCommonMessages as common } from '../shared/tradeCommon.messages.ts';
import { marketTimeZones } from '../shared/types.ts';
import * as styles from './PositionsScreen.css.ts';
import { positionsScreenMessages as m } from './PositionsScreen.messages.ts';
import {
  positionsTabs,
  type ClosedPositionView,
  type PortfolioSummaryView,
  type PositionRowView,
  type PositionsScreenProps,
  type PositionsTab,
  type WorkingOrderView,
} from './PositionsScreen.types.ts';

function Figure({ label, children, half = false }: { label: string; children: ReactNode; half?: boolean }) {
  return (
    <div className={`${styles.figure} ${half ? styles.half : styles.third}`}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.rowValue}>{children}</dd>
    </div>
  );
}

function Summary({
  summary,
  marketName,
  timeZone,
}: {
  summary: PositionsScreenProps['summary'];
  marketName: string;
  timeZone: string;
}) {
  const intl = useIntl();
  const heading = useId();
  const title = (
    <h2 id={heading} className={shared.sectionTitle}>
      {intl.formatMessage(m.summary, { market: marketName })}
    </h2>
  );
  if (summary.status === 'error') {
    return (
      <section className={shared.card} aria-labelledby={heading}>
        {title}
        <ErrorState onRetry={summary.onRetry} />
      </section>
    );
  }
  const value: PortfolioSummaryView | undefined = summary.value;
  if (summary.status === 'loading' || !value) {
    return (
      <section className={shared.card} aria-labelledby={heading} aria-busy="true">
        {title}
        <span className={visuallyHidden} role="status">
          {intl.formatMessage(common.loading)}
        </span>
        <Skeleton height="title" width="60%" />
        <Skeleton width="90%" />
        <Skeleton width="70%" />
      </section>
    );
  }
  const money = (amount: string) => formatMoney(intl, amount, value.currency);
  const leveraged = /[1-9]/.test(value.borrowed);
  return (
    <section className={shared.card} aria-labelledby={heading}>
      <div className={styles.summaryHead}>
        {title}
        <span className={shared.muted}>{intl.formatMessage(m.positionCount, { count: value.positionCount })}</span>
      </div>
      <dl className={styles.summaryGrid}>
        <div className={`${styles.figure} ${styles.wide}`}>
          <dt className={styles.term}>{intl.formatMessage(m.holdingsValue)}</dt>
          <dd className={styles.bigValue}>{money(value.holdingsValue)}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.term}>{intl.formatMessage(m.cost)}</dt>
          <dd className={styles.value}>{money(value.cost)}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.term}>{intl.formatMessage(m.unrealizedPnl)}</dt>
          <dd className={styles.value}>
            <PnlFigure amount={value.unrealizedPnl} rate={value.unrealizedPnlRate} currency={value.currency} />
          </dd>
        </div>
        {leveraged ? (
          <>
            <div className={styles.figure}>
              <dt className={styles.term}>{intl.formatMessage(m.originalMargin)}</dt>
              <dd className={styles.value}>{money(value.originalMargin)}</dd>
            </div>
            <div className={styles.figure}>
              <dt className={styles.term}>{intl.formatMessage(m.borrowed)}</dt>
              <dd className={styles.value}>{money(value.borrowed)}</dd>
            </div>
          </>
        ) : null}
      </dl>
      <p className={shared.muted}>
        {intl.formatMessage(m.asOf, { time: formatTradeTime(intl, value.asOf, timeZone) })}
      </p>
    </section>
  );
}

const HoldingRow = memo(function HoldingRow({ position, href }: { position: PositionRowView; href: string }) {
  const intl = useIntl();
  const price = (value: string) => <Price value={value} decimals={position.decimals} />;
  return (
    <a className={styles.row} href={href}>
      <span className={styles.rowHead}>
        <span className={styles.rowTitle}>
          <StockIdentity name={position.name} code={position.code} />
        </span>
        <span className={styles.rowBadges}>
          {position.leverage !== '1' ? (
            <span className={styles.leverageTag}>{intl.formatMessage(m.leveraged, { value: position.leverage })}</span>
          ) : null}
          <StatusBadge family="position" status={position.status} />
        </span>
      </span>
      <dl className={styles.rowFigures}>
        <Figure label={intl.formatMessage(common.quantity)}>
          {intl.formatMessage(common.shares, { count: position.quantity })}
        </Figure>
        <Figure label={intl.formatMessage(m.buyPrice)}>{price(position.buyPrice)}</Figure>
        <Figure label={intl.formatMessage(m.currentPrice)}>{price(position.currentPrice)}</Figure>
        <Figure label={intl.formatMessage(m.marketValue)} half>
          {formatMoney(intl, position.marketValue, position.currency)}
        </Figure>
        <Figure label={intl.formatMessage(m.unrealizedPnl)} half>
          <PnlFigure amount={position.unrealizedPnl} rate={position.unrealizedPnlRate} currency={position.currency} />
        </Figure>
      </dl>
      {position.marginStatus === 'warning' || position.marginStatus === 'call' ? (
        <span className={styles.marginNote[position.marginStatus]}>
          ⚠ {intl.formatMessage(position.marginStatus === 'call' ? m.marginCall : m.marginWarning)}
        </span>
      ) : null}
      {position.status === 'locked' && position.lockupUntil ? (
        <span className={styles.lockNote}>
          {intl.formatMessage(m.lockedUntil, { date: formatTradeDate(intl, position.lockupUntil) })}
        </span>
      ) : null}
    </a>
  );
});

/** The holding list; reads the live source itself, so a tick re-renders this list only. */
const Holdings = memo(function Holdings({
  holdings,
  getPositionHref,
  marketsHref,
}: {
  holdings: PositionsScreenProps['holdings'];
  getPositionHref: (id: string) => string;
  marketsHref: string;
}) {
  const intl = useIntl();
  const items = useLiveSource(holdings.items);
  const heading = useId();
  let content: ReactNode;
  if (holdings.status === 'loading') {
    content = <TradeSkeleton cards={2} />;
  } else if (holdings.status === 'error') {
    content = <ErrorState onRetry={holdings.onRetry} />;
  } else if (items.length === 0) {
    content = (
      <EmptyState
        title={intl.formatMessage(m.holdingsEmpty)}
        action={
          <a className={buttonStyle({ variant: 'secondary' })} href={marketsHref}>
            {intl.formatMessage(m.findStocks)}
          </a>
        }
      />
    );
  } else {
    content = (
      <ul className={styles.listFrame} aria-labelledby={heading}>
        {items.map((position) => (
          <li key={position.id} className={styles.listItem}>
            <HoldingRow position={position} href={getPositionHref(position.id)} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className={shared.section} aria-labelledby={heading}>
      <h2 id={heading} className={shared.sectionTitle}>
        {intl.formatMessage(m.holdings)}
      </h2>
      {content}
    </section>
  );
});

/** One IPO application: what was applied for, then what is held, won or released, and the next date. */
function NewShareRow({ application, href }: { application: IpoApplicationView; href: string }) {
  const intl = useIntl();
  const money = (amount: string) => formatMoney(intl, amount, application.currency);
  const lots = (count: number, shares: number) =>
    formatWith(intl, offerings.lotsAndShares, { lots: count, shares: shares });
  const won =
    application.allottedLots !== null && application.allottedQuantity !== null && application.allottedLots > 0;
  let outcome: ReactNode;
  if (application.state === 'applied') {
    outcome = (
      <Figure label={intl.formatMessage(records.held)} half>
        {money(application.heldAmount)}
      </Figure>
    );
  } else if (won) {
    outcome = (
      <Figure label={intl.formatMessage(records.won)} half>
        {lots(application.allottedLots ?? 0, application.allottedQuantity ?? 0)}
      </Figure>
    );
  } else {
    const label = application.state === 'lost' ? records.refund : records.released;
    outcome = (
      <Figure label={intl.formatMessage(label)} half>
        {money(application.releasedAmount)}
      </Figure>
    );
  }
  const next =
    application.state === 'applied'
      ? { label: records.lotteryDate, date: application.lotteryDate }
      : application.state === 'won' || application.state === 'paid'
        ? { label: records.listingDate, date: application.listingDate }
        : null;
  return (
    <a className={styles.row} href={href}>
      <span className={styles.rowHead}>
        <span className={styles.rowTitle}>
          <StockIdentity name={application.name} code={application.code} />
        </span>
        <span className={styles.rowBadges}>
          <IpoApplicationBadge state={application.state} />
        </span>
      </span>
      <dl className={styles.rowFigures}>
        <Figure label={intl.formatMessage(records.applied)} half>
          {lots(application.lots, application.quantity)}
        </Figure>
        {outcome}
        {next ? (
          <Figure label={intl.formatMessage(next.label)} half>
            {formatDay(intl, next.date)}
          </Figure>
        ) : null}
      </dl>
    </a>
  );
}

/** The new-shares tab: the market's IPO applications, with links to the offerings and to every record. */
function NewShares({
  newShares,
  getOfferingHref,
  offeringsHref,
  recordsHref,
}: {
  newShares: PositionsScreenProps['newShares'];
  getOfferingHref: (offeringId: string) => string;
  offeringsHref: string;
  recordsHref: string;
}) {
  const intl = useIntl();
  const heading = useId();
  const seeOfferings = (size: 'sm' | 'md') => (
    <a className={buttonStyle({ variant: 'secondary', size })} href={offeringsHref}>
      {intl.formatMessage(m.seeOfferings)}
    </a>
  );
  let content: ReactNode;
  if (newShares.status === 'loading') {
    content = <TradeSkeleton cards={2} />;
  } else if (newShares.status === 'error') {
    content = <ErrorState onRetry={newShares.onRetry} />;
  } else if (newShares.items.length === 0) {
    content = (
      <EmptyState
        title={intl.formatMessage(m.newSharesEmpty)}
        description={intl.formatMessage(m.newSharesHint)}
        action={seeOfferings('md')}
      />
    );
  } else {
    content = (
      <>
        <ul className={styles.listFrame} aria-labelledby={heading}>
          {newShares.items.map((application) => (
            <li key={application.id} className={styles.listItem}>
              <NewShareRow application={application} href={getOfferingHref(application.offeringId)} />
            </li>
          ))}
        </ul>
        <div className={styles.rowActions}>
          <a className={buttonStyle({ variant: 'secondary', size: 'sm' })} href={recordsHref}>
            {intl.formatMessage(m.allRecords)}
          </a>
          {seeOfferings('sm')}
        </div>
      </>
    );
  }
  return (
    <section className={shared.section} aria-labelledby={heading}>
      <h2 id={heading} className={shared.sectionTitle}>
        {intl.formatMessage(m.newSharesList)}
      </h2>
      {content}
    </section>
  );
}

/** One follow order: the product, its state, units, value now, the day's and the cumulative profit. */
function FollowRow({
  order,
  href,
  priceColours,
}: {
  order: FollowOrderView;
  href: string;
  priceColours?: PriceColours;
}) {
  const intl = useIntl();
  const following = order.state === 'following';
  return (
    <a className={styles.row} href={href} data-price-colours={priceColours}>
      <span className={`${styles.rowHead} ${styles.followHead}`}>
        <span className={styles.productName}>{order.productName}</span>
        <span className={styles.rowBadges}>
          <span className={statusBadge({ tone: following ? 'positive' : 'neutral' })}>
            {following ? <Icon name="check" small /> : null}
            {intl.formatMessage(following ? m.followFollowing : m.followEnded)}
          </span>
        </span>
      </span>
      <dl className={styles.rowFigures}>
        <Figure label={intl.formatMessage(m.followUnits)} half>
          {intl.formatMessage(m.units, { units: formatUnits(intl, order.units) })}
        </Figure>
        <Figure label={intl.formatMessage(m.followValue)} half>
          {formatMoney(intl, following ? order.value : (order.proceeds ?? order.value), order.currency)}
        </Figure>
        {following ? (
          <Figure label={intl.formatMessage(m.followDailyProfit)} half>
            <PnlFigure amount={order.dailyProfit} currency={order.currency} />
          </Figure>
        ) : null}
        <Figure label={intl.formatMessage(m.followCumulativeProfit)} half>
          <PnlFigure amount={order.cumulativeProfit} rate={order.cumulativeProfitPercent} currency={order.currency} />
        </Figure>
      </dl>
    </a>
  );
}

/** The follow tab: the user's follow orders, with links to the products and to every order. */
function FollowOrders({
  follow,
  productsHref,
  ordersHref,
  getOrderHref,
  priceColoursOf,
}: {
  follow: NonNullable<PositionsScreenProps['follow']>;
  productsHref?: string;
  ordersHref?: string;
  getOrderHref?: (order: FollowOrderView) => string;
  priceColoursOf?: (market: FollowMarket) => PriceColours;
}) {
  const intl = useIntl();
  const heading = useId();
  const colours = (currency: string) => {
    const market = marketOfCurrency(currency);
    return market ? priceColoursOf?.(market) : undefined;
  };
  const seeProducts = (size: 'sm' | 'md') =>
    productsHref ? (
      <a className={buttonStyle({ variant: 'secondary', size })} href={productsHref}>
        {intl.formatMessage(m.seeFollowProducts)}
      </a>
    ) : undefined;
  let content: ReactNode;
  if (follow.status === 'loading') {
    content = <TradeSkeleton cards={2} />;
  } else if (follow.status === 'error') {
    content = <ErrorState onRetry={follow.onRetry} />;
  } else if (follow.items.length === 0) {
    content = (
      <EmptyState
        title={intl.formatMessage(m.followEmpty)}
        description={intl.formatMessage(m.followHint)}
        action={seeProducts('md')}
      />
    );
  } else {
    content = (
      <>
        <ul className={styles.listFrame} aria-labelledby={heading}>
          {follow.items.map((order) => (
            <li key={order.id} className={styles.listItem}>
              <FollowRow
                order={order}
                href={getOrderHref?.(order) ?? ordersHref ?? productsHref ?? ''}
                priceColours={colours(order.currency)}
              />
            </li>
          ))}
        </ul>
        <div className={styles.rowActions}>
          {ordersHref ? (
            <a className={buttonStyle({ variant: 'secondary', size: 'sm' })} href={ordersHref}>
              {intl.formatMessage(m.allFollowOrders)}
            </a>
          ) : null}
          {seeProducts('sm')}
        </div>
      </>
    );
  }
  return (
    <section className={shared.section} aria-labelledby={heading}>
      <h2 id={heading} className={shared.sectionTitle}>
        {intl.formatMessage(m.followList)}
      </h2>
      {content}
    </section>
  );
}

function WorkingOrderRow({
  order,
  timeZone,
  onCancel,
  cancelError,
  href,
}: {
  order: WorkingOrderView;
  timeZone: string;
  onCancel: (orderId: string) => void | Promise<unknown>;
  cancelError?: string;
  href?: string;
}) {
  const intl = useIntl();
  return (
    <div className={styles.row}>
      <span className={styles.rowHead}>
        <span className={styles.rowTitle}>
          <SideText side={order.side} />
          <StockIdentity name={order.name} code={order.code} />
        </span>
        <span className={styles.rowBadges}>
          <StatusBadge family="order" status={order.status} />
        </span>
      </span>
      <span className={styles.rowFoot}>
        <span className={styles.rowMeta}>
          <span>
            {order.orderType === 'market' ? (
              intl.formatMessage(common.market)
            ) : (
              <>
                {intl.formatMessage(common.limit)} <Price value={order.price} decimals={order.decimals} />
              </>
            )}
          </span>
          <span>{intl.formatMessage(m.filledOfTotal, { filled: order.filledQuantity, total: order.quantity })}</span>
          <time dateTime={order.createdAt}>{formatTradeTime(intl, order.createdAt, timeZone)}</time>
        </span>
        <span className={styles.rowActions}>
          {href ? (
            <a className={buttonStyle({ variant: 'secondary', size: 'sm' })} href={href}>
              <span aria-hidden="true">{intl.formatMessage(m.detail)}</span>
              <span className={visuallyHidden}>{intl.formatMessage(m.detailFor, { name: order.name })}</span>
            </a>
          ) : null}
          <ConfirmDialog
            tone="critical"
            title={intl.formatMessage(m.cancelTitle)}
            message={intl.formatMessage(m.cancelQuestion)}
            details={cancelError ? <FormError>{cancelError}</FormError> : undefined}
            confirmLabel={intl.formatMessage(m.cancelConfirm)}
            onConfirm={() => onCancel(order.id)}
            trigger={
              <Button variant="secondary" size="sm">
                <span aria-hidden="true">{intl.formatMessage(m.cancel)}</span>
                <span className={visuallyHidden}>{intl.formatMessage(m.cancelFor, { name: order.name })}</span>
              </Button>
            }
          />
        </span>
      </span>
    </div>
  );
}

function WorkingOrders({
  orders,
  timeZone,
  onCancelOrder,
  cancelError,
  getOrderHref,
}: {
  orders: PositionsScreenProps['workingOrders'];
  timeZone: string;
  onCancelOrder: PositionsScreenProps['onCancelOrder'];
  cancelError: PositionsScreenProps['cancelError'];
  getOrderHref: PositionsScreenProps['getOrderHref'];
}) {
  const intl = useIntl();
  const heading = useId();
  let content: ReactNode;
  if (orders.status === 'loading') {
    content = <TradeSkeleton cards={1} />;
  } else if (orders.status === 'error') {
    content = <ErrorState onRetry={orders.onRetry} />;
  } else if (orders.items.length === 0) {
    content = <p className={shared.muted}>{intl.formatMessage(m.workingEmpty)}</p>;
  } else {
    content = (
      <ul className={styles.listFrame} aria-labelledby={heading}>
        {orders.items.map((order) => (
          <li key={order.id} className={styles.listItem}>
            <WorkingOrderRow
              order={order}
              timeZone={timeZone}
              onCancel={onCancelOrder}
              cancelError={cancelError?.orderId === order.id ? cancelError.message : undefined}
              href={getOrderHref?.(order.id)}
            />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className={shared.section} aria-labelledby={heading}>
      <h2 id={heading} className={shared.sectionTitle}>
        {intl.formatMessage(m.workingOrders)}
      </h2>
      {content}
    </section>
  );
}

function SoldRow({ position, href, timeZone }: { position: ClosedPositionView; href: string; timeZone: string }) {
  const intl = useIntl();
  const price = (value: string) => <Price value={value} decimals={position.decimals} />;
  return (
    <a className={styles.row} href={href}>
      <span className={styles.rowHead}>
        <span className={styles.rowTitle}>
          <StockIdentity name={position.name} code={position.code} />
        </span>
        <StatusBadge family="position" status="closed" />
      </span>
      <dl className={styles.rowFigures}>
        <Figure label={intl.formatMessage(common.quantity)}>
          {intl.formatMessage(common.shares, { count: position.quantity })}
        </Figure>
        <Figure label={intl.formatMessage(m.buyPrice)}>{price(position.buyPrice)}</Figure>
        <Figure label={intl.formatMessage(m.sellPrice)}>{price(position.sellPrice)}</Figure>
        <Figure label={intl.formatMessage(m.sellTime)} half>
          <time dateTime={position.sellTime}>{formatTradeTime(intl, position.sellTime, timeZone)}</time>
        </Figure>
        <Figure label={intl.formatMessage(m.realizedPnl)} half>
          <PnlFigure amount={position.realizedPnl} rate={position.realizedPnlRate} currency={position.currency} />
        </Figure>
      </dl>
    </a>
  );
}

function Sold({
  sold,
  getPositionHref,
  timeZone,
}: {
  sold: PositionsScreenProps['sold'];
  getPositionHref: (id: string) => string;
  timeZone: string;
}) {
  const intl = useIntl();
  if (sold.status === 'loading') return <TradeSkeleton cards={3} />;
  if (sold.status === 'error') return <ErrorState onRetry={sold.onRetry} />;
  if (sold.items.length === 0) return <EmptyState title={intl.formatMessage(m.soldEmpty)} />;
  return (
    <>
      <ul className={styles.listFrame} aria-label={intl.formatMessage(m.soldList)}>
        {sold.items.map((position) => (
          <li key={position.id} className={styles.listItem}>
            <SoldRow position={position} href={getPositionHref(position.id)} timeZone={timeZone} />
          </li>
        ))}
      </ul>
      <LoadMore hasMore={sold.hasMore} loadingMore={sold.loadingMore} onLoadMore={sold.onLoadMore} />
    </>
  );
}

/**
 * The positions page (/position/index): the seed's tabs (new shares, follow orders, holding, sold), a market
 * switch and that market's summary. Holding lists open positions with live prices and profit or loss, then the
 * working orders with a cancel action; sold pages through closed positions with their realized profit or loss.
 */
export function PositionsScreen({
  shell,
  tab,
  onTabChange,
  market,
  onMarketChange,
  summary,
  holdings,
  workingOrders,
  onCancelOrder,
  cancelError,
  sold,
  newShares,
  getOfferingHref,
  offeringsHref,
  newShareRecordsHref,
  follow,
  followProductsHref,
  followOrdersHref,
  getFollowOrderHref,
  followPriceColoursOf,
  getPositionHref,
  getOrderHref,
  marketsHref,
}: PositionsScreenProps) {
  const intl = useIntl();
  const timeZone = marketTimeZones[market];
  const marketName = intl.formatMessage(marketsCommonMessages[market]);
  const title = shell.header.title ?? intl.formatMessage(m.title);
  return (
    <AppShell {...shell} header={{ ...shell.header, title }}>
      <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as PositionsTab)}>
        <Tabs.List aria-label={intl.formatMessage(m.tabs)} fullWidth>
          {positionsTabs.map((key) => (
            <Tabs.Trigger key={key} value={key}>
              {intl.formatMessage(m[key])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="newShares" className={styles.tabPanel}>
          <MarketSwitch value={market} onValueChange={onMarketChange} />
          <NewShares
            newShares={newShares}
            getOfferingHref={getOfferingHref}
            offeringsHref={offeringsHref}
            recordsHref={newShareRecordsHref}
          />
        </Tabs.Content>
        <Tabs.Content value="follow" className={styles.tabPanel}>
          {follow ? (
            <FollowOrders
              follow={follow}
              productsHref={followProductsHref}
              ordersHref={followOrdersHref}
              getOrderHref={getFollowOrderHref}
              priceColoursOf={followPriceColoursOf}
            />
          ) : (
            <EmptyState title={intl.formatMessage(m.followEmpty)} description={intl.formatMessage(m.followLater)} />
          )}
        </Tabs.Content>
        <Tabs.Content value="holding" className={styles.tabPanel}>
          <MarketSwitch value={market} onValueChange={onMarketChange} />
          <Summary summary={summary} marketName={marketName} timeZone={timeZone} />
          <Holdings holdings={holdings} getPositionHref={getPositionHref} marketsHref={marketsHref} />
          <WorkingOrders
            orders={workingOrders}
            timeZone={timeZone}
            onCancelOrder={onCancelOrder}
            cancelError={cancelError}
            getOrderHref={getOrderHref}
          />
        </Tabs.Content>
        <Tabs.Content value="sold" className={styles.tabPanel}>
          <MarketSwitch value={market} onValueChange={onMarketChange} />
          <Sold sold={sold} getPositionHref={getPositionHref} timeZone={timeZone} />
        </Tabs.Content>
      </Tabs.Root>
    </AppShell>
  );
}
