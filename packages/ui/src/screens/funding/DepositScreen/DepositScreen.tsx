import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { FileUpload } from '../../../components/FileUpload/FileUpload.tsx';
import { NumberField } from '../../../components/NumberField/NumberField.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { formatMoney } from '../../../intl/format.ts';
import { visuallyHidden } from '../../../internal/visuallyHidden.css.ts';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { FormError } from '../../FormError.tsx';
import { formatWith } from '../../mine/shared/format.ts';
import * as mine from '../../mine/shared/mine.css.ts';
import { DepositNoticeDetails } from '../shared/DepositNotice.tsx';
import * as styles from '../shared/funding.css.ts';
import { fundingCommonMessages } from '../shared/fundingCommon.messages.ts';
import { Facts, FundingFrame, HoursText, Notice, SafetyNotice, accountTypeLabel } from '../shared/parts.tsx';
import { depositScreenMessages as m } from './DepositScreen.messages.ts';
import type { DepositChannelView, DepositCopyField, DepositScreenProps } from './DepositScreen.types.ts';

const rowLabels = {
  bankName: m.bankName,
  bankCode: m.bankCode,
  branchName: m.branchName,
  branchCode: m.branchCode,
  accountNumber: m.accountNumber,
  accountName: m.accountName,
} as const satisfies Record<DepositCopyField, unknown>;

function CopyRow({
  field,
  value,
  detail,
  copied,
  onCopy,
}: {
  field: DepositCopyField;
  value: string;
  detail?: string;
  copied: boolean;
  onCopy: DepositScreenProps['onCopy'];
}) {
  const intl = useIntl();
  const label = intl.formatMessage(rowLabels[field]);
  return (
    <div className={styles.copyRow}>
      <dt className={styles.copyTerm}>{label}</dt>
      <dd className={styles.copyValue}>
        <span className={styles.copyFigure} data-field={field}>
          {value}
        </span>
        {detail ? <span className={styles.copyDetail}>{detail}</span> : null}
      </dd>
      <dd className={styles.copyAction}>
        <Button
          variant={copied ? 'ghost' : 'secondary'}
          size="sm"
          aria-label={formatWith(intl, copied ? fundingCommonMessages.copied : m.copyLabel, { label })}
          onClick={() => onCopy(field, value)}
        >
          {copied ? <Icon name="check" small /> : null}
          {intl.formatMessage(copied ? m.copiedMark : m.copy)}
        </Button>
      </dd>
    </div>
  );
}

function AccountCard({
  channel,
  copiedField,
  onCopy,
}: {
  channel: DepositChannelView;
  copiedField?: DepositCopyField;
  onCopy: DepositScreenProps['onCopy'];
}) {
  const intl = useIntl();
  const rows: { field: DepositCopyField; value: string; detail?: string }[] = [
    { field: 'bankName', value: channel.bankName },
    { field: 'bankCode', value: channel.bankCode },
    { field: 'branchName', value: channel.branchName },
    { field: 'branchCode', value: channel.branchCode },
    { field: 'accountNumber', value: channel.accountNumber, detail: accountTypeLabel(intl, channel.accountType) },
    { field: 'accountName', value: channel.accountNameKana, detail: channel.accountName },
  ];
  return (
    <section className={mine.card} aria-labelledby="deposit-account">
      <h2 id="deposit-account" className={mine.cardTitle}>
        {intl.formatMessage(m.accountHeading)}
      </h2>
      <p className={mine.paragraph}>{intl.formatMessage(m.accountIntro)}</p>
      <dl className={styles.copyList}>
        {rows.map((row) => (
          <CopyRow key={row.field} {...row} copied={copiedField === row.field} onCopy={onCopy} />
        ))}
      </dl>
      <span className={visuallyHidden} role="status">
        {copiedField
          ? formatWith(intl, fundingCommonMessages.copied, { label: intl.formatMessage(rowLabels[copiedField]) })
          : null}
      </span>
    </section>
  );
}

