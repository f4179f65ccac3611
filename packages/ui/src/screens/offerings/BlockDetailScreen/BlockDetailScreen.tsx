import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { KeyValueList } from '../../../components/KeyValueList/KeyValueList.tsx';
import { NumberField } from '../../../components/NumberField/NumberField.tsx';
import { decimalSign, formatMoney } from '../../../intl/format.ts';
import { compareDecimal, fromScaled, scaleOf, toScaled } from '../../../internal/decimal.ts';
import { formatWith } from '../../mine/shared/format.ts';
import * as mine from '../../mine/shared/mine.css.ts';
import * as funding from '../../funding/shared/funding.css.ts';
import { blockListScreenMessages as list } from '../BlockListScreen/BlockListScreen.messages.ts';
import { blockWindow, discountPercentText, discountText } from '../shared/block.tsx';
import {
  blockApplicationAmounts,
  blockQuantityProblem,
  formatCount,
  formatDay,
  formatOfferPrice,
  formatPercent,
} from '../shared/format.ts';
import { offeringsCommonMessages as common } from '../shared/offeringsCommon.messages.ts';
import * as styles from '../shared/offerings.css.ts';
import { BlockStateBadge, LinkButton, Notice, OfferingsFrame, Refusal, StockTitle } from '../shared/parts.tsx';
import type { BlockApplicationView, BlockDistributionView } from '../shared/types.ts';
import { blockDetailScreenMessages as m } from './BlockDetailScreen.messages.ts';
import type { BlockDetailScreenProps } from './BlockDetailScreen.types.ts';

/** a − b, exact. */
function subtract(a: string, b: string): string {
  const scale = Math.max(scaleOf(a), scaleOf(b));
  return fromScaled((toScaled(a, scale) ?? 0n) - (toScaled(b, scale) ?? 0n), scale);
}

function sharesText(intl: ReturnType<typeof useIntl>, count: number): string {
  return formatWith(intl, common.shares, { count: count });
}

function Terms({ distribution, timeZone }: { distribution: BlockDistributionView; timeZone?: string }) {
  const intl = useIntl();
  const price = (value: string | null) =>
    value === null ? intl.formatMessage(m.notYet) : formatOfferPrice(intl, value, distribution.currency);
  return (
    <section className={mine.card} aria-labelledby="block-terms">
      <h2 id="block-terms" className={mine.cardTitle}>
        {intl.formatMessage(m.terms)}
      </h2>
      <KeyValueList
        aria-labelledby="block-terms"
        items={[
          { id: 'price', label: intl.formatMessage(list.price), value: price(distribution.price), emphasis: true },
          { id: 'discount', label: intl.formatMessage(list.discount), value: discountText(intl, distribution) },
          {
            id: 'disclosed',
            label: intl.formatMessage(m.disclosedDiscount),
            value: discountPercentText(intl, distribution),
          },
          { id: 'previousClose', label: intl.formatMessage(m.previousClose), value: price(distribution.previousClose) },
          { id: 'min', label: intl.formatMessage(m.minShares), value: sharesText(intl, distribution.minShares) },
          { id: 'max', label: intl.formatMessage(m.maxShares), value: sharesText(intl, distribution.maxShares) },
          { id: 'lot', label: intl.formatMessage(list.lotSize), value: sharesText(intl, distribution.lotSize) },
          { id: 'total', label: intl.formatMessage(m.totalShares), value: sharesText(intl, distribution.totalShares) },
          ...(distribution.appliedShares !== null
            ? [
                {
                  id: 'applied',
                  label: intl.formatMessage(m.appliedShares),
                  value: sharesText(intl, distribution.appliedShares),
                },
              ]
            : []),
          {
            id: 'fee',
            label: intl.formatMessage(m.fee),
            value:
              decimalSign(distribution.feePercent) === 0
                ? intl.formatMessage(m.feeNone)
                : formatWith(intl, m.feeValue, { percent: formatPercent(intl, distribution.feePercent) }),
          },
          {
            id: 'date',
            label: intl.formatMessage(list.distributionDate),
            value: formatDay(intl, distribution.distributionDate),
          },
          { id: 'window', label: intl.formatMessage(list.window), value: blockWindow(intl, distribution, timeZone) },
          {
            id: 'delivery',
            label: intl.formatMessage(m.deliveryDate),
            value: formatDay(intl, distribution.deliveryDate),
          },
        ]}
      />
      <div className={styles.checkBody}>
        <h3 className={styles.checkTitle}>{intl.formatMessage(m.allocation)}</h3>
        <p className={mine.muted}>{distribution.allocationRule}</p>
      </div>
    </section>
  );
}

