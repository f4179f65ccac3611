import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { Dialog } from '../../../components/Dialog/Dialog.tsx';
import { ErrorState } from '../../../components/ErrorState/ErrorState.tsx';
import { KeyValueList, type KeyValueItem } from '../../../components/KeyValueList/KeyValueList.tsx';
import { NumberField } from '../../../components/NumberField/NumberField.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { formatMoney } from '../../../intl/format.ts';
import { compareDecimal } from '../../../internal/decimal.ts';
import { visuallyHidden } from '../../../internal/visuallyHidden.css.ts';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import * as funding from '../../funding/shared/funding.css.ts';
import { formatWith } from '../../mine/shared/format.ts';
import * as mine from '../../mine/shared/mine.css.ts';
import { formatDay, formatInstant, formatOfferPrice, formatPercent } from '../../offerings/shared/format.ts';
import { currencySymbol } from '../../trade/shared/format.ts';
import { followCommonMessages as common } from '../shared/followCommon.messages.ts';
import {
  followAmountProblem,
  formatUnits,
  maxDrawdown,
  minorUnits,
  percentChange,
  subtractDecimal,
} from '../shared/format.ts';
import * as styles from '../shared/follow.css.ts';
import { NavChart } from '../shared/NavChart.tsx';
import {
  FactGrid,
  FollowFrame,
  KindBadge,
  LinkButton,
  Notice,
  ProductStateBadge,
  ProductTitle,
  Refusal,
  SignedPercent,
  profitShareText,
  termItems,
} from '../shared/parts.tsx';
import type { FollowBuyPreviewView, FollowProductDetailView } from '../shared/types.ts';
import { followDetailScreenMessages as m } from './FollowDetailScreen.messages.ts';
import type { FollowBuyProps, FollowDetailLinks, FollowDetailScreenProps } from './FollowDetailScreen.types.ts';

function Headline({
  product,
  timeZone,
  followingCount,
  ordersHref,
}: {
  product: FollowProductDetailView;
  timeZone?: string;
  followingCount: number;
  ordersHref: string;
}) {
  const intl = useIntl();
  return (
    <section className={mine.card} aria-labelledby="follow-detail-name">
      <ProductTitle name={product.name} level={2} id="follow-detail-name">
        <ProductStateBadge state={product.state} />
        <KindBadge kind={product.strategyKind} />
      </ProductTitle>
      <p className={styles.headline}>
        <span className={styles.headlineLabel}>{intl.formatMessage(m.headlineLabel)}</span>
        {formatOfferPrice(intl, product.nav, product.currency)}
        <span className={styles.headlineChange}>
          <span className={visuallyHidden}>{intl.formatMessage(common.dailyReturn)} </span>
          <SignedPercent percent={product.dailyReturnPercent} />
        </span>
      </p>
      <p className={mine.muted}>{formatWith(intl, m.asOf, { time: formatInstant(intl, product.navAt, timeZone) })}</p>
      {followingCount > 0 ? (
        <>
          <p className={mine.muted}>{formatWith(intl, m.following, { count: followingCount })}</p>
          <a className={mine.linkRow} href={ordersHref}>
            <span className={mine.linkLabel}>{intl.formatMessage(m.myOrders)}</span>
            <span className={mine.chevron}>
              <Icon name="chevronRight" small />
            </span>
          </a>
        </>
      ) : null}
    </section>
  );
}

