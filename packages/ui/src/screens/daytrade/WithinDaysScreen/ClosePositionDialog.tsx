import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { Change } from '../../../components/Change/Change.tsx';
import { Dialog, DialogClose } from '../../../components/Dialog/Dialog.tsx';
import { KeyValueList } from '../../../components/KeyValueList/KeyValueList.tsx';
import { NumberField } from '../../../components/NumberField/NumberField.tsx';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl.tsx';
import { formatMoney } from '../../../intl/format.ts';
import { scaleOf } from '../../../internal/decimal.ts';
import { visuallyHidden } from '../../../internal/visuallyHidden.css.ts';
import { formatWith } from '../../mine/shared/format.ts';
import * as mine from '../../mine/shared/mine.css.ts';
import { currencySymbol } from '../../trade/shared/format.ts';
import { Refusal } from '../../shared/parts.tsx';
import { daytradeCommonMessages as common } from '../shared/daytradeCommon.messages.ts';
import {
  daytradeFee,
  daytradeLot,
  daytradeNotional,
  daytradeProfit,
  daytradeQuantityProblem,
} from '../shared/margin.ts';
import { leverageText, positionSideLabel, priceText, sharesText } from '../shared/parts.tsx';
import * as styles from '../shared/daytrade.css.ts';
import { daytradeOrderTypes, type DaytradeOrderType, type DaytradePositionView } from '../shared/types.ts';
import { withinDaysScreenMessages as m } from './WithinDaysScreen.messages.ts';
import type { DaytradeCloseRequest } from './WithinDaysScreen.types.ts';

const validPrice = /^\d+(\.\d{1,4})?$/;

/**
 * The estimate of a close: the profit (signed, before fees) and the commission at the limit price, or at the last
 * price for a market order; null while the quantity or price cannot be priced.
 */
export function closeEstimate(
  position: Pick<DaytradePositionView, 'side' | 'avgPrice' | 'lastPrice' | 'currency'>,
  request: { orderType: DaytradeOrderType; price: string; quantity: string },
  commissionPercent: string,
): { price: string; profit: string; fee: string } | null {
  const price = request.orderType === 'market' ? position.lastPrice : request.price.trim();
  if (!validPrice.test(price) || daytradeQuantityProblem(request.quantity) !== null) return null;
  const profit = daytradeProfit(position.side, position.avgPrice, price, request.quantity);
  const notional = daytradeNotional(price, request.quantity);
  const fee = notional === null ? null : daytradeFee(notional, commissionPercent, position.currency);
  return profit === null || fee === null ? null : { price, profit, fee };
}

/**
 * The seed's close confirmation for one position: what will be closed (stock, side, open shares, average and last
 * price, leverage), market or limit, the shares to close (all by default, in steps of 100), and the estimated
 * profit and fee. Confirm calls back with the request; the dialog stays open with the refusal when it fails.
 */