function ApplyForm(props: BlockDetailScreenProps & { distribution: BlockDistributionView & { price: string } }) {
  const intl = useIntl();
  const { distribution, availableCash, shares: sharesInput, links } = props;
  const problem = blockQuantityProblem(sharesInput, distribution);
  const shares = problem === null ? Number(sharesInput.trim()) : null;
  const amounts =
    shares === null
      ? null
      : blockApplicationAmounts(distribution.price, shares, distribution.feePercent, distribution.currency);
  const money = (amount: string) => formatMoney(intl, amount, distribution.currency);
  const short = amounts !== null && availableCash !== undefined && compareDecimal(amounts.held, availableCash) === 1;
  const problemText =
    problem === 'lot'
      ? formatWith(intl, m.problemLot, { lot: formatCount(intl, distribution.lotSize) })
      : problem === 'min'
        ? formatWith(intl, m.problemMin, { min: formatCount(intl, distribution.minShares) })
        : problem === 'max'
          ? formatWith(intl, m.problemMax, { max: formatCount(intl, distribution.maxShares) })
          : undefined;
  const figures = [
    { id: 'shares', label: intl.formatMessage(m.shares), value: shares === null ? '—' : sharesText(intl, shares) },
    {
      id: 'price',
      label: intl.formatMessage(list.price),
      value: formatOfferPrice(intl, distribution.price, distribution.currency),
    },
    { id: 'amount', label: intl.formatMessage(m.amount), value: amounts === null ? '—' : money(amounts.amount) },
    { id: 'fee', label: intl.formatMessage(m.feeAmount), value: amounts === null ? '—' : money(amounts.fee) },
    {
      id: 'hold',
      label: intl.formatMessage(m.hold),
      value: amounts === null ? '—' : money(amounts.held),
      emphasis: true,
    },
  ];
  const cash =
    availableCash === undefined
      ? []
      : [
          { id: 'cash', label: intl.formatMessage(m.cash), value: money(availableCash) },
          ...(amounts !== null && !short
            ? [
                {
                  id: 'after',
                  label: intl.formatMessage(m.cashAfter),
                  value: money(subtract(availableCash, amounts.held)),
                },
              ]
            : []),
        ];
  return (
    <>
      <section className={`${mine.card} ${mine.form}`} aria-labelledby="block-apply-form">
        <h2 id="block-apply-form" className={mine.cardTitle}>
          {intl.formatMessage(m.formHeading)}
        </h2>
        {props.refusal ? (
          <Refusal
            code={props.refusal}
            next={{
              insufficient_balance: { href: links.depositHref, label: intl.formatMessage(m.deposit) },
              real_name_not_verified: { href: links.verifyHref, label: intl.formatMessage(m.verify) },
              daily_limit_reached: { href: links.applicationsHref, label: intl.formatMessage(m.applications) },
            }}
          />
        ) : null}
        <NumberField
          label={intl.formatMessage(m.shares)}
          hint={formatWith(intl, m.sharesHint, {
            lot: formatCount(intl, distribution.lotSize),
            min: formatCount(intl, distribution.minShares),
            max: formatCount(intl, distribution.maxShares),
          })}
          unit={intl.formatMessage(m.sharesUnit)}
          integer
          min={String(distribution.minShares)}
          max={String(distribution.maxShares)}
          step={String(distribution.lotSize)}
          value={sharesInput}
          onValueChange={props.onSharesChange}
          invalid={problemText !== undefined}
          errorMessage={problemText}
          name="shares"
        />
      </section>
      <section className={mine.card} aria-labelledby="block-apply-summary">
        <h2 id="block-apply-summary" className={mine.cardTitle}>
          {intl.formatMessage(m.summary)}
        </h2>
        <KeyValueList aria-labelledby="block-apply-summary" items={[...figures, ...cash]} />
        {short ? (
          <Notice tone="warning" role="status">
            <p className={funding.noticeText}>{intl.formatMessage(m.shortCash)}</p>
            <a href={links.depositHref} className={mine.linkRow}>
              {intl.formatMessage(m.deposit)}
            </a>
          </Notice>
        ) : null}
        <p className={mine.muted}>{intl.formatMessage(m.holdNote)}</p>
        <ConfirmDialog
          title={intl.formatMessage(m.confirmTitle)}
          message={formatWith(intl, m.confirmText, {
            name: distribution.name,
            shares: shares === null ? '' : sharesText(intl, shares),
            amount: amounts === null ? '' : money(amounts.held),
          })}
          details={<KeyValueList items={[...figures, ...cash]} />}
          confirmLabel={intl.formatMessage(m.confirm)}
          cancelLabel={intl.formatMessage(m.back)}
          pending={props.submitting}
          onConfirm={() => (shares === null ? undefined : props.onSubmit(shares))}
          trigger={
            <Button fullWidth disabled={amounts === null || short} loading={props.submitting}>
              {intl.formatMessage(m.review)}
            </Button>
          }
        />
      </section>
    </>
  );
}

