import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { button as buttonStyle } from '../../../components/Button/Button.css.ts';
import { confirmDialogMessages } from '../../../components/ConfirmDialog/ConfirmDialog.messages.ts';
import { Dialog, DialogClose } from '../../../components/Dialog/Dialog.tsx';
import { KeyValueList, type KeyValueItem } from '../../../components/KeyValueList/KeyValueList.tsx';
import { NumberField } from '../../../components/NumberField/NumberField.tsx';
import { formatPrice, Price } from '../../../components/Price/Price.tsx';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl.tsx';
import { StatusBadge } from '../../../components/StatusBadge/StatusBadge.tsx';
import { formatMoney } from '../../../intl/format.ts';
import { FormError } from '../../FormError.tsx';
import { currencySymbol, formatTradeDate, formatTradeTime, outsideBand } from '../shared/format.ts';
import { Notice, PnlFigure, StockHeadCard, TradeDetailPage, TradeSection } from '../shared/parts.tsx';
import * as shared from '../shared/trade.css.ts';
import { tradeCommonMessages as common } from '../shared/tradeCommon.messages.ts';
import { marketTimeZones, orderTypes, type OrderType } from '../shared/types.ts';
import * as styles from './PositionDetailScreen.css.ts';
import { positionDetailScreenMessages as m } from './PositionDetailScreen.messages.ts';
import type { ClosePositionForm, PositionDetailScreenProps, PositionDetailView } from './PositionDetailScreen.types.ts';

function Section({ title, items }: { title: string; items: readonly KeyValueItem[] }) {
  return (
    <TradeSection title={title}>
      <KeyValueList items={items} />
    </TradeSection>
  );
}

function MarginBanner({ position, depositHref }: { position: PositionDetailView; depositHref?: string }) {
  const intl = useIntl();
  if (position.status === 'closed' || (position.marginStatus !== 'warning' && position.marginStatus !== 'call')) {
    return null;
  }
  const call = position.marginStatus === 'call';
  return (
    <Notice
      tone={call ? 'critical' : 'warning'}
      role={call ? 'alert' : 'status'}
      title={intl.formatMessage(call ? m.callTitle : m.warningTitle)}
    >
      <p className={shared.noticeText}>{intl.formatMessage(call ? m.callText : m.warningText)}</p>
      {depositHref ? (
        <a className={shared.inlineLink} href={depositHref}>
          {intl.formatMessage(m.deposit)}
        </a>
      ) : null}
    </Notice>
  );
}

function CloseDialog({ position, close }: { position: PositionDetailView; close: ClosePositionForm }) {
  const intl = useIntl();
  const formId = useId();
  const price = (value: string | null) => formatPrice(intl.locale, value, position.decimals) ?? '—';
  const band =
    close.limitDown !== null && close.limitUp !== null
      ? { down: price(close.limitDown), up: price(close.limitUp) }
      : null;
  const outOfBand = close.orderType === 'limit' && outsideBand(close.values.price, close.limitDown, close.limitUp);
  return (
    <Dialog
      open={close.open}
      onOpenChange={(open) => {
        // While the order is being sent the dialog stays, so the result (or refusal) is seen.
        if (!open && close.submitting) return;
        close.onOpenChange(open);
      }}
      title={intl.formatMessage(confirmDialogMessages.closePosition)}
      description={intl.formatMessage(m.closeSummary, {
        name: position.name,
        code: position.code,
        count: position.sellableQuantity,
      })}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary" disabled={close.submitting}>
              {intl.formatMessage(confirmDialogMessages.cancel)}
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={close.submitting}>
            {intl.formatMessage(m.closeConfirm)}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.closeForm}
        onSubmit={close.onSubmit}
        noValidate
        aria-busy={close.submitting || undefined}
      >
        {close.formError ? <FormError>{close.formError}</FormError> : null}
        <NumberField
          label={intl.formatMessage(m.closeQuantity)}
          integer
          min={String(Math.min(close.lotSize, position.sellableQuantity) || 1)}
          max={String(position.sellableQuantity)}
          step={String(close.lotSize)}
          unit={intl.formatMessage(common.sharesUnit)}
          defaultValue={close.values.quantity}
          hint={intl.formatMessage(m.closeQuantityHint, { lot: close.lotSize })}
          {...close.quantityField}
          disabled={close.quantityField.disabled || close.submitting}
        />
        <SegmentedControl<OrderType>
          label={intl.formatMessage(common.orderType)}
          value={close.orderType}
          onValueChange={close.onOrderTypeChange}
          disabled={close.submitting}
          options={[...orderTypes].reverse().map((value) => ({ value, label: intl.formatMessage(common[value]) }))}
        />
        {close.orderType === 'limit' ? (
          <NumberField
            label={intl.formatMessage(common.price)}
            step={close.tickSize}
            unit={currencySymbol(intl, position.currency)}
            defaultValue={close.values.price}
            hint={band ? intl.formatMessage(common.band, band) : undefined}
            {...close.priceField}
            disabled={close.priceField.disabled || close.submitting}
            invalid={close.priceField.invalid || outOfBand}
            errorMessage={
              close.priceField.errorMessage ??
              (outOfBand && band ? intl.formatMessage(common.outOfBand, band) : undefined)
            }
          />
        ) : (
          <p className={shared.muted}>{intl.formatMessage(m.marketClose, { price: price(position.currentPrice) })}</p>
        )}
      </form>
    </Dialog>
  );
}

