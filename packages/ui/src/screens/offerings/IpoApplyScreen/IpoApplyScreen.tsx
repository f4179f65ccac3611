import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { KeyValueList } from '../../../components/KeyValueList/KeyValueList.tsx';
import { NumberField } from '../../../components/NumberField/NumberField.tsx';
import { formatMoney } from '../../../intl/format.ts';
import { compareDecimal, fromScaled, scaleOf, toScaled } from '../../../internal/decimal.ts';
import { formatWith } from '../../mine/shared/format.ts';
import * as mine from '../../mine/shared/mine.css.ts';
import * as funding from '../../funding/shared/funding.css.ts';
import { formatCount, formatDay, formatInstant, formatOfferPrice, ipoHoldAmount } from '../shared/format.ts';
import { offeringsCommonMessages as common } from '../shared/offeringsCommon.messages.ts';
import * as styles from '../shared/offerings.css.ts';
import { IpoStateBadge, LinkButton, Notice, OfferingsFrame, Refusal, StockTitle } from '../shared/parts.tsx';
import type { IpoOfferingView } from '../shared/types.ts';
import { ipoApplyScreenMessages as m } from './IpoApplyScreen.messages.ts';
import type { IpoApplyScreenProps } from './IpoApplyScreen.types.ts';

/** The lots typed, when they are a whole number from 1 to the limit. */
function validLots(text: string, max: number): number | null {
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const lots = Number(text.trim());
  return lots >= 1 && lots <= max ? lots : null;
}

/** a − b, exact. */
function subtract(a: string, b: string): string {
  const scale = Math.max(scaleOf(a), scaleOf(b));
  return fromScaled((toScaled(a, scale) ?? 0n) - (toScaled(b, scale) ?? 0n), scale);
}

function ApplyForm(props: IpoApplyScreenProps & { offering: IpoOfferingView }) {
  const intl = useIntl();
  const { offering, availableCash, lots: lotsText, links } = props;
  const lots = validLots(lotsText, offering.maxLotsPerAccount);
  const hold = lots === null ? null : ipoHoldAmount(offering.offeringPrice, offering.lotSize, lots);
  const money = (amount: string) => formatMoney(intl, amount, offering.currency);
  const short = hold !== null && availableCash !== undefined && compareDecimal(hold, availableCash) === 1;
  const lotsLabel =
    lots === null
      ? ''
      : formatWith(intl, common.lotsAndShares, {
          lots: lots,
          shares: lots * offering.lotSize,
        });
  const figures = [
    {
      id: 'shares',
      label: intl.formatMessage(m.shares),
      value: lots === null ? '—' : lotsLabel,
    },
    {
      id: 'price',
      label: intl.formatMessage(m.price),
      value: formatOfferPrice(intl, offering.offeringPrice, offering.currency),
    },
    { id: 'hold', label: intl.formatMessage(m.hold), value: hold === null ? '—' : money(hold), emphasis: true },
  ];
  const cash =
    availableCash === undefined
      ? []
      : [
          { id: 'cash', label: intl.formatMessage(m.cash), value: money(availableCash) },
          ...(hold !== null && !short
            ? [{ id: 'after', label: intl.formatMessage(m.cashAfter), value: money(subtract(availableCash, hold)) }]
            : []),
        ];
  return (
    <>
      <section className={`${mine.card} ${mine.form}`} aria-labelledby="ipo-apply-form">
        <h2 id="ipo-apply-form" className={mine.cardTitle}>
          {intl.formatMessage(m.formHeading)}
        </h2>
        {props.refusal ? (
          <Refusal
            code={props.refusal}
            next={{
              insufficient_balance: { href: links.depositHref, label: intl.formatMessage(m.deposit) },
              real_name_not_verified: { href: links.verifyHref, label: intl.formatMessage(m.verify) },
              ipo_already_applied: { href: links.recordsHref, label: intl.formatMessage(m.records) },
            }}
          />
        ) : null}
        <NumberField
          label={intl.formatMessage(m.lots)}
          hint={formatWith(intl, m.lotsHint, {
            lot: formatCount(intl, offering.lotSize),
            max: formatCount(intl, offering.maxLotsPerAccount),
          })}
          unit={intl.formatMessage(m.lotsUnit)}
          integer
          min="1"
          max={String(offering.maxLotsPerAccount)}
          step="1"
          value={lotsText}
          onValueChange={props.onLotsChange}
          invalid={lotsText.trim() !== '' && lots === null}
          errorMessage={
            lotsText.trim() !== '' && lots === null
              ? formatWith(intl, m.lotsInvalid, { max: offering.maxLotsPerAccount })
              : undefined
          }
          name="lots"
        />
      </section>
      <section className={mine.card} aria-labelledby="ipo-apply-summary">
        <h2 id="ipo-apply-summary" className={mine.cardTitle}>
          {intl.formatMessage(m.summary)}
        </h2>
        <KeyValueList aria-labelledby="ipo-apply-summary" items={[...figures, ...cash]} />
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
            name: offering.name,
            lots: lotsLabel,
            amount: hold === null ? '' : money(hold),
          })}
          details={<KeyValueList items={[...figures, ...cash]} />}
          confirmLabel={intl.formatMessage(m.confirm)}
          cancelLabel={intl.formatMessage(m.back)}
          pending={props.submitting}
          onConfirm={() => (lots === null ? undefined : props.onSubmit(lots))}
          trigger={
            <Button fullWidth disabled={lots === null || short || hold === null} loading={props.submitting}>
              {intl.formatMessage(m.review)}
            </Button>
          }
        />
      </section>
    </>
  );
}

