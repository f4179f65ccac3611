import { useId, useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { ErrorState } from '../../../components/ErrorState/ErrorState.tsx';
import { KeyValueList, type KeyValueItem } from '../../../components/KeyValueList/KeyValueList.tsx';
import { NumberField } from '../../../components/NumberField/NumberField.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { decimalSign } from '../../../intl/format.ts';
import { visuallyHidden } from '../../../internal/visuallyHidden.css.ts';
import * as funding from '../../funding/shared/funding.css.ts';
import { formatWith } from '../../mine/shared/format.ts';
import * as mine from '../../mine/shared/mine.css.ts';
import { formatInstant, formatPercent } from '../../offerings/shared/format.ts';
import { FactGrid, Notice, Refusal } from '../../shared/parts.tsx';
import { exchangeCommonMessages as common } from '../shared/exchangeCommon.messages.ts';
import * as styles from '../shared/exchange.css.ts';
import {
  currencyName,
  currencySign,
  exchangeAmountProblem,
  formatAmount,
  formatRate,
  minorUnits,
  sameAmount,
  secondsLeft,
} from '../shared/format.ts';
import { ExchangeFrame, ListBody } from '../shared/parts.tsx';
import {
  exchangeCurrencies,
  type CurrencyBalanceView,
  type ExchangeCurrency,
  type ExchangeQuoteView,
  type ExchangeRecordView,
} from '../shared/types.ts';
import { exchangeScreenMessages as m } from './ExchangeScreen.messages.ts';
import type { ExchangeScreenProps } from './ExchangeScreen.types.ts';

function currencyLabel(intl: IntlShape, currency: string): string {
  return formatWith(intl, m.currencyLabel, { code: currency, name: currencyName(intl, currency) });
}

function rateLine(intl: IntlShape, from: string, to: string, rate: string): string {
  return formatWith(intl, m.rateLine, { from, to, rate: formatRate(intl, rate) });
}

function precisionText(intl: IntlShape, currency: string): string {
  return intl.formatMessage(minorUnits(currency) === 0 ? m.wholeUnits : m.twoDecimals);
}

/** Every currency's balance: available, and what is held when anything is. */
function Balances({ balances }: { balances: readonly CurrencyBalanceView[] }) {
  const intl = useIntl();
  return (
    <section className={mine.card} aria-labelledby="exchange-balances">
      <h2 id="exchange-balances" className={mine.cardTitle}>
        {intl.formatMessage(m.balancesHeading)}
      </h2>
      <KeyValueList
        aria-labelledby="exchange-balances"
        items={balances.map((balance) => ({
          id: balance.currency,
          label: (
            <span>
              <span className={styles.code}>{balance.currency}</span>
              <span className={styles.name}>{currencyName(intl, balance.currency)}</span>
            </span>
          ),
          value: (
            <span className={styles.balanceValue} data-currency={balance.currency}>
              <span>{formatAmount(intl, balance.available, balance.currency)}</span>
              {decimalSign(balance.frozen) > 0 ? (
                <span className={styles.frozen}>
                  {formatWith(intl, m.frozen, { amount: formatAmount(intl, balance.frozen, balance.currency) })}
                </span>
              ) : null}
            </span>
          ),
        }))}
      />
    </section>
  );
}

/** What a quote costs and gives: mid, spread, customer rate, fee, what the spread costs, the amount received. */
function quoteItems(intl: IntlShape, quote: ExchangeQuoteView, withPay: boolean): KeyValueItem[] {
  return [
    ...(withPay
      ? [{ id: 'pay', label: intl.formatMessage(m.pay), value: formatAmount(intl, quote.amount, quote.from) }]
      : []),
    { id: 'mid', label: intl.formatMessage(m.mid), value: rateLine(intl, quote.from, quote.to, quote.mid) },
    { id: 'spread', label: intl.formatMessage(m.spread), value: formatPercent(intl, quote.spread) },
    { id: 'rate', label: intl.formatMessage(m.rate), value: rateLine(intl, quote.from, quote.to, quote.rate) },
    { id: 'fee', label: intl.formatMessage(m.fee), value: formatAmount(intl, quote.fee, quote.from) },
    {
      id: 'spreadCost',
      label: intl.formatMessage(m.spreadCost),
      value: formatAmount(intl, quote.spreadCost, quote.to),
    },
    {
      id: 'receive',
      label: intl.formatMessage(m.receive),
      value: formatAmount(intl, quote.amountReceived, quote.to),
      emphasis: true,
    },
  ];
}

function roundingNote(intl: IntlShape, to: string): string {
  return formatWith(intl, m.rounding, {
    currency: to,
    unit: intl.formatMessage(minorUnits(to) === 0 ? m.minorWhole : m.minorCents),
  });
}

/**
 * The seconds left on a quote over a shrinking bar (nothing visible once expired: the expiry notice says it), and a
 * spoken note only at ten seconds and at expiry.
 */
function Countdown({ quote, left }: { quote: ExchangeQuoteView; left: number }) {
  const intl = useIntl();
  const total = Math.max(1, Math.round((Date.parse(quote.expiresAt) - Date.parse(quote.asOf)) / 1000));
  const share = Math.min(100, (left / total) * 100);
  // The visible seconds are not a live region (a screen reader would hear every tick); this one changes twice.
  const spoken = left === 0 ? intl.formatMessage(m.expired) : left <= 10 ? intl.formatMessage(m.expiringSoon) : '';
  return (
    <div className={styles.countdown} data-testid="exchange-countdown">
      {left > 0 ? (
        <>
          <span>{formatWith(intl, m.expiresIn, { seconds: left })}</span>
          <span className={styles.track} aria-hidden="true">
            <span
              className={left <= 10 ? `${styles.bar} ${styles.barLow}` : styles.bar}
              style={{ width: `${share}%` }}
            />
          </span>
        </>
      ) : null}
      <span className={visuallyHidden} role="status">
        {spoken}
      </span>
    </div>
  );
}

function QuotePanel(props: ExchangeScreenProps & { current: ExchangeQuoteView | undefined }) {
  const intl = useIntl();
  const { quote, current, now, links } = props;
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const next = { insufficient_balance: { href: links.depositHref, label: intl.formatMessage(m.deposit) } };
  let body;
  if (quote.status === 'loading') {
    body = (
      <div aria-busy="true">
        <span className={visuallyHidden} role="status">
          {intl.formatMessage(common.loading)}
        </span>
        <Skeleton width="90%" />
        <Skeleton width="70%" />
        <Skeleton width="80%" />
      </div>
    );
  } else if (quote.refusal) {
    body = <Refusal code={quote.refusal} next={next} />;
  } else if (quote.status === 'error') {
    body = <ErrorState onRetry={quote.onRequest} />;
  } else if (quote.status === 'ready' && quote.value && !current) {
    body = <p className={mine.muted}>{intl.formatMessage(m.quoteStale)}</p>;
  } else if (current) {
    const left = secondsLeft(current.expiresAt, now);
    const expired = left === 0;
    body = (
      <>
        <KeyValueList aria-labelledby={headingId} items={quoteItems(intl, current, true)} />
        <p className={mine.muted}>{roundingNote(intl, current.to)}</p>
        <Countdown quote={current} left={left} />
        {props.convertRefusal && !confirming ? <Refusal code={props.convertRefusal} next={next} /> : null}
        {expired ? (
          <Notice tone="warning" icon="clock" title={intl.formatMessage(m.expired)}>
            <p className={funding.noticeText}>{intl.formatMessage(m.expiredText)}</p>
            <span className={styles.actions}>
              <Button variant="primary" size="sm" onClick={quote.onRequest}>
                {intl.formatMessage(m.newQuote)}
              </Button>
            </span>
          </Notice>
        ) : (
          <Button fullWidth loading={props.converting} onClick={() => setConfirming(true)}>
            {intl.formatMessage(m.convert)}
          </Button>
        )}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={intl.formatMessage(m.confirmTitle)}
          message={
            expired
              ? intl.formatMessage(m.confirmExpired)
              : formatWith(intl, m.confirmText, {
                  pay: formatAmount(intl, current.amount, current.from),
                  receive: formatAmount(intl, current.amountReceived, current.to),
                })
          }
          details={
            <>
              {props.convertRefusal ? <Refusal code={props.convertRefusal} next={next} /> : null}
              <KeyValueList items={quoteItems(intl, current, true)} />
              <p className={mine.muted}>{roundingNote(intl, current.to)}</p>
              <Countdown quote={current} left={left} />
            </>
          }
          confirmLabel={intl.formatMessage(expired ? m.newQuote : m.confirm)}
          cancelLabel={intl.formatMessage(m.back)}
          pending={props.converting}
          onConfirm={() => (expired ? quote.onRequest() : props.onConvert(current.quoteId))}
        />
      </>
    );
  } else {
    body = <p className={mine.muted}>{intl.formatMessage(m.quoteIdle)}</p>;
  }
  return (
    <section className={styles.stack} aria-labelledby={headingId}>
      <h3 id={headingId} className={mine.cardTitle}>
        {intl.formatMessage(m.quoteHeading)}
      </h3>
      {body}
    </section>
  );
}

function ExchangeForm(props: ExchangeScreenProps & { balances: readonly CurrencyBalanceView[] }) {
  const intl = useIntl();
  const { form, quote, balances, indicativeRate, timeZone, links } = props;
  const [attempted, setAttempted] = useState(false);
  const available = balances.find((balance) => balance.currency === form.from)?.available;
  const same = form.from === form.to;
  const problem = exchangeAmountProblem(form.amount, { currency: form.from, available });
  const shown = problem === 'empty' && !attempted ? null : problem;
  const money = (amount: string) => formatAmount(intl, amount, form.from);
  const amountError =
    shown === 'empty' || shown === 'format'
      ? intl.formatMessage(m.amountFormat)
      : shown === 'precision'
        ? formatWith(intl, m.amountPrecision, { currency: form.from, precision: precisionText(intl, form.from) })
        : shown === 'balance'
          ? formatWith(intl, m.amountBalance, { available: money(available ?? '0') })
          : undefined;
  const value = quote.value;
  const current =
    quote.status === 'ready' &&
    value &&
    !same &&
    problem === null &&
    value.from === form.from &&
    value.to === form.to &&
    sameAmount(value.amount, form.amount)
      ? value
      : undefined;
  const options = exchangeCurrencies.map((currency) => ({ value: currency, label: currencyLabel(intl, currency) }));

  const request = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (problem === null && !same && quote.status !== 'loading') quote.onRequest();
  };

  return (
    <section className={mine.card} aria-labelledby="exchange-form">
      <h2 id="exchange-form" className={mine.cardTitle}>
        {intl.formatMessage(m.formHeading)}
      </h2>
      <form className={styles.stack} onSubmit={request} noValidate>
        <div className={styles.pair}>
          <Select
            label={intl.formatMessage(m.from)}
            options={options}
            value={form.from}
            onValueChange={(currency) => form.onFromChange(currency as ExchangeCurrency)}
            name="from"
          />
          <div className={styles.actions}>
            <Button variant="secondary" size="sm" onClick={form.onSwap}>
              <span aria-hidden="true">⇅ {intl.formatMessage(m.swap)}</span>
              <span className={visuallyHidden}>{intl.formatMessage(m.swapLabel)}</span>
            </Button>
          </div>
          <Select
            label={intl.formatMessage(m.to)}
            options={options}
            value={form.to}
            onValueChange={(currency) => form.onToChange(currency as ExchangeCurrency)}
            name="to"
            invalid={same}
            errorMessage={same ? intl.formatMessage(m.sameCurrency) : undefined}
          />
        </div>
        <NumberField
          label={intl.formatMessage(m.amount)}
          hint={formatWith(intl, m.amountHint, {
            available: money(available ?? '0'),
            precision: precisionText(intl, form.from),
          })}
          unit={currencySign(intl, form.from)}
          integer={minorUnits(form.from) === 0}
          min="0"
          step={minorUnits(form.from) === 0 ? '10000' : '100'}
          value={form.amount}
          onValueChange={form.onAmountChange}
          invalid={amountError !== undefined}
          errorMessage={amountError}
          name="amount"
        />
        <div className={styles.actions}>
          {shown === 'balance' && form.from === 'JPY' ? (
            <a href={links.depositHref} className={mine.linkRow}>
              {intl.formatMessage(m.deposit)}
            </a>
          ) : null}
          {available && decimalSign(available) > 0 ? (
            <Button variant="secondary" size="sm" onClick={() => form.onAmountChange(available)}>
              {intl.formatMessage(m.all)}
            </Button>
          ) : null}
        </div>
        {indicativeRate && indicativeRate.from === form.from && indicativeRate.to === form.to && !current ? (
          <p className={mine.muted}>
            {formatWith(intl, m.indicative, {
              rate: rateLine(intl, indicativeRate.from, indicativeRate.to, indicativeRate.rate),
              time: formatInstant(intl, indicativeRate.asOf, timeZone),
            })}
          </p>
        ) : null}
        {current ? null : (
          <Button
            type="submit"
            variant={quote.status === 'ready' ? 'secondary' : 'primary'}
            fullWidth
            loading={quote.status === 'loading'}
          >
            {intl.formatMessage(m.getQuote)}
          </Button>
        )}
      </form>
      <QuotePanel {...props} current={current} />
    </section>
  );
}