function Applied({ application, applicationsHref }: { application: BlockApplicationView; applicationsHref: string }) {
  const intl = useIntl();
  return (
    <Notice tone="positive" title={intl.formatMessage(m.appliedTitle)} role="status">
      <p className={funding.noticeText}>
        {formatWith(intl, m.appliedText, {
          shares: sharesText(intl, application.quantity),
          amount: formatMoney(intl, application.heldAmount, application.currency),
        })}
      </p>
      <span className={styles.cardActions}>
        <LinkButton href={applicationsHref}>{intl.formatMessage(m.applications)}</LinkButton>
      </span>
    </Notice>
  );
}

/**
 * One off-floor distribution (/home/largeInfo): every term (price, the disclosed discount and the previous close,
 * min and max shares, lot, total shares, fee, the window in the user's time zone, delivery, how oversubscription is
 * allotted), then the application: shares in lots, the exact amount held (price × shares + fee), available cash
 * before and after, a confirmation and refusals in the user's language; or, once applied, what is held.
 */
export function BlockDetailScreen(props: BlockDetailScreenProps) {
  const intl = useIntl();
  const { shell, status, onRetry, distribution, links, timeZone } = props;
  const applied = props.result ?? (props.myApplication?.state === 'pending' ? props.myApplication : null);
  const price = distribution?.price ?? null;
  return (
    <OfferingsFrame
      shell={shell}
      status={distribution ? status : status === 'error' ? 'error' : 'loading'}
      onRetry={onRetry}
      skeletonCards={3}
    >
      {distribution ? (
        <>
          <section className={mine.card} aria-labelledby="block-name">
            <StockTitle name={distribution.name} code={distribution.code} level={2} id="block-name">
              <BlockStateBadge state={distribution.state} />
            </StockTitle>
            <p className={styles.headline}>
              <span className={styles.headlineLabel}>{intl.formatMessage(list.price)}</span>
              {price === null
                ? intl.formatMessage(list.priceLater)
                : formatOfferPrice(intl, price, distribution.currency)}
            </p>
            <p className={mine.muted}>
              {intl.formatMessage(list.discount)} {discountText(intl, distribution)}
            </p>
          </section>
          {applied ? (
            <Applied application={applied} applicationsHref={links.applicationsHref} />
          ) : !props.identityVerified ? (
            <Notice tone="warning" role="note">
              <p className={funding.noticeText}>{intl.formatMessage(m.verifyNeeded)}</p>
              <span className={styles.cardActions}>
                <LinkButton href={links.verifyHref} variant="primary">
                  {intl.formatMessage(m.verify)}
                </LinkButton>
              </span>
            </Notice>
          ) : distribution.state !== 'open' || price === null ? (
            <Notice tone="info" role="note">
              <p className={funding.noticeText}>{intl.formatMessage(m.notOpen)}</p>
            </Notice>
          ) : (
            <ApplyForm {...props} distribution={{ ...distribution, price }} />
          )}
          <Terms distribution={distribution} timeZone={timeZone} />
        </>
      ) : null}
    </OfferingsFrame>
  );
}