/**
 * Apply for an IPO (/mine/newShareOrder?stockIndex=…): the lots (1 to the account limit) and the shares they make,
 * the amount held (offer price × shares, exact), available cash before and after, a confirmation, and refusals in
 * the user's language with what to do next; after sending, what is held and when the draw is.
 */
export function IpoApplyScreen(props: IpoApplyScreenProps) {
  const intl = useIntl();
  const { shell, status, onRetry, offering, links, result, timeZone } = props;
  return (
    <OfferingsFrame
      shell={shell}
      status={offering ? status : status === 'error' ? 'error' : 'loading'}
      onRetry={onRetry}
    >
      {offering ? (
        <>
          <section className={mine.card} aria-labelledby="ipo-apply-name">
            <StockTitle name={offering.name} code={offering.code} level={2} id="ipo-apply-name">
              <IpoStateBadge state={offering.state} />
            </StockTitle>
            <p className={mine.muted}>
              {formatWith(intl, m.deadline, {
                time: formatInstant(intl, offering.applicationDeadline, timeZone),
              })}
            </p>
            <a href={links.offeringHref} className={mine.linkRow}>
              {intl.formatMessage(m.details)}
            </a>
          </section>
          {result ? (
            <Notice tone="positive" title={intl.formatMessage(m.doneTitle)} role="status">
              <p className={funding.noticeText}>
                {formatWith(intl, m.doneText, {
                  lots: formatWith(intl, common.lotsAndShares, {
                    lots: result.lots,
                    shares: result.quantity,
                  }),
                  amount: formatMoney(intl, result.heldAmount, result.currency),
                  lottery: formatDay(intl, result.lotteryDate),
                })}
              </p>
              <span className={styles.cardActions}>
                <LinkButton href={links.recordsHref}>{intl.formatMessage(m.records)}</LinkButton>
              </span>
            </Notice>
          ) : !props.identityVerified ? (
            <Notice tone="warning" role="note">
              <p className={funding.noticeText}>{intl.formatMessage(m.verifyNeeded)}</p>
              <span className={styles.cardActions}>
                <LinkButton href={links.verifyHref} variant="primary">
                  {intl.formatMessage(m.verify)}
                </LinkButton>
              </span>
            </Notice>
          ) : offering.state !== 'subscribing' || offering.offeringPrice === null ? (
            <Notice tone="info" role="note">
              <p className={funding.noticeText}>{intl.formatMessage(m.notOpen)}</p>
            </Notice>
          ) : (
            <ApplyForm {...props} offering={offering} />
          )}
        </>
      ) : null}
    </OfferingsFrame>
  );
}