function HistoryRow({ record, timeZone }: { record: ExchangeRecordView; timeZone?: string }) {
  const intl = useIntl();
  const titleId = useId();
  const pair = formatWith(intl, m.pair, { from: record.from, to: record.to });
  return (
    <li className={funding.record} aria-labelledby={titleId} data-exchange={record.id}>
      <div className={styles.titleLine}>
        <h3 id={titleId} className={styles.title}>
          {pair}
        </h3>
        <span className={mine.muted}>
          {formatWith(intl, m.convertedAt, { time: formatInstant(intl, record.convertedAt, timeZone) })}
        </span>
      </div>
      <FactGrid
        label={formatWith(intl, m.figures, { pair })}
        items={[
          { id: 'pay', label: intl.formatMessage(m.pay), value: formatAmount(intl, record.amount, record.from) },
          {
            id: 'receive',
            label: intl.formatMessage(m.receive),
            value: formatAmount(intl, record.amountReceived, record.to),
          },
          {
            id: 'rate',
            label: intl.formatMessage(m.rate),
            value: rateLine(intl, record.from, record.to, record.rate),
            wide: true,
          },
          { id: 'spread', label: intl.formatMessage(m.spread), value: formatPercent(intl, record.spread) },
          { id: 'fee', label: intl.formatMessage(m.fee), value: formatAmount(intl, record.fee, record.from) },
        ]}
      />
      <p className={funding.meta}>
        <span>{formatWith(intl, m.number, { id: record.id })}</span>
      </p>
    </li>
  );
}