/**
 * Deposit (/mine/deposit): the customer's own account in the firm's name with copy buttons, hours and limits, the
 * anti-scam notice, and the notice form (amount and transfer slip) — or, while one is pending, that notice with a
 * way to cancel it.
 */
export function DepositScreen(props: DepositScreenProps) {
  const intl = useIntl();
  const { shell, status, onRetry, channel, pending, submitting } = props;
  const limits = channel
    ? { min: formatMoney(intl, channel.minAmount, 'JPY'), max: formatMoney(intl, channel.maxAmount, 'JPY') }
    : { min: '', max: '' };
  const ready = status === 'ready' && channel;
  return (
    <FundingFrame shell={shell} status={ready ? 'ready' : status === 'ready' ? 'loading' : status} onRetry={onRetry}>
      {channel ? (
        <>
          <AccountCard channel={channel} copiedField={props.copiedField} onCopy={props.onCopy} />
          <SafetyNotice kind="deposit" supportHref={props.supportHref} />
          <section className={mine.card} aria-labelledby="deposit-rules">
            <h2 id="deposit-rules" className={mine.cardTitle}>
              {intl.formatMessage(m.rulesHeading)}
            </h2>
            <Facts
              items={[
                { id: 'hours', label: intl.formatMessage(m.hours), value: <HoursText hours={channel.hours} /> },
                { id: 'limits', label: intl.formatMessage(m.limits), value: formatWith(intl, m.limitsValue, limits) },
              ]}
            />
            {channel.arrivalNote ? <p className={mine.muted}>{channel.arrivalNote}</p> : null}
            <p className={mine.muted}>{intl.formatMessage(m.currency)}</p>
          </section>
          {pending ? (
            <section className={mine.card} aria-labelledby="deposit-pending">
              <h2 id="deposit-pending" className={mine.cardTitle}>
                {intl.formatMessage(m.pendingHeading)}
              </h2>
              <p className={mine.paragraph}>{intl.formatMessage(m.pendingText)}</p>
              <DepositNoticeDetails notice={pending} onCancel={props.onCancelPending} />
            </section>
          ) : (
            <form
              className={`${mine.card} ${mine.form}`}
              onSubmit={props.onSubmit}
              noValidate
              aria-labelledby="deposit-form"
              aria-busy={submitting || undefined}
            >
              <h2 id="deposit-form" className={mine.cardTitle}>
                {intl.formatMessage(m.formHeading)}
              </h2>
              <ol className={styles.steps}>
                <li>{intl.formatMessage(m.step1)}</li>
                <li>{intl.formatMessage(m.step2)}</li>
                <li>{intl.formatMessage(m.step3)}</li>
              </ol>
              {!channel.hours.openNow ? (
                <Notice tone="info" icon="clock">
                  <p className={styles.noticeText}>{intl.formatMessage(m.closed)}</p>
                </Notice>
              ) : null}
              {props.formError ? <FormError>{props.formError}</FormError> : null}
              <NumberField
                label={intl.formatMessage(m.amount)}
                hint={formatWith(intl, m.amountHint, limits)}
                unit={intl.formatMessage(fundingCommonMessages.yen)}
                integer
                min="0"
                step="10000"
                max={channel.maxAmount}
                {...props.amountField}
              />
              <TextField
                label={intl.formatMessage(m.remitterName)}
                hint={intl.formatMessage(m.remitterNameHint)}
                autoComplete="off"
                maxLength={48}
                {...props.remitterNameField}
              />
              <FileUpload
                label={intl.formatMessage(m.slip)}
                hint={intl.formatMessage(m.slipHint)}
                maxWidth={4096}
                maxHeight={4096}
                {...props.slipField}
              />
              <Button type="submit" fullWidth loading={submitting} disabled={!channel.hours.openNow}>
                {intl.formatMessage(m.submit)}
              </Button>
            </form>
          )}
          <p className={mine.muted}>
            <a href={props.historyHref}>{intl.formatMessage(m.history)}</a>
          </p>
        </>
      ) : null}
    </FundingFrame>
  );
}
