import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState/ErrorState.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { formatMoney } from '../../../intl/format.ts';
import { FormError } from '../../FormError.tsx';
import { formatCalendarDate, formatDateTime, formatWith } from '../shared/format.ts';
import { LoadMore, MineFrame, MineSkeleton } from '../shared/MineFrame.tsx';
import * as styles from '../shared/mine.css.ts';
import { checkinScreenMessages as m } from './CheckinScreen.messages.ts';
import type { CheckinScreenProps, PointsMovementKind } from './CheckinScreen.types.ts';

const kindLabels: Record<PointsMovementKind, keyof typeof m> = {
  check_in: 'check_in',
  streak_bonus: 'streak_bonus',
  redemption: 'redemption',
  expiry: 'expiryKind',
};

/** Loyalty points: one check-in a day, the disclosed rules, redemption into cash and the points history. */
export function CheckinScreen({
  shell,
  status,
  onRetry,
  checkin,
  onCheckIn,
  checkingIn,
  redeemField,
  redeemValue,
  onRedeem,
  redeeming,
  redeemError,
  history,
}: CheckinScreenProps) {
  const intl = useIntl();
  return (
    <MineFrame shell={shell} status={status === 'ready' && !checkin ? 'loading' : status} onRetry={onRetry}>
      {checkin ? (
        <>
          <section className={styles.card} aria-labelledby="checkin-points">
            <h2 id="checkin-points" className={styles.muted}>
              {intl.formatMessage(m.points)}
            </h2>
            <p className={styles.bigNumber}>{formatWith(intl, m.pointsValue, { points: checkin.points })}</p>
            <p className={styles.muted}>
              {formatCalendarDate(intl, checkin.today)} · {formatWith(intl, m.streak, { days: checkin.streak })}
            </p>
            {checkin.checkedInToday ? (
              <p className={styles.success} role="status">
                <Icon name="check" small />
                <span>{intl.formatMessage(m.checkedIn)}</span>
              </p>
            ) : (
              <Button fullWidth onClick={onCheckIn} loading={checkingIn}>
                {formatWith(intl, m.checkIn, { points: checkin.pointsPerCheckIn })}
              </Button>
            )}
            {checkin.nextExpiry ? (
              <p className={styles.muted}>
                {formatWith(intl, m.expiry, {
                  points: checkin.nextExpiry.points,
                  date: formatCalendarDate(intl, checkin.nextExpiry.date),
                })}
              </p>
            ) : null}
          </section>
          <section className={styles.card} aria-labelledby="checkin-rules">
            <h2 id="checkin-rules" className={styles.cardTitle}>
              {intl.formatMessage(m.rules)}
            </h2>
            <p className={styles.paragraph}>{checkin.rulesSummary}</p>
            <p className={styles.muted}>{intl.formatMessage(m.notInducement)}</p>
          </section>
          <form
            className={`${styles.card} ${styles.form}`}
            onSubmit={onRedeem}
            noValidate
            aria-labelledby="checkin-redeem"
            aria-busy={redeeming || undefined}
          >
            <h2 id="checkin-redeem" className={styles.cardTitle}>
              {intl.formatMessage(m.redeem)}
            </h2>
            {redeemError ? <FormError>{redeemError}</FormError> : null}
            <TextField
              label={intl.formatMessage(m.redeemPoints)}
              inputMode="numeric"
              autoComplete="off"
              hint={formatWith(intl, m.redeemHint, {
                min: checkin.redeemMinPoints,
                step: checkin.redeemStepPoints,
                yen: formatMoney(intl, checkin.yenPerPoint, 'JPY'),
              })}
              {...redeemField}
            />
            {redeemValue ? (
              <p className={styles.paragraph} aria-live="polite">
                {formatWith(intl, m.redeemValue, { amount: formatMoney(intl, redeemValue, 'JPY') })}
              </p>
            ) : null}
            <Button type="submit" variant="secondary" fullWidth loading={redeeming}>
              {intl.formatMessage(m.redeemSubmit)}
            </Button>
          </form>
          <section className={styles.card} aria-labelledby="checkin-history">
            <h2 id="checkin-history" className={styles.cardTitle}>
              {intl.formatMessage(m.history)}
            </h2>
            {history.status === 'loading' ? (
              <MineSkeleton cards={1} />
            ) : history.status === 'error' ? (
              <ErrorState onRetry={history.onRetry} />
            ) : history.items.length === 0 ? (
              <EmptyState title={intl.formatMessage(m.historyEmpty)} />
            ) : (
              <>
                <ul className={styles.list} aria-labelledby="checkin-history">
                  {history.items.map((item) => (
                    <li key={item.id} className={`${styles.listItem} ${styles.linkRow}`}>
                      <span className={styles.linkLabel}>
                        {intl.formatMessage(m[kindLabels[item.kind]])}
                        <br />
                        <span className={styles.mono}>{formatDateTime(intl, item.at)}</span>
                      </span>
                      <span className={styles.linkDetail}>
                        <strong>
                          {item.points > 0 ? '+' : ''}
                          {formatWith(intl, m.pointsValue, { points: item.points })}
                        </strong>
                        <br />
                        {formatWith(intl, m.balanceAfter, { points: item.balanceAfter })}
                      </span>
                    </li>
                  ))}
                </ul>
                <LoadMore hasMore={history.hasMore} loadingMore={history.loadingMore} onLoadMore={history.onLoadMore} />
              </>
            )}
          </section>
        </>
      ) : null}
    </MineFrame>
  );
}
