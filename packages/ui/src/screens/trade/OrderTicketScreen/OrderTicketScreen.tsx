import { memo, useEffect, useId, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { AppShell } from '../../../components/AppShell/AppShell.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { button as buttonStyle } from '../../../components/Button/Button.css.ts';
import { Change } from '../../../components/Change/Change.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState/ErrorState.tsx';
import { KeyValueList, type KeyValueItem } from '../../../components/KeyValueList/KeyValueList.tsx';
import { NumberField } from '../../../components/NumberField/NumberField.tsx';
import { formatPrice, Price } from '../../../components/Price/Price.tsx';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { StatusBadge } from '../../../components/StatusBadge/StatusBadge.tsx';
import { decimalSign, formatMoney } from '../../../intl/format.ts';
import { FormError } from '../../FormError.tsx';
import { MarketClockLine } from '../../markets/shared/MarketClockLine.tsx';
import { SignedFigure } from '../../markets/shared/SignedFigure.tsx';
import type { MarketClockView } from '../../markets/shared/types.ts';
import { currencySymbol, lotsOf, outsideBand } from '../shared/format.ts';
import { Notice, SideText, StockIdentity, TradeSkeleton } from '../shared/parts.tsx';
import * as shared from '../shared/trade.css.ts';
import { tradeCommonMessages as common } from '../shared/tradeCommon.messages.ts';
import { orderSides, orderTypes, type OrderSide, type OrderType } from '../shared/types.ts';
import { orderTicketDaytradeMessages as dt } from './OrderTicketDaytrade.messages.ts';
import { daytradeBlocked, daytradeTicketFigures, loadDaytradePanel, loadedDaytradePanel } from './daytradeTicket.ts';
import * as styles from './OrderTicketScreen.css.ts';
import { orderTicketScreenMessages as m } from './OrderTicketScreen.messages.ts';
import {
  orderTicketModes,
  type OrderInstrumentView,
  type OrderPreviewState,
  type OrderPreviewView,
  type OrderTicketMode,
  type OrderTicketScreenProps,
  type PlacedOrderView,
} from './OrderTicketScreen.types.ts';

const wholeNumber = /^\d+$/;

/** A typed share count as a number for display (share counts are whole and far below 2^53); null otherwise. */
function shareCount(quantity: string): number | null {
  return wholeNumber.test(quantity) ? Number(quantity) : null;
}

function priceText(intl: IntlShape, value: string | null, instrument: OrderInstrumentView): string {
  return formatPrice(intl.locale, value, instrument.decimals) ?? '—';
}

/** The stock, its last price and today's change; re-renders on every tick, nothing else does. */
const QuoteLine = memo(function QuoteLine({ instrument }: { instrument: OrderInstrumentView }) {
  const intl = useIntl();
  return (
    <div className={styles.quote}>
      <h2 className={styles.quoteName}>
        <StockIdentity name={instrument.name} code={instrument.code} />
      </h2>
      <div className={styles.quotePrice}>
        <span className={styles.quotePriceLabel}>{intl.formatMessage(m.lastPrice)}</span>
        <span className={styles.quotePriceValue}>
          <Price value={instrument.lastPrice} decimals={instrument.decimals} />
        </span>
        <span className={styles.quoteChange}>
          <Change amount={instrument.change} currency={instrument.currency} />
          <SignedFigure value={instrument.changePercent} decimals={2} percent arrow={false} />
        </span>
      </div>
    </div>
  );
});

/** What the market's phase means for this order: queued, matched at the close, or not accepted. */
function PhaseNotice({ clock }: { clock?: MarketClockView }) {
  const intl = useIntl();
  if (!clock || clock.alwaysOpen) return null;
  switch (clock.phase) {
    case 'preOpen':
      return <Notice tone="info">{intl.formatMessage(m.phasePreOpen)}</Notice>;
    case 'lunchBreak':
      return <Notice tone="info">{intl.formatMessage(m.phaseLunch)}</Notice>;
    case 'closingAuction':
      return <Notice tone="warning">{intl.formatMessage(m.phaseClosingAuction)}</Notice>;
    case 'closed':
    case 'holiday':
      return (
        <Notice tone="critical" title={intl.formatMessage(m.notTradingTitle)}>
          <p className={shared.noticeText}>{intl.formatMessage(m.notTradingText)}</p>
        </Notice>
      );
    default:
      return null;
  }
}

/** The day-trade panel's module: loaded as soon as an approved account is passed, rendered once it is there. */
function useDaytradePanel(wanted: boolean) {
  const [panel, setPanel] = useState(loadedDaytradePanel);
  useEffect(() => {
    if (!wanted || panel) return;
    let live = true;
    void loadDaytradePanel().then((loaded) => {
      if (live) setPanel(loaded);
    });
    return () => {
      live = false;
    };
  }, [wanted, panel]);
  return panel;
}

function isClosed(clock: OrderTicketScreenProps['clock']): boolean {
  return Boolean(clock && !clock.alwaysOpen && (clock.phase === 'closed' || clock.phase === 'holiday'));
}

function Figures({
  instrument,
  side,
  leverage,
  preview,
  depositHref,
}: {
  instrument: OrderInstrumentView;
  side: OrderSide;
  leverage: string;
  preview: OrderPreviewState;
  depositHref?: string;
}) {
  const intl = useIntl();
  const heading = useId();
  const { figures } = preview;
  const money = (amount: string) => formatMoney(intl, amount, instrument.currency);
  let content: ReactNode;
  if (preview.status === 'idle') {
    content = <p className={shared.muted}>{intl.formatMessage(m.previewIdle)}</p>;
  } else if (preview.status === 'error') {
    content = (
      <Notice tone="critical" role="alert">
        <p className={shared.noticeText}>{preview.errorMessage ?? intl.formatMessage(m.previewError)}</p>
        {preview.onRetry ? (
          <div className={styles.retryRow}>
            <Button variant="secondary" size="sm" onClick={preview.onRetry}>
              {intl.formatMessage(m.retry)}
            </Button>
          </div>
        ) : null}
      </Notice>
    );
  } else if (!figures) {
    content = (
      <div className={shared.skeletonBlock}>
        <Skeleton width="90%" />
        <Skeleton width="80%" />
        <Skeleton width="85%" />
        <Skeleton height="title" />
      </div>
    );
  } else {
    const short = decimalSign(figures.availableAfter) < 0;
    const items: KeyValueItem[] = [
      { id: 'principal', label: intl.formatMessage(m.principal), value: money(figures.principal) },
    ];
    if (side === 'buy' && leverage !== '1') {
      items.push({ id: 'margin', label: intl.formatMessage(m.marginRequired), value: money(figures.marginRequired) });
    }
    items.push({
      id: 'fee',
      label: (
        <span className={styles.labelWithRule}>
          <span>{intl.formatMessage(common.fee)}</span>
          <span className={styles.rule}>
            {intl.formatMessage(m.feeRule, { rate: figures.feeRule.rate, minimum: money(figures.feeRule.minimum) })}
          </span>
        </span>
      ),
      value: money(figures.fee),
    });
    if (decimalSign(figures.feeRule.stampDutyRate) > 0 || decimalSign(figures.tax) > 0) {
      items.push({
        id: 'tax',
        label: (
          <span className={styles.labelWithRule}>
            <span>{intl.formatMessage(m.tax)}</span>
            <span className={styles.rule}>
              {intl.formatMessage(m.taxRule, { rate: figures.feeRule.stampDutyRate })}
            </span>
          </span>
        ),
        value: money(figures.tax),
      });
    }
    items.push({
      id: 'total',
      label: intl.formatMessage(side === 'buy' ? m.totalBuy : m.totalSell),
      value: money(figures.total),
      emphasis: true,
    });
    if (side === 'buy') {
      items.push(
        { id: 'hold', label: intl.formatMessage(m.holdAmount), value: money(figures.holdAmount) },
        { id: 'available', label: intl.formatMessage(m.availableBalance), value: money(figures.availableBalance) },
        {
          id: 'after',
          label: intl.formatMessage(m.availableAfter),
          value: <span className={short ? styles.short : undefined}>{money(figures.availableAfter)}</span>,
        },
      );
    }
    content = (
      <>
        <KeyValueList data-stale={preview.status === 'loading' || undefined} items={items} />
        {side === 'buy' && short && figures.checks.length === 0 ? (
          <Notice tone="critical" title={intl.formatMessage(m.insufficientTitle)}>
            <p className={shared.noticeText}>{intl.formatMessage(m.insufficientText)}</p>
            {depositHref ? (
              <a className={shared.inlineLink} href={depositHref}>
                {intl.formatMessage(m.deposit)}
              </a>
            ) : null}
          </Notice>
        ) : null}
      </>
    );
  }
  return (
    <section className={shared.card} aria-labelledby={heading} aria-busy={preview.status === 'loading' || undefined}>
      <div className={styles.figuresHead}>
        <h2 id={heading} className={shared.sectionTitle}>
          {intl.formatMessage(m.figures)}
        </h2>
        {/* While a new preview loads the last figures stay, with this note; submit waits for the new ones. */}
        {preview.status === 'loading' ? (
          <span className={shared.muted} role="status">
            {intl.formatMessage(m.previewLoading)}
          </span>
        ) : null}
      </div>
      {content}
      {figures && preview.status !== 'error' && figures.checks.length > 0 ? (
        <Notice tone="warning" title={intl.formatMessage(m.checksTitle)}>
          <ul className={styles.checks}>
            {figures.checks.map((check, index) => (
              <li key={index}>{check}</li>
            ))}
          </ul>
          {side === 'buy' && decimalSign(figures.availableAfter) < 0 && depositHref ? (
            <a className={shared.inlineLink} href={depositHref}>
              {intl.formatMessage(m.deposit)}
            </a>
          ) : null}
        </Notice>
      ) : null}
    </section>
  );
}

/** The confirmation's restatement of the order: what, how many, at what price, and what it costs. */
function ConfirmDetails({
  instrument,
  side,
  orderType,
  values,
  leverage,
  figures,
  formError,
}: {
  instrument: OrderInstrumentView;
  side: OrderSide;
  orderType: OrderType;
  values: { price: string; quantity: string };
  leverage: string;
  figures?: OrderPreviewView;
  formError?: string;
}) {
  const intl = useIntl();
  const money = (amount: string) => formatMoney(intl, amount, instrument.currency);
  const count = shareCount(values.quantity);
  const items: KeyValueItem[] = [
    { id: 'stock', label: intl.formatMessage(common.stock), value: `${instrument.name} ${instrument.code}` },
    { id: 'side', label: intl.formatMessage(common.side), value: <SideText side={side} /> },
    { id: 'type', label: intl.formatMessage(common.orderType), value: intl.formatMessage(common[orderType]) },
    {
      id: 'price',
      label: intl.formatMessage(common.price),
      value:
        orderType === 'market'
          ? intl.formatMessage(m.marketEstimate, { price: priceText(intl, instrument.lastPrice, instrument) })
          : priceText(intl, values.price, instrument),
    },
    {
      id: 'quantity',
      label: intl.formatMessage(common.quantity),
      value: count === null ? values.quantity : intl.formatMessage(common.shares, { count }),
    },
  ];
  if (side === 'buy') {
    items.push({
      id: 'leverage',
      label: intl.formatMessage(common.leverage),
      value: intl.formatMessage(common.leverageValue, { value: leverage }),
    });
  }
  if (figures) {
    items.push({ id: 'fee', label: intl.formatMessage(common.fee), value: money(figures.fee) });
    if (decimalSign(figures.tax) > 0) {
      items.push({ id: 'tax', label: intl.formatMessage(m.tax), value: money(figures.tax) });
    }
    items.push({
      id: 'total',
      label: intl.formatMessage(side === 'buy' ? m.totalBuy : m.totalSell),
      value: money(figures.total),
      emphasis: true,
    });
  }
  return (
    <>
      <KeyValueList items={items} />
      {formError ? <FormError>{formError}</FormError> : null}
    </>
  );
}

function QuantityHint({
  instrument,
  side,
  quantity,
  daytrade = false,
}: {
  instrument: OrderInstrumentView;
  side: OrderSide;
  quantity: string;
  /** One-day margin: shorts need no holding, so the sellable count is not shown. */
  daytrade?: boolean;
}) {
  const intl = useIntl();
  const { lotSize, minQuantity, quantityStep } = instrument;
  const parts: ReactNode[] = [];
  parts.push(
    minQuantity !== quantityStep
      ? intl.formatMessage(m.minRule, { min: minQuantity, step: quantityStep })
      : intl.formatMessage(m.lotRule, { lot: lotSize }),
  );
  const count = shareCount(quantity);
  if (lotSize > 1 && count !== null && count > 0) {
    const lots = lotsOf(quantity, lotSize);
    if (lots !== null) {
      parts.push(intl.formatMessage(m.lotsReading, { lots: intl.formatMessage(common.lots, { count: lots }) }));
    } else if (quantityStep === lotSize && (daytrade || !(side === 'sell' && count === instrument.sellableQuantity))) {
      // Odd lots are refused except when selling the whole remainder (China).
      parts.push(<span className={styles.hintWarning}>{intl.formatMessage(m.notLotMultiple, { lot: lotSize })}</span>);
    }
  }
  if (side === 'sell' && instrument.sellableQuantity !== undefined && !daytrade) {
    parts.push(intl.formatMessage(m.sellable, { count: instrument.sellableQuantity }));
  }
  return (
    <span className={styles.hint}>
      {parts.map((part, index) => (
        <span key={index} className={styles.hintPart}>
          {part}
        </span>
      ))}
    </span>
  );
}

function Ticket(props: OrderTicketScreenProps & { instrument: OrderInstrumentView }) {
  const {
    instrument,
    clock,
    side,
    onSideChange,
    orderType,
    onOrderTypeChange,
    priceField,
    quantityField,
    values,
    leverage,
    preview,
    onSubmit,
    confirmOpen,
    onConfirmOpenChange,
    onConfirm,
    submitting,
    formError,
    depositHref,
    marginHref,
  } = props;
  const intl = useIntl();
  const price = (value: string | null) => priceText(intl, value, instrument);
  const closed = isClosed(clock);
  const outOfBand = orderType === 'limit' && outsideBand(values.price, instrument.limitDown, instrument.limitUp);
  const figures = preview.figures;
  // One-day margin is offered on Japan-market stocks only; its mode replaces the cash leverage and preview.
  const daytrade = instrument.market === 'jpy' ? props.daytrade : undefined;
  const daytradeMode = daytrade?.approved === true && daytrade.mode === 'daytrade';
  const blocked = daytradeMode
    ? closed ||
      outOfBand ||
      daytradeBlocked(
        daytradeTicketFigures(instrument, { orderType, price: values.price, quantity: values.quantity }, daytrade),
        daytrade,
      )
    : closed ||
      outOfBand ||
      preview.status !== 'ready' ||
      !figures ||
      figures.checks.length > 0 ||
      (side === 'buy' && decimalSign(figures.availableAfter) < 0);
  const sideLabel = (value: OrderSide) =>
    intl.formatMessage(daytradeMode ? (value === 'buy' ? dt.long : dt.short) : common[value]);
  const panel = useDaytradePanel(daytrade?.approved === true);
  const leverageValue = side === 'buy' ? leverage.value : '1';
  const band =
    instrument.limitDown !== null && instrument.limitUp !== null
      ? { down: price(instrument.limitDown), up: price(instrument.limitUp) }
      : null;

  const priceHint = (
    <span className={styles.hint}>
      <span className={styles.hintPart}>
        {band ? intl.formatMessage(common.band, band) : intl.formatMessage(m.noBand)}
      </span>
      <span className={styles.hintPart}>{intl.formatMessage(m.tick, { tick: instrument.tickSize })}</span>
    </span>
  );

  return (
    <div className={shared.column}>
      <QuoteLine instrument={instrument} />
      {clock ? <MarketClockLine clock={clock} market={instrument.market} /> : null}
      <PhaseNotice clock={clock} />
      {daytrade && !daytrade.approved ? (
        <a className={shared.inlineLink} href={daytrade.applyHref}>
          {intl.formatMessage(dt.apply)}
        </a>
      ) : null}
      <form
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-label={intl.formatMessage(m.form)}
        aria-busy={submitting || undefined}
      >
        {formError && !confirmOpen ? <FormError>{formError}</FormError> : null}
        {daytrade?.approved ? (
          <SegmentedControl<OrderTicketMode>
            label={intl.formatMessage(dt.mode)}
            value={daytrade.mode}
            onValueChange={daytrade.onModeChange}
            disabled={submitting}
            options={orderTicketModes.map((value) => ({ value, label: intl.formatMessage(dt[value]) }))}
          />
        ) : null}
        <SegmentedControl<OrderSide>
          label={intl.formatMessage(common.side)}
          value={side}
          onValueChange={onSideChange}
          disabled={submitting}
          options={orderSides.map((value) => ({
            value,
            label: sideLabel(value),
            tone: value === 'buy' ? 'up' : 'down',
          }))}
        />
        <SegmentedControl<OrderType>
          label={intl.formatMessage(common.orderType)}
          value={orderType}
          onValueChange={onOrderTypeChange}
          disabled={submitting}
          options={orderTypes.map((value) => ({ value, label: intl.formatMessage(common[value]) }))}
        />
        {orderType === 'limit' ? (
          <NumberField
            label={intl.formatMessage(common.price)}
            step={instrument.tickSize}
            unit={currencySymbol(intl, instrument.currency)}
            defaultValue={values.price}
            hint={priceHint}
            {...priceField}
            disabled={priceField.disabled || submitting}
            invalid={priceField.invalid || outOfBand}
            errorMessage={
              priceField.errorMessage ?? (outOfBand && band ? intl.formatMessage(common.outOfBand, band) : undefined)
            }
          />
        ) : (
          <Notice tone="info">
            <p className={shared.noticeText}>{intl.formatMessage(m.marketNote)}</p>
            {side === 'buy' ? (
              <p className={shared.noticeText}>
                {intl.formatMessage(band ? m.marketBuyHoldLimit : m.marketBuyHoldCollar)}
              </p>
            ) : null}
          </Notice>
        )}
        <NumberField
          label={intl.formatMessage(common.quantity)}
          integer
          min={String(instrument.minQuantity)}
          step={String(instrument.quantityStep)}
          unit={intl.formatMessage(common.sharesUnit)}
          defaultValue={values.quantity}
          hint={<QuantityHint instrument={instrument} side={side} quantity={values.quantity} daytrade={daytradeMode} />}
          {...quantityField}
          disabled={quantityField.disabled || submitting}
        />
        {daytradeMode ? (
          panel ? (
            <panel.DaytradePanel
              instrument={instrument}
              orderType={orderType}
              values={values}
              daytrade={daytrade}
              disabled={submitting}
            />
          ) : (
            <div className={shared.skeletonBlock} aria-busy="true">
              <Skeleton width="90%" />
              <Skeleton width="80%" />
            </div>
          )
        ) : (
          <>
            {side === 'buy' ? (
              <div className={shared.section}>
                <SegmentedControl<string>
                  label={intl.formatMessage(common.leverage)}
                  value={leverage.marginEnabled ? leverage.value : '1'}
                  onValueChange={leverage.onValueChange}
                  disabled={!leverage.marginEnabled || submitting}
                  options={leverage.choices.map((value) => ({
                    value,
                    label: intl.formatMessage(common.leverageValue, { value }),
                  }))}
                />
                {leverage.marginEnabled ? (
                  <p className={shared.muted}>{intl.formatMessage(m.leverageHint)}</p>
                ) : (
                  <Notice tone="info">
                    <p className={shared.noticeText}>{intl.formatMessage(m.marginDisabled)}</p>
                    {marginHref ? (
                      <a className={shared.inlineLink} href={marginHref}>
                        {intl.formatMessage(m.applyMargin)}
                      </a>
                    ) : null}
                  </Notice>
                )}
              </div>
            ) : (
              <p className={shared.muted}>{intl.formatMessage(m.sellNoLeverage)}</p>
            )}
            <Figures
              instrument={instrument}
              side={side}
              leverage={leverageValue}
              preview={preview}
              depositHref={depositHref}
            />
          </>
        )}
        <div className={styles.submitArea}>
          <Button type="submit" fullWidth loading={submitting} disabled={blocked}>
            {daytradeMode
              ? intl.formatMessage(side === 'buy' ? dt.submitLong : dt.submitShort)
              : intl.formatMessage(side === 'buy' ? m.submitBuy : m.submitSell)}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={onConfirmOpenChange}
        title={intl.formatMessage(m.confirmTitle)}
        message={
          daytradeMode
            ? intl.formatMessage(side === 'buy' ? dt.confirmLong : dt.confirmShort)
            : intl.formatMessage(side === 'buy' ? m.confirmBuy : m.confirmSell)
        }
        details={
          daytradeMode ? (
            <>
              {panel ? (
                <panel.DaytradeConfirmItems
                  instrument={instrument}
                  side={side}
                  orderType={orderType}
                  values={values}
                  daytrade={daytrade}
                />
              ) : null}
              {formError ? <FormError>{formError}</FormError> : null}
            </>
          ) : (
            <ConfirmDetails
              instrument={instrument}
              side={side}
              orderType={orderType}
              values={values}
              leverage={leverageValue}
              figures={figures}
              formError={formError}
            />
          )
        }
        confirmLabel={intl.formatMessage(m.place)}
        pending={submitting}
        onConfirm={
          daytradeMode
            ? () =>
                daytrade.onConfirm({
                  side,
                  orderType,
                  price: orderType === 'limit' ? values.price.trim() : null,
                  quantity: values.quantity.trim(),
                  leverage: daytrade.leverage,
                })
            : onConfirm
        }
      />
    </div>
  );
}

function Placed({
  instrument,
  placed,
  positionsHref,
  orderHref,
  quoteHref,
  onNewOrder,
}: {
  instrument: OrderInstrumentView;
  placed: PlacedOrderView;
  positionsHref: string;
  orderHref?: string;
  quoteHref: string;
  onNewOrder?: () => void;
}) {
  const intl = useIntl();
  const price = (value: string | null) => priceText(intl, value, instrument);
  const rejected = placed.status === 'rejected';
  const filled = placed.status === 'filled';
  const items: KeyValueItem[] = [
    {
      id: 'orderNo',
      label: intl.formatMessage(common.orderNo),
      value: orderHref ? (
        <a className={shared.inlineLink} href={orderHref}>
          {placed.orderNo}
        </a>
      ) : (
        placed.orderNo
      ),
    },
    {
      id: 'status',
      label: intl.formatMessage(common.status),
      value: <StatusBadge family="order" status={placed.status} />,
    },
    { id: 'stock', label: intl.formatMessage(common.stock), value: `${instrument.name} ${instrument.code}` },
    {
      id: 'side',
      label: intl.formatMessage(common.side),
      value: placed.daytrade ? (
        intl.formatMessage(placed.side === 'buy' ? dt.long : dt.short)
      ) : (
        <SideText side={placed.side} />
      ),
    },
    {
      id: 'price',
      label: intl.formatMessage(common.price),
      value: placed.orderType === 'market' ? intl.formatMessage(common.market) : price(placed.price),
    },
    {
      id: 'quantity',
      label: intl.formatMessage(common.quantity),
      value: intl.formatMessage(m.filledOfTotal, { filled: placed.filledQuantity, total: placed.quantity }),
    },
  ];
  if (placed.averageFillPrice !== null) {
    items.push({ id: 'average', label: intl.formatMessage(m.averagePrice), value: price(placed.averageFillPrice) });
  }
  if (placed.daytrade) {
    items.push(
      { id: 'leverage', label: intl.formatMessage(common.leverage), value: `${placed.daytrade.leverage}×` },
      {
        id: 'margin',
        label: intl.formatMessage(m.marginRequired),
        value: formatMoney(intl, placed.daytrade.marginHeld, instrument.currency),
      },
    );
  }
  return (
    <div className={shared.column}>
      <Notice
        tone={rejected ? 'critical' : 'positive'}
        role="status"
        title={intl.formatMessage(rejected ? m.rejectedTitle : filled ? m.filledTitle : m.placedTitle)}
      >
        <p className={shared.noticeText}>
          {rejected ? (placed.rejectReason ?? '') : intl.formatMessage(filled ? m.filledText : m.placedText)}
        </p>
      </Notice>
      <div className={shared.card}>
        <KeyValueList items={items} />
      </div>
      <div className={shared.actions}>
        <a className={`${buttonStyle({ variant: 'primary' })} ${shared.actionLink}`} href={positionsHref}>
          {intl.formatMessage(m.viewPositions)}
        </a>
        <a className={`${buttonStyle({ variant: 'secondary' })} ${shared.actionLink}`} href={quoteHref}>
          {intl.formatMessage(m.backToQuote)}
        </a>
      </div>
      {onNewOrder ? (
        <Button variant="ghost" fullWidth onClick={onNewOrder}>
          {intl.formatMessage(m.newOrder)}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The order ticket for one stock: buy or sell, limit or market, a price that snaps to the tick with today's band,
 * a quantity in lots, the leverage multiple, and the live figures of the preview (principal, margin, fee with its
 * rule, stamp duty, total, hold and balance after). Submit opens a confirmation that restates the order; once
 * placed the ticket shows the order number and status.
 */
export function OrderTicketScreen(props: OrderTicketScreenProps) {
  const { shell, status, instrument, errorMessage, onRetry, side, placed } = props;
  const intl = useIntl();
  const daytradeMode =
    instrument?.market === 'jpy' && props.daytrade?.approved === true && props.daytrade.mode === 'daytrade';
  const titleMessage = daytradeMode
    ? side === 'buy'
      ? dt.titleLong
      : dt.titleShort
    : side === 'buy'
      ? m.titleBuy
      : m.titleSell;
  const title =
    shell.header.title ??
    (instrument ? intl.formatMessage(titleMessage, { name: instrument.name }) : intl.formatMessage(m.titleLoading));
  let body: ReactNode;
  if (status === 'error' || (status === 'ready' && !instrument)) {
    body = errorMessage ? <EmptyState title={errorMessage} /> : <ErrorState onRetry={onRetry} />;
  } else if (status === 'loading' || !instrument) {
    body = <TradeSkeleton cards={3} />;
  } else if (placed) {
    body = (
      <Placed
        instrument={instrument}
        placed={placed}
        positionsHref={props.positionsHref}
        orderHref={props.getOrderHref?.(placed.orderNo)}
        quoteHref={props.quoteHref}
        onNewOrder={props.onNewOrder}
      />
    );
  } else {
    body = <Ticket {...props} instrument={instrument} />;
  }
  return (
    <AppShell {...shell} header={{ ...shell.header, title }}>
      {body}
    </AppShell>
  );
}