/**
 * Currency exchange (/mine/exchange): the balance in each of the nine currencies (each in its own minor units); the
 * from / to / amount form; a quote that shows, before converting, the mid rate, the spread, the customer rate, the
 * fee, what the spread costs and the amount received (rounding down stated), with a countdown to its expiry (from the
 * `now` prop) and, once expired, a new quote instead of converting; convert after a confirmation; and the history of
 * conversions, paged.
 */
export function ExchangeScreen(props: ExchangeScreenProps) {
  const intl = useIntl();
  const { shell, status, onRetry, balances, converted, history, timeZone } = props;
  return (
    <ExchangeFrame
      shell={shell}
      status={balances ? status : status === 'error' ? 'error' : 'loading'}
      onRetry={onRetry}
    >
      {balances ? (
        <>
          <p className={mine.paragraph}>{intl.formatMessage(m.intro)}</p>
          {converted ? (
            <Notice tone="positive" title={intl.formatMessage(m.convertedTitle)} role="status">
              <p className={funding.noticeText}>
                {formatWith(intl, m.convertedText, {
                  pay: formatAmount(intl, converted.amount, converted.from),
                  receive: formatAmount(intl, converted.amountReceived, converted.to),
                  rate: rateLine(intl, converted.from, converted.to, converted.rate),
                })}
              </p>
            </Notice>
          ) : null}
          <Balances balances={balances} />
          <ExchangeForm {...props} balances={balances} />
          <section className={mine.card} aria-labelledby="exchange-history">
            <h2 id="exchange-history" className={mine.cardTitle}>
              {intl.formatMessage(m.historyHeading)}
            </h2>
            <ListBody
              list={history}
              labelledBy="exchange-history"
              empty={{ title: intl.formatMessage(m.historyEmpty), description: intl.formatMessage(m.historyEmptyText) }}
            >
              {(record) => <HistoryRow key={record.id} record={record} timeZone={timeZone} />}
            </ListBody>
          </section>
        </>
      ) : null}
    </ExchangeFrame>
  );
}