function History({
  product,
  history,
}: {
  product: FollowProductDetailView;
  history: FollowDetailScreenProps['history'];
}) {
  const intl = useIntl();
  const ready = history.status === 'ready' && history.points.length > 0;
  const first = history.points[0];
  const last = history.points[history.points.length - 1];
  const change = ready && first && last ? percentChange(first.nav, last.nav) : null;
  const drawdown = ready ? maxDrawdown(history.points) : null;
  const facts = [
    ...(change !== null
      ? [
          {
            id: 'rangeChange',
            label: intl.formatMessage(common.rangeChange),
            value: <SignedPercent percent={change} />,
          },
        ]
      : []),
    ...(drawdown
      ? [
          {
            id: 'rangeDrawdown',
            label: intl.formatMessage(common.rangeDrawdown),
            value: (
              <>
                <SignedPercent percent={drawdown.percent} />
                {drawdown.peakDate && drawdown.troughDate ? (
                  <span className={styles.figureNote}>
                    {formatWith(intl, common.drawdownDates, {
                      peak: formatDay(intl, drawdown.peakDate),
                      trough: formatDay(intl, drawdown.troughDate),
                    })}
                  </span>
                ) : null}
              </>
            ),
          },
        ]
      : []),
    {
      id: 'cumulative',
      label: intl.formatMessage(common.cumulativeReturn),
      value: <SignedPercent percent={product.cumulativeReturnPercent} />,
    },
    {
      id: 'drawdown',
      label: intl.formatMessage(m.drawdownSinceStart),
      value: <SignedPercent percent={product.maxDrawdownPercent} />,
    },
  ];
  return (
    <section className={mine.card} aria-labelledby="follow-detail-chart">
      <h2 id="follow-detail-chart" className={mine.cardTitle}>
        {intl.formatMessage(m.chartHeading)}
      </h2>
      <NavChart
        range={history.range}
        onRangeChange={history.onRangeChange}
        points={history.points}
        status={history.status}
        onRetry={history.onRetry}
        currency={product.currency}
      />
      <FactGrid items={facts} />
    </section>
  );
}

function Performance({ product }: { product: FollowProductDetailView }) {
  const intl = useIntl();
  return (
    <section className={mine.card} aria-labelledby="follow-detail-performance">
      <h2 id="follow-detail-performance" className={mine.cardTitle}>
        {intl.formatMessage(m.performanceHeading)}
      </h2>
      <dl className={funding.facts}>
        <div className={funding.fact}>
          <dt className={funding.factTerm}>{intl.formatMessage(m.leaderReturn)}</dt>
          <dd className={funding.factValue}>
            <SignedPercent percent={product.cumulativeReturnPercent} />
          </dd>
        </div>
        <div className={funding.fact}>
          <dt className={funding.factTerm}>{intl.formatMessage(m.followersRealized)}</dt>
          <dd className={funding.factValue}>
            {product.followersRealizedPercent === null ? (
              intl.formatMessage(m.followersNone)
            ) : (
              <>
                <SignedPercent percent={product.followersRealizedPercent} />
                <span className={styles.figureNote}>
                  {formatWith(intl, m.followersBasis, { count: product.followersEndedCount })}
                </span>
              </>
            )}
          </dd>
        </div>
      </dl>
      <p className={mine.muted}>{intl.formatMessage(m.performanceNote)}</p>
    </section>
  );
}

