import * as mine from '../../mine/shared/mine.css.ts';
import { DaytradeFrame } from '../shared/parts.tsx';
import { About } from './About.tsx';
import { AccountPanel } from './Account.tsx';
import { ApplicationHistory, ApplicationStatus, ApplyForm, VerifyFirst } from './Application.tsx';
import { Trades } from './Trades.tsx';
import type { WithinDaysScreenProps } from './WithinDaysScreen.types.ts';

/**
 * One-day margin (一日信用, /home/withinDays). Before approval: what it is, its rules and costs in plain words, the
 * risk that losses can exceed the fund, and the apply form (a participation fund with its minimum, the rules ticked,
 * a confirmation) or the application's state (submitted or under review with a withdrawal; rejected with the reason
 * and the operator's note; withdrawn; closed). Once approved: the account (available margin, fund, margin in use,
 * buying power, today's realized profit, any debt, the session and the auto-close time, the way to trade, closing
 * the account), then today's positions with their live profit and a close confirmation, closed positions, and orders
 * with their details. The application history last.
 */
export function WithinDaysScreen(props: WithinDaysScreenProps) {
  const { shell, status, onRetry, account, timeZone, links } = props;
  const application = account?.application ?? null;
  const pending = application?.state === 'submitted' || application?.state === 'reviewing';
  return (
    <DaytradeFrame shell={shell} status={account ? status : status === 'error' ? 'error' : 'loading'} onRetry={onRetry}>
      {account ? (
        <div className={mine.column} data-price-colours={props.priceColours}>
          {account.approved && application ? (
            <>
              <AccountPanel
                account={account}
                application={application}
                timeZone={timeZone}
                positionsOpen={props.positionsOpen}
                onCloseAccount={props.onCloseAccount}
                refusal={props.closeRefusal}
                links={links}
              />
              <Trades props={props} commissionPercent={account.commissionPercent} sessionOpen={account.sessionOpen} />
              <About account={account} />
            </>
          ) : (
            <>
              {application ? (
                <ApplicationStatus
                  application={application}
                  timeZone={timeZone}
                  onWithdraw={props.onWithdraw}
                  refusal={props.closeRefusal}
                />
              ) : null}
              <About account={account} />
              {pending ? null : props.identityVerified === false ? (
                <VerifyFirst verifyHref={links.verifyHref} />
              ) : (
                <ApplyForm account={account} apply={props.apply} links={links} />
              )}
            </>
          )}
          <ApplicationHistory applications={props.applications} timeZone={timeZone} />
        </div>
      ) : null}
    </DaytradeFrame>
  );
}