export function ClosePositionDialog({
  position,
  commissionPercent,
  onClosePosition,
  refusal,
  disabled,
}: {
  position: DaytradePositionView;
  commissionPercent: string;
  onClosePosition: (request: DaytradeCloseRequest) => void | Promise<unknown>;
  refusal?: string;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [orderType, setOrderType] = useState<DaytradeOrderType>('market');
  const [price, setPrice] = useState(position.lastPrice);
  const [quantity, setQuantity] = useState(String(position.quantity));
  const [running, setRunning] = useState(false);
  const [tried, setTried] = useState(false);
  const money = (amount: string) => formatMoney(intl, amount, position.currency);
  const priceOf = (value: string) => priceText(intl, value, position.currency);

  const quantityProblem = daytradeQuantityProblem(quantity, position.quantity);
  const quantityError =
    quantityProblem === 'lot' || (quantityProblem === 'empty' && tried)
      ? intl.formatMessage(m.quantityLot)
      : quantityProblem === 'max'
        ? formatWith(intl, m.quantityMax, { max: sharesText(intl, position.quantity) })
        : undefined;
  const priceMissing = orderType === 'limit' && !validPrice.test(price.trim());
  const estimate = closeEstimate(position, { orderType, price, quantity }, commissionPercent);

  const onOpenChange = (next: boolean) => {
    if (!next && running) return;
    if (next) {
      // Each opening starts from the whole position at market, as the seed's confirmation does.
      setOrderType('market');
      setPrice(position.lastPrice);
      setQuantity(String(position.quantity));
      setTried(false);
    }
    setOpen(next);
  };

  const confirm = async () => {
    setTried(true);
    if (quantityProblem !== null || priceMissing) return;
    const result = onClosePosition({
      positionId: position.id,
      orderType,
      price: orderType === 'limit' ? price.trim() : null,
      quantity: Number(quantity.trim()),
    });
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      setRunning(true);
      try {
        await result;
        setOpen(false);
      } catch {
        // Stays open: the app passes the refusal.
      } finally {
        setRunning(false);
      }
    } else {
      setOpen(false);
    }
  };

  const side = positionSideLabel(intl, position.side);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(m.closeDialogTitle)}
      description={formatWith(intl, m.closeDialogText, { name: position.name, side })}
      trigger={
        <Button size="sm" disabled={disabled}>
          <span aria-hidden="true">{intl.formatMessage(m.close)}</span>
          <span className={visuallyHidden}>{formatWith(intl, m.closeOf, { name: position.name })}</span>
        </Button>
      }
      footer={
        <>
          <DialogClose>
            <Button variant="secondary" disabled={running}>
              {intl.formatMessage(m.keep)}
            </Button>
          </DialogClose>
          <Button loading={running} onClick={() => void confirm()}>
            {intl.formatMessage(m.confirmClose)}
          </Button>
        </>
      }
    >
      <div className={styles.stack} aria-busy={running || undefined}>
        {refusal ? <Refusal code={refusal} /> : null}
        <KeyValueList
          items={[
            { id: 'stock', label: intl.formatMessage(m.stock), value: `${position.name} ${position.code}` },
            { id: 'side', label: intl.formatMessage(m.action), value: side },
            {
              id: 'open',
              label: intl.formatMessage(m.openShares),
              value: sharesText(intl, position.quantity),
            },
            { id: 'avg', label: intl.formatMessage(common.avgPrice), value: priceOf(position.avgPrice) },
            { id: 'last', label: intl.formatMessage(common.lastPrice), value: priceOf(position.lastPrice) },
            {
              id: 'leverage',
              label: intl.formatMessage(common.leverage),
              value: leverageText(intl, position.leverage),
            },
          ]}
        />
        <SegmentedControl<DaytradeOrderType>
          label={intl.formatMessage(common.orderType)}
          value={orderType}
          onValueChange={setOrderType}
          disabled={running}
          options={daytradeOrderTypes.map((value) => ({
            value,
            label: intl.formatMessage(value === 'market' ? common.market : common.limit),
          }))}
        />
        {orderType === 'limit' ? (
          <NumberField
            label={intl.formatMessage(common.price)}
            unit={currencySymbol(intl, position.currency)}
            step={scaleOf(position.lastPrice) > 0 ? '0.1' : '1'}
            value={price}
            onValueChange={setPrice}
            invalid={priceMissing && tried}
            errorMessage={priceMissing && tried ? intl.formatMessage(m.priceRequired) : undefined}
            disabled={running}
            name="price"
          />
        ) : null}
        <NumberField
          label={intl.formatMessage(m.closeQuantity)}
          hint={formatWith(intl, m.quantityHint, { max: sharesText(intl, position.quantity) })}
          unit={intl.formatMessage(common.sharesUnit)}
          integer
          min={String(daytradeLot)}
          max={String(position.quantity)}
          step={String(daytradeLot)}
          value={quantity}
          onValueChange={setQuantity}
          invalid={quantityError !== undefined}
          errorMessage={quantityError}
          disabled={running}
          name="quantity"
        />
        {estimate ? (
          <>
            <KeyValueList
              items={[
                {
                  id: 'profit',
                  label: intl.formatMessage(m.estimatedProfit),
                  value: <Change amount={estimate.profit} currency={position.currency} />,
                  emphasis: true,
                },
                { id: 'fee', label: intl.formatMessage(m.estimatedFee), value: money(estimate.fee) },
              ]}
            />
            <p className={mine.muted}>{formatWith(intl, m.estimateAt, { price: priceOf(estimate.price) })}</p>
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
