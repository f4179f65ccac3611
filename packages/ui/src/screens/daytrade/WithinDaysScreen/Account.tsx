import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { Change } from '../../../components/Change/Change.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { formatMoney } from '../../../intl/format.ts';
import * as funding from '../../funding/shared/funding.css.ts';
import { formatWith } from '../../mine/shared/format.ts';
import * as mine from '../../mine/shared/mine.css.ts';
import { formatInstant } from '../../offerings/shared/format.ts';
import { FactGrid, LinkButton, Notice, Refusal, StateBadge } from '../../shared/parts.tsx';
import { isPositive } from '../shared/margin.ts';
import { ApplicationStateBadge } from '../shared/parts.tsx';
import * as styles from '../shared/daytrade.css.ts';
import type { DaytradeAccountView, DaytradeApplicationView } from '../shared/types.ts';
import { withinDaysScreenMessages as m } from './WithinDaysScreen.messages.ts';
import type { WithinDaysLinks } from './WithinDaysScreen.types.ts';

/**
 * The approved account: available margin first, then the fund, the margin in use, buying power, today's realized
 * profit (signed, in the market's colours), any debt shown plainly, the session and when today's positions close,
 * the way to trade, and closing the account (confirmed; disabled with the reason while anything is open).
 */
export function AccountPanel({
  account,
  application,
  timeZone,
  positionsOpen,
  onCloseAccount,
  refusal,
  links,
}: {
  account: DaytradeAccountView;
  application: DaytradeApplicationView;
  timeZone?: string;
  positionsOpen: boolean;
  onCloseAccount: (applicationId: string) => void | Promise<unknown>;
  refusal?: string;
  links: WithinDaysLinks;
}) {
  const intl = useIntl();
  const money = (amount: string) => formatMoney(intl, amount, account.currency);
  const inDebt = isPositive(account.debt);
  return (
    <section className={mine.card} aria-labelledby="within-days-account">
      <div className={styles.titleLine}>
        <h2 id="within-days-account" className={mine.cardTitle}>
          {intl.formatMessage(m.accountHeading)}
        </h2>
        <span className={styles.badges}>
          <ApplicationStateBadge state="approved" />
          <StateBadge tone={account.sessionOpen ? 'info' : 'neutral'}>
            {intl.formatMessage(account.sessionOpen ? m.sessionOpen : m.sessionClosed)}
          </StateBadge>
        </span>
      </div>
      <p className={styles.headline}>
        <span className={styles.headlineLabel}>{intl.formatMessage(m.availableMargin)}</span>
        {money(account.availableMargin)}
      </p>
      <FactGrid
        label={intl.formatMessage(m.accountHeading)}
        items={[
          { id: 'fund', label: intl.formatMessage(m.fund), value: money(account.fund) },
          { id: 'marginInUse', label: intl.formatMessage(m.marginInUse), value: money(account.marginInUse) },
          { id: 'buyingPower', label: intl.formatMessage(m.buyingPower), value: money(account.buyingPower) },
          {
            id: 'todayProfit',
            label: intl.formatMessage(m.todayProfit),
            value: <Change amount={account.todayRealizedProfit} currency={account.currency} />,
          },
          ...(inDebt ? [{ id: 'debt', label: intl.formatMessage(m.debt), value: money(account.debt) }] : []),
        ]}
      />
      {inDebt ? (
        <Notice tone="critical" title={formatWith(intl, m.debtTitle, { amount: money(account.debt) })} role="alert">
          <p className={funding.noticeText}>{intl.formatMessage(m.debtText)}</p>
          <a href={links.depositHref} className={mine.linkRow}>
            {intl.formatMessage(m.deposit)}
          </a>
        </Notice>
      ) : null}
      <p className={mine.muted}>
        {account.autoCloseAt
          ? formatWith(intl, m.autoCloseAt, { time: formatInstant(intl, account.autoCloseAt, timeZone) })
          : intl.formatMessage(m.noSessionToday)}
      </p>
      {refusal ? <Refusal code={refusal} /> : null}
      <div className={styles.cardActions}>
        <ConfirmDialog
          title={intl.formatMessage(m.closeTitle)}
          message={formatWith(intl, m.closeText, { amount: money(account.fund) })}
          details={refusal ? <Refusal code={refusal} /> : undefined}
          confirmLabel={intl.formatMessage(m.closeConfirm)}
          cancelLabel={intl.formatMessage(m.keep)}
          tone="critical"
          onConfirm={() => onCloseAccount(application.id)}
          trigger={
            <Button
              variant="secondary"
              size="sm"
              disabled={positionsOpen}
              aria-describedby={positionsOpen ? 'within-days-close-blocked' : undefined}
            >
              {intl.formatMessage(m.closeAccount)}
            </Button>
          }
        />
        {inDebt ? null : (
          <LinkButton href={links.tradeHref} variant="primary">
            {intl.formatMessage(m.trade)}
          </LinkButton>
        )}
      </div>
      {positionsOpen ? (
        <p id="within-days-close-blocked" className={mine.muted}>
          {intl.formatMessage(m.closeBlocked)}
        </p>
      ) : null}
    </section>
  );
}
