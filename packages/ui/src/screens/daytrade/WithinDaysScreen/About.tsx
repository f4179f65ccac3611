import { useIntl, type MessageDescriptor } from 'react-intl';
import { formatMoney } from '../../../intl/format.ts';
import * as funding from '../../funding/shared/funding.css.ts';
import { formatWith } from '../../mine/shared/format.ts';
import * as mine from '../../mine/shared/mine.css.ts';
import { formatPercent } from '../../offerings/shared/format.ts';
import { FactGrid, Notice } from '../../shared/parts.tsx';
import { isPositive } from '../shared/margin.ts';
import { leverageText } from '../shared/parts.tsx';
import * as styles from '../shared/daytrade.css.ts';
import type { DaytradeAccountView } from '../shared/types.ts';
import { withinDaysScreenMessages as m } from './WithinDaysScreen.messages.ts';

/** The highest leverage the broker allows (the options are whole multiples). */
export function maxLeverage(account: Pick<DaytradeAccountView, 'leverageOptions'>): number {
  return account.leverageOptions.reduce((max, value) => (value > max ? value : max), 1);
}

/**
 * What one-day margin is, in plain words, its costs and limits (commission, interest for one day, the highest
 * leverage, the minimum fund, the auto-close), the server's rules, and the risk that losses can exceed the fund.
 */
export function About({ account }: { account: DaytradeAccountView }) {
  const intl = useIntl();
  const percentOrFree = (percent: string, message: MessageDescriptor) =>
    isPositive(percent)
      ? formatWith(intl, message, { percent: formatPercent(intl, percent) })
      : intl.formatMessage(m.free);
  return (
    <section className={mine.card} aria-labelledby="within-days-about">
      <h2 id="within-days-about" className={mine.cardTitle}>
        {intl.formatMessage(m.aboutHeading)}
      </h2>
      <p className={mine.paragraph}>
        {formatWith(intl, m.aboutText, { max: leverageText(intl, maxLeverage(account)) })}
      </p>
      <FactGrid
        label={intl.formatMessage(m.costs)}
        items={[
          {
            id: 'commission',
            label: intl.formatMessage(m.commission),
            value: percentOrFree(account.commissionPercent, m.commissionValue),
          },
          {
            id: 'interest',
            label: intl.formatMessage(m.interest),
            value: percentOrFree(account.interestPercentPerYear, m.interestValue),
          },
          {
            id: 'maxLeverage',
            label: intl.formatMessage(m.maxLeverage),
            value: leverageText(intl, maxLeverage(account)),
          },
          {
            id: 'minFund',
            label: intl.formatMessage(m.minFund),
            value: formatMoney(intl, account.minParticipationFund, account.currency),
          },
          {
            id: 'autoClose',
            label: intl.formatMessage(m.autoCloseLabel),
            value: intl.formatMessage(m.autoCloseRule),
            wide: true,
          },
        ]}
      />
      {account.rules.trim() ? <p className={styles.prose}>{account.rules}</p> : null}
      <Notice tone="warning" title={intl.formatMessage(m.riskTitle)} role="note">
        <p className={funding.noticeText}>{intl.formatMessage(m.riskText)}</p>
      </Notice>
    </section>
  );
}