function Detail({
  position,
  close,
  closing,
  quoteHref,
  depositHref,
}: {
  position: PositionDetailView;
  close?: ClosePositionForm;
  closing?: PositionDetailScreenProps['closing'];
  quoteHref?: string;
  depositHref?: string;
}) {
  const intl = useIntl();
  const timeZone = marketTimeZones[position.market];
  const money = (amount: string) => formatMoney(intl, amount, position.currency);
  const price = (value: string) => <Price value={value} decimals={position.decimals} />;
  const closed = position.status === 'closed';
  const leveraged = position.leverage !== '1';
  const shares = (count: number) => intl.formatMessage(common.shares, { count });

  const trade: KeyValueItem[] = [
    { id: 'orderNo', label: intl.formatMessage(common.orderNo), value: position.orderNo },
    { id: 'buyTime', label: intl.formatMessage(m.buyTime), value: formatTradeTime(intl, position.buyTime, timeZone) },
    { id: 'buyPrice', label: intl.formatMessage(m.buyPrice), value: price(position.buyPrice) },
    {
      id: 'quantity',
      label: intl.formatMessage(m.quantity),
      value: closed ? (
        shares(position.quantity)
      ) : (
        <span className={styles.valueWithNote}>
          <span>{shares(position.quantity)}</span>
          <span className={styles.note}>{intl.formatMessage(m.sellable, { count: position.sellableQuantity })}</span>
        </span>
      ),
    },
    { id: 'cost', label: intl.formatMessage(m.cost), value: money(position.cost) },
    { id: 'buyFee', label: intl.formatMessage(m.buyFee), value: money(position.buyFee) },
    {
      id: 'leverage',
      label: intl.formatMessage(common.leverage),
      value: leveraged
        ? intl.formatMessage(common.leverageValue, { value: position.leverage })
        : intl.formatMessage(m.cash),
    },
  ];

  const valuation: KeyValueItem[] = [
    { id: 'price', label: intl.formatMessage(m.currentPrice), value: price(position.currentPrice) },
    { id: 'value', label: intl.formatMessage(m.marketValue), value: money(position.marketValue) },
    {
      id: 'pnl',
      label: intl.formatMessage(m.unrealizedPnl),
      value: (
        <PnlFigure amount={position.unrealizedPnl} rate={position.unrealizedPnlRate} currency={position.currency} />
      ),
    },
  ];

  const stateMessages = { ok: m.marginOk, warning: m.marginWarning, call: m.marginCall } as const;
  const margin: KeyValueItem[] = [
    { id: 'original', label: intl.formatMessage(m.originalMargin), value: money(position.originalMargin) },
    { id: 'borrowed', label: intl.formatMessage(m.borrowed), value: money(position.borrowed) },
    { id: 'equity', label: intl.formatMessage(m.equity), value: money(position.equity) },
    { id: 'maintenance', label: intl.formatMessage(m.maintenanceMargin), value: money(position.maintenanceMargin) },
  ];
  if (position.marginStatus !== 'notApplicable' && !closed) {
    const state = position.marginStatus;
    margin.push({
      id: 'state',
      label: intl.formatMessage(m.marginState),
      value: (
        <span className={`${styles.marginState} ${styles.marginStateTone[state]}`} data-margin-status={state}>
          {state === 'ok' ? '✓ ' : '⚠ '}
          {intl.formatMessage(stateMessages[state])}
        </span>
      ),
    });
  }

  const sale: KeyValueItem[] = closed
    ? [
        { id: 'sellPrice', label: intl.formatMessage(m.sellPrice), value: price(position.sellPrice ?? '') },
        {
          id: 'sellTime',
          label: intl.formatMessage(m.sellTime),
          value: position.sellTime ? formatTradeTime(intl, position.sellTime, timeZone) : '—',
        },
        {
          id: 'realized',
          label: intl.formatMessage(m.realizedPnl),
          value: (
            <PnlFigure
              amount={position.realizedPnl ?? '0'}
              rate={position.realizedPnlRate}
              currency={position.currency}
            />
          ),
          emphasis: true,
        },
      ]
    : [];

  const conditions: KeyValueItem[] = [
    {
      id: 'lockup',
      label: intl.formatMessage(m.lockup),
      value:
        position.lockupDays > 0 && position.lockupUntil
          ? intl.formatMessage(m.lockupDays, {
              days: position.lockupDays,
              date: formatTradeDate(intl, position.lockupUntil),
            })
          : intl.formatMessage(m.noLockup),
    },
    {
      id: 'sellableFrom',
      label: intl.formatMessage(m.sellableFrom),
      value: formatTradeDate(intl, position.sellableFrom),
    },
  ];

  const headline: ReactNode = closed ? (
    <div className={styles.headlineFigure}>
      <dt className={styles.headlineTerm}>{intl.formatMessage(m.realizedPnl)}</dt>
      <dd className={styles.headlineValue}>
        <PnlFigure amount={position.realizedPnl ?? '0'} rate={position.realizedPnlRate} currency={position.currency} />
      </dd>
    </div>
  ) : (
    <>
      <div className={styles.headlineFigure}>
        <dt className={styles.headlineTerm}>{intl.formatMessage(m.currentPrice)}</dt>
        <dd className={styles.headlineValue}>{price(position.currentPrice)}</dd>
      </div>
      <div className={styles.headlineFigure}>
        <dt className={styles.headlineTerm}>{intl.formatMessage(m.unrealizedPnl)}</dt>
        <dd className={styles.headlinePnl}>
          <PnlFigure amount={position.unrealizedPnl} rate={position.unrealizedPnlRate} currency={position.currency} />
        </dd>
      </div>
    </>
  );

  const canClose = close && !closed && position.sellableQuantity > 0;
  return (
    <div className={shared.column}>
      {closing ? (
        <Notice tone="positive" role="status" title={intl.formatMessage(m.closingTitle, { orderNo: closing.orderNo })}>
          <p className={shared.noticeText}>
            {intl.formatMessage(closing.status === 'filled' ? m.closedText : m.closingText)}
          </p>
        </Notice>
      ) : null}
      <StockHeadCard
        name={position.name}
        code={position.code}
        badge={<StatusBadge family="position" status={position.status} />}
      >
        <dl className={styles.headline}>{headline}</dl>
      </StockHeadCard>
      <MarginBanner position={position} depositHref={depositHref} />
      {closed ? <Section title={intl.formatMessage(m.sale)} items={sale} /> : null}
      {closed ? null : <Section title={intl.formatMessage(m.valuation)} items={valuation} />}
      {leveraged && !closed ? <Section title={intl.formatMessage(m.margin)} items={margin} /> : null}
      <Section title={intl.formatMessage(m.trade)} items={trade} />
      {leveraged && closed ? <Section title={intl.formatMessage(m.margin)} items={margin} /> : null}
      {closed ? null : <Section title={intl.formatMessage(m.conditions)} items={conditions} />}
      {close && !closed ? (
        <div className={shared.section}>
          <Button fullWidth disabled={!canClose} aria-haspopup="dialog" onClick={() => close.onOpenChange(true)}>
            {intl.formatMessage(m.close)}
          </Button>
          {canClose ? null : <p className={shared.muted}>{intl.formatMessage(m.cannotClose)}</p>}
        </div>
      ) : null}
      {quoteHref ? (
        <a className={buttonStyle({ variant: 'secondary', fullWidth: true })} href={quoteHref}>
          {intl.formatMessage(m.backToQuote)}
        </a>
      ) : null}
      {close && canClose ? <CloseDialog position={position} close={close} /> : null}
    </div>
  );
}

/**
 * One position (/position/info): every figure of the contract's PositionDetail — order number, buy time and
 * price, quantity and what can be sold, cost, live price and value, leverage, margin, borrowed, equity,
 * maintenance margin (with a banner before a margin call), profit or loss, fee, lock-up — and closing it after the
 * seed's question, with the quantity and a market or limit price.
 */
export function PositionDetailScreen({
  shell,
  status,
  position,
  onRetry,
  close,
  closing,
  positionsHref,
  quoteHref,
  depositHref,
}: PositionDetailScreenProps) {
  const intl = useIntl();
  return (
    <TradeDetailPage
      shell={shell}
      title={shell.header.title ?? intl.formatMessage(m.title)}
      status={status}
      record={position}
      onRetry={onRetry}
      notFoundTitle={intl.formatMessage(common.notFound)}
      positionsHref={positionsHref}
      skeletonCards={4}
    >
      {(ready) => (
        <Detail position={ready} close={close} closing={closing} quoteHref={quoteHref} depositHref={depositHref} />
      )}
    </TradeDetailPage>
  );
}