function Strategy({ product, timeZone }: { product: FollowProductDetailView; timeZone?: string }) {
  const intl = useIntl();
  const rule = product.strategyKind === 'rule';
  const items: KeyValueItem[] = [
    { id: 'leader', label: intl.formatMessage(rule ? m.ruleRunBy : m.leaderName), value: product.leaderName },
    { id: 'since', label: intl.formatMessage(m.since), value: formatDay(intl, product.leaderSince) },
    {
      id: 'inception',
      label: intl.formatMessage(m.inception),
      value: formatWith(intl, m.inceptionValue, {
        date: formatDay(intl, product.inceptionDate),
        nav: formatOfferPrice(intl, product.inceptionNav, product.currency),
      }),
    },
    {
      id: 'rebalanced',
      label: intl.formatMessage(m.rebalancedAt),
      value: formatInstant(intl, product.rebalancedAt, timeZone),
    },
  ];
  return (
    <section className={mine.card} aria-labelledby="follow-detail-strategy">
      <h2 id="follow-detail-strategy" className={mine.cardTitle}>
        {intl.formatMessage(rule ? m.ruleHeading : m.strategyHeading)}
      </h2>
      <p className={styles.prose}>{product.strategy}</p>
      {rule ? <p className={mine.muted}>{intl.formatMessage(m.ruleNote)}</p> : null}
      {product.leaderProfile ? <p className={mine.muted}>{product.leaderProfile}</p> : null}
      <dl className={funding.facts}>
        {items.map((item) => (
          <div key={item.id} className={funding.fact}>
            <dt className={funding.factTerm}>{item.label}</dt>
            <dd className={funding.factValue}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Basket({ product }: { product: FollowProductDetailView }) {
  const intl = useIntl();
  return (
    <section className={mine.card} aria-labelledby="follow-detail-basket">
      <h2 id="follow-detail-basket" className={mine.cardTitle}>
        {intl.formatMessage(m.basketHeading)}
      </h2>
      <ul className={styles.basket} aria-labelledby="follow-detail-basket">
        {product.basket.map((item) => (
          <li key={`${item.market}:${item.code}`} className={styles.basketItem}>
            <span className={styles.basketName}>
              <span>{item.name}</span>
              <span className={styles.basketCode}>{formatWith(intl, common.code, { code: item.code })}</span>
            </span>
            <span className={styles.basketWeight}>{formatPercent(intl, item.weightPercent)}</span>
            <span className={styles.weightTrack} aria-hidden="true">
              <span className={styles.weightBar} style={{ width: `${item.weightPercent}%` }} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Terms({ product, timeZone }: { product: FollowProductDetailView; timeZone?: string }) {
  const intl = useIntl();
  return (
    <section className={mine.card} aria-labelledby="follow-detail-terms">
      <h2 id="follow-detail-terms" className={mine.cardTitle}>
        {intl.formatMessage(m.termsHeading)}
      </h2>
      <dl className={funding.facts}>
        {termItems(intl, product, timeZone).map((item) => (
          <div key={item.id} className={funding.fact} data-term={item.id}>
            <dt className={funding.factTerm}>{item.label}</dt>
            <dd className={funding.factValue}>{item.value}</dd>
          </div>
        ))}
      </dl>
      <p className={mine.paragraph}>{intl.formatMessage(common.stopAnyTime)}</p>
    </section>
  );
}

function Risk({ product }: { product: FollowProductDetailView }) {
  const intl = useIntl();
  return (
    <section className={mine.card} aria-labelledby="follow-detail-risk">
      <h2 id="follow-detail-risk" className={mine.cardTitle}>
        {intl.formatMessage(m.riskHeading)}
      </h2>
      <Notice tone="warning" role="note">
        <p className={funding.noticeText}>{product.disclosure}</p>
        <p className={funding.noticeText}>{intl.formatMessage(common.notPromised)}</p>
      </Notice>
    </section>
  );
}

/** The preview's figures: what is paid, the entry fee, what buys units, the NAV, the units and what is held. */
function previewItems(
  intl: ReturnType<typeof useIntl>,
  preview: FollowBuyPreviewView,
  options: { withTerms: boolean },
): KeyValueItem[] {
  const money = (amount: string) => formatMoney(intl, amount, preview.currency);
  const units = formatWith(intl, common.units, { units: formatUnits(intl, preview.units) });
  const earlyExit =
    preview.earlyExitUntil === null
      ? intl.formatMessage(common.none)
      : formatWith(intl, m.earlyExitUntil, {
          date: formatDay(intl, preview.earlyExitUntil),
          percent: formatPercent(intl, preview.earlyExitFeePercent),
        });
  const items: KeyValueItem[] = [
    { id: 'pay', label: intl.formatMessage(m.pay), value: money(preview.amount) },
    {
      id: 'entryFee',
      label: intl.formatMessage(common.entryFee),
      value: formatWith(intl, m.feeWithPercent, {
        amount: money(preview.entryFee),
        percent: formatPercent(intl, preview.entryFeePercent),
      }),
    },
    { id: 'invested', label: intl.formatMessage(m.invested), value: money(preview.investedAmount) },
    { id: 'nav', label: intl.formatMessage(m.navNow), value: formatOfferPrice(intl, preview.nav, preview.currency) },
    { id: 'units', label: intl.formatMessage(m.units), value: units, emphasis: true },
  ];
  if (options.withTerms) {
    items.push(
      { id: 'held', label: intl.formatMessage(m.held), value: formatWith(intl, m.heldValue, { units }) },
      { id: 'earlyExit', label: intl.formatMessage(common.earlyExitFee), value: earlyExit },
      {
        id: 'profitShare',
        label: intl.formatMessage(common.profitShare),
        value: profitShareText(intl, preview.profitSharePercent),
      },
      {
        id: 'cashAfter',
        label: intl.formatMessage(m.cashAfter),
        value: money(subtractDecimal(preview.availableBalance, preview.amount)),
      },
    );
  }
  return items;
}

function BuySheet({
  product,
  buy,
  links,
}: {
  product: FollowProductDetailView;
  buy: FollowBuyProps;
  links: FollowDetailLinks;
}) {
  const intl = useIntl();
  const previewHeading = useId();
  const money = (amount: string) => formatMoney(intl, amount, product.currency);
  const preview = buy.preview.value;
  const cash = preview?.availableBalance ?? buy.availableBalance;
  const problem = followAmountProblem(buy.amount, {
    currency: product.currency,
    minInvestment: product.minInvestment,
    availableBalance: cash,
  });
  const shownProblem = problem === 'empty' ? null : problem;
  // The preview shown must be of the amount now typed: a stale one never reaches the confirmation.
  const current =
    buy.preview.status === 'ready' && preview && problem === null && compareDecimal(preview.amount, buy.amount) === 0
      ? preview
      : undefined;
  const canReview = current !== undefined && buy.agreed && !buy.submitting;
  const next = {
    insufficient_balance: { href: links.depositHref, label: intl.formatMessage(m.deposit) },
    real_name_not_verified: { href: links.verifyHref, label: intl.formatMessage(m.verify) },
  };
  let previewBody: ReactNode;
  if (problem !== null || buy.preview.status === 'idle') {
    previewBody = <p className={mine.muted}>{intl.formatMessage(m.previewIdle)}</p>;
  } else if (buy.preview.status === 'loading') {
    previewBody = (
      <div aria-busy="true">
        <span className={visuallyHidden} role="status">
          {intl.formatMessage(common.loading)}
        </span>
        <Skeleton width="90%" />
        <Skeleton width="70%" />
        <Skeleton width="80%" />
      </div>
    );
  } else if (buy.preview.refusal) {
    previewBody = <Refusal code={buy.preview.refusal} next={next} />;
  } else if (buy.preview.status === 'error') {
    previewBody = <ErrorState onRetry={buy.preview.onRetry} />;
  } else if (current) {
    previewBody = (
      <>
        <KeyValueList aria-labelledby={previewHeading} items={previewItems(intl, current, { withTerms: true })} />
        <p className={mine.muted}>{intl.formatMessage(m.navMoves)}</p>
      </>
    );
  } else {
    previewBody = <p className={mine.muted}>{intl.formatMessage(m.previewIdle)}</p>;
  }
  const hint = cash
    ? formatWith(intl, m.amountHintCash, { min: money(product.minInvestment), cash: money(cash) })
    : formatWith(intl, m.amountHint, { min: money(product.minInvestment) });
  const errorMessage =
    shownProblem === 'format'
      ? intl.formatMessage(m.amountFormat)
      : shownProblem === 'min'
        ? formatWith(intl, m.amountMin, { min: money(product.minInvestment) })
        : shownProblem === 'balance'
          ? intl.formatMessage(m.amountBalance)
          : undefined;
  return (
    <Dialog
      open={buy.open}
      onOpenChange={buy.onOpenChange}
      title={formatWith(intl, m.sheetTitle, { name: product.name })}
    >
      {buy.result ? (
        <div className={styles.sheetBody}>
          <Notice tone="positive" title={intl.formatMessage(m.doneTitle)} role="status">
            <p className={funding.noticeText}>
              {formatWith(intl, m.doneText, {
                units: formatWith(intl, common.units, { units: formatUnits(intl, buy.result.units) }),
                nav: formatOfferPrice(intl, buy.result.buyNav, buy.result.currency),
                amount: formatMoney(intl, buy.result.amount, buy.result.currency),
              })}
            </p>
          </Notice>
          <LinkButton href={links.ordersHref} variant="primary" fullWidth>
            {intl.formatMessage(m.myOrders)}
          </LinkButton>
        </div>
      ) : (
        <div className={styles.sheetBody}>
          {buy.refusal ? <Refusal code={buy.refusal} next={next} /> : null}
          <NumberField
            label={intl.formatMessage(m.amount)}
            hint={hint}
            unit={currencySymbol(intl, product.currency)}
            integer={minorUnits(product.currency) === 0}
            min={product.minInvestment}
            step={product.minInvestment}
            value={buy.amount}
            onValueChange={buy.onAmountChange}
            invalid={errorMessage !== undefined}
            errorMessage={errorMessage}
            name="amount"
          />
          {shownProblem === 'balance' ? (
            <a href={links.depositHref} className={mine.linkRow}>
              {intl.formatMessage(m.deposit)}
            </a>
          ) : null}
          <section className={styles.sheetBody} aria-labelledby={previewHeading}>
            <h3 id={previewHeading} className={mine.cardTitle}>
              {intl.formatMessage(m.previewHeading)}
            </h3>
            {previewBody}
          </section>
          <div className={styles.disclosure}>
            <p className={styles.prose}>{current?.disclosure ?? product.disclosure}</p>
            <p className={styles.prose}>{intl.formatMessage(common.stopAnyTime)}</p>
            <Checkbox
              label={intl.formatMessage(m.agree)}
              checked={buy.agreed}
              onChange={(event) => buy.onAgreedChange(event.target.checked)}
              name="agree"
            />
          </div>
          <ConfirmDialog
            title={intl.formatMessage(m.confirmTitle)}
            message={formatWith(intl, m.confirmText, {
              name: product.name,
              amount: current ? money(current.amount) : '',
            })}
            details={current ? <KeyValueList items={previewItems(intl, current, { withTerms: true })} /> : undefined}
            confirmLabel={intl.formatMessage(m.confirm)}
            cancelLabel={intl.formatMessage(m.back)}
            pending={buy.submitting}
            onConfirm={() => (canReview ? buy.onSubmit() : undefined)}
            trigger={
              <Button fullWidth disabled={!canReview} loading={buy.submitting}>
                {intl.formatMessage(m.review)}
              </Button>
            }
          />
        </div>
      )}
    </Dialog>
  );
}

function Action({
  product,
  identityVerified,
  buy,
  links,
}: {
  product: FollowProductDetailView;
  identityVerified: boolean;
  buy: FollowBuyProps;
  links: FollowDetailLinks;
}) {
  const intl = useIntl();
  if (product.state === 'ended') {
    return (
      <Notice tone="info" role="note">
        <p className={funding.noticeText}>{intl.formatMessage(m.endedNotice)}</p>
      </Notice>
    );
  }
  if (product.state === 'closed') {
    return (
      <Notice tone="info" role="note">
        <p className={funding.noticeText}>{intl.formatMessage(m.closedNotice)}</p>
      </Notice>
    );
  }
  if (!identityVerified) {
    return (
      <Notice tone="warning" role="note">
        <p className={funding.noticeText}>{intl.formatMessage(m.verifyNeeded)}</p>
        <span className={styles.actionGroup}>
          <LinkButton href={links.verifyHref} variant="primary">
            {intl.formatMessage(m.verify)}
          </LinkButton>
        </span>
      </Notice>
    );
  }
  return (
    <>
      <Button fullWidth onClick={() => buy.onOpenChange(true)}>
        {intl.formatMessage(m.buy)}
      </Button>
      <BuySheet product={product} buy={buy} links={links} />
    </>
  );
}

/**
 * A copy-trading product's page: its NAV now, the NAV history chart (1 week to 6 months) with the range's change and
 * maximum drawdown, the strategy's return beside what followers realised after fees, the strategy or rule in plain
 * words, the basket with its weights, every fee and the deadline, the risk disclosure; and, while open, the buy sheet:
 * amount, the preview of fees and units, the disclosure ticked, a confirmation. No lock-in: stopping is always
 * possible, at the value of that moment minus what is disclosed here.
 */
export function FollowDetailScreen(props: FollowDetailScreenProps) {
  const { shell, status, onRetry, product, history, timeZone, identityVerified, buy, links } = props;
  return (
    <FollowFrame shell={shell} status={product ? status : status === 'error' ? 'error' : 'loading'} onRetry={onRetry}>
      {product ? (
        <>
          <Headline
            product={product}
            timeZone={timeZone}
            followingCount={props.myFollowingCount ?? 0}
            ordersHref={links.ordersHref}
          />
          <History product={product} history={history} />
          <Performance product={product} />
          <Strategy product={product} timeZone={timeZone} />
          <Basket product={product} />
          <Terms product={product} timeZone={timeZone} />
          <Risk product={product} />
          <Action product={product} identityVerified={identityVerified} buy={buy} links={links} />
        </>
      ) : null}
    </FollowFrame>
  );
}
