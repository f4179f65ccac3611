import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { FileUpload } from '../../../components/FileUpload/FileUpload.tsx';
import { KeyValueList, type KeyValueItem } from '../../../components/KeyValueList/KeyValueList.tsx';
import type { BadgeTone } from '../../../components/StatusBadge/StatusBadge.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { FormError } from '../../FormError.tsx';
import { formatDateTime } from '../../mine/shared/format.ts';
import * as mine from '../../mine/shared/mine.css.ts';
import * as styles from '../shared/funding.css.ts';
import { FundingFrame, Notice, StateBadge, reasonText } from '../shared/parts.tsx';
import { identityConsentMessages, identityScreenMessages as m } from './IdentityScreen.messages.ts';
import type { IdentityScreenProps, IdentityStatus, IdentityVerificationView } from './IdentityScreen.types.ts';

const badgeTones: Record<IdentityStatus, BadgeTone> = {
  unverified: 'neutral',
  reviewing: 'warning',
  verified: 'positive',
  rejected: 'critical',
};

function SubmittedDetails({ verification }: { verification: IdentityVerificationView }) {
  const intl = useIntl();
  const items: KeyValueItem[] = [];
  if (verification.name) items.push({ id: 'name', label: intl.formatMessage(m.name), value: verification.name });
  if (verification.nameKana) {
    items.push({ id: 'kana', label: intl.formatMessage(m.nameKana), value: verification.nameKana });
  }
  if (verification.idNumberMasked) {
    items.push({ id: 'id', label: intl.formatMessage(m.idNumber), value: verification.idNumberMasked });
  }
  if (verification.submittedAt) {
    items.push({
      id: 'submitted',
      label: intl.formatMessage(m.submittedAt),
      value: formatDateTime(intl, verification.submittedAt),
    });
  }
  if (verification.reviewedAt && verification.status !== 'reviewing') {
    items.push({
      id: 'reviewed',
      label: intl.formatMessage(m.reviewedAt),
      value: formatDateTime(intl, verification.reviewedAt),
    });
  }
  return items.length > 0 ? <KeyValueList items={items} /> : null;
}

function StatusCard({ verification, children }: { verification: IdentityVerificationView; children?: ReactNode }) {
  const intl = useIntl();
  return (
    <section className={mine.card} aria-labelledby="identity-status">
      <div className={styles.cardHeader}>
        <h2 id="identity-status" className={mine.cardTitle}>
          {intl.formatMessage(m.statusHeading)}
        </h2>
        <StateBadge tone={badgeTones[verification.status]}>{intl.formatMessage(m[verification.status])}</StateBadge>
      </div>
      {children}
    </section>
  );
}

function IdentityForm(props: IdentityScreenProps) {
  const intl = useIntl();
  const { submitting } = props;
  return (
    <form
      className={`${mine.card} ${mine.form}`}
      onSubmit={props.onSubmit}
      noValidate
      aria-labelledby="identity-form"
      aria-busy={submitting || undefined}
    >
      <h2 id="identity-form" className={mine.cardTitle}>
        {intl.formatMessage(m.formHeading)}
      </h2>
      {props.formError ? <FormError>{props.formError}</FormError> : null}
      <TextField
        label={intl.formatMessage(m.name)}
        hint={intl.formatMessage(m.nameHint)}
        autoComplete="name"
        maxLength={64}
        {...props.nameField}
      />
      <TextField
        label={intl.formatMessage(m.nameKana)}
        hint={intl.formatMessage(m.nameKanaHint)}
        autoComplete="off"
        maxLength={64}
        {...props.nameKanaField}
      />
      <TextField
        label={intl.formatMessage(m.idNumber)}
        hint={intl.formatMessage(m.idNumberHint)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
        {...props.idNumberField}
      />
      <div className={styles.imagePair}>
        <FileUpload
          label={intl.formatMessage(m.front)}
          hint={intl.formatMessage(m.imageHint)}
          maxWidth={4096}
          maxHeight={4096}
          {...props.frontImageField}
        />
        <FileUpload
          label={intl.formatMessage(m.back)}
          hint={intl.formatMessage(m.imageHint)}
          maxWidth={4096}
          maxHeight={4096}
          {...props.backImageField}
        />
      </div>
      <p className={mine.muted}>{intl.formatMessage(m.imageUse)}</p>
      <Checkbox
        label={intl.formatMessage(identityConsentMessages.consent, {
          link: (chunks: ReactNode[]) => (
            <a href={props.privacyHref} target="_blank" rel="noopener noreferrer">
              {chunks}
            </a>
          ),
        })}
        {...props.privacyField}
      />
      <Button type="submit" fullWidth loading={submitting}>
        {intl.formatMessage(m.submit)}
      </Button>
    </form>
  );
}

/**
 * Real-name verification (/mine/verified): the documents form while unverified, the review in progress, the
 * verified name with the next steps, or the operator's reason with the way to submit again.
 */
export function IdentityScreen(props: IdentityScreenProps) {
  const intl = useIntl();
  const { shell, status, onRetry, next, supportHref } = props;
  const verification: IdentityVerificationView = props.verification ?? { status: 'unverified' };
  return (
    <FundingFrame shell={shell} status={status} onRetry={onRetry}>
      {verification.status === 'unverified' ? (
        <>
          <StatusCard verification={verification}>
            <p className={mine.paragraph}>{intl.formatMessage(m.whyText)}</p>
            <h3 className={mine.cardTitle}>{intl.formatMessage(m.documentsHeading)}</h3>
            <ul className={styles.noticeList}>
              <li>{intl.formatMessage(m.documentMyNumber)}</li>
              <li>{intl.formatMessage(m.documentLicence)}</li>
              <li>{intl.formatMessage(m.documentPassport)}</li>
              <li>{intl.formatMessage(m.documentResidence)}</li>
            </ul>
          </StatusCard>
          <IdentityForm {...props} />
        </>
      ) : verification.status === 'reviewing' ? (
        <StatusCard verification={verification}>
          <Notice tone="info" icon="clock">
            <p className={styles.noticeText}>{intl.formatMessage(m.reviewingText)}</p>
          </Notice>
          <SubmittedDetails verification={verification} />
        </StatusCard>
      ) : verification.status === 'verified' ? (
        <>
          <StatusCard verification={verification}>
            <Notice tone="positive" role="status">
              <p className={styles.noticeText}>{intl.formatMessage(m.verifiedText)}</p>
            </Notice>
            <SubmittedDetails verification={verification} />
            <p className={mine.muted}>
              <a href={supportHref}>{intl.formatMessage(m.nameChange)}</a>
            </p>
          </StatusCard>
          <nav className={mine.card} aria-labelledby="identity-next">
            <h2 id="identity-next" className={mine.cardTitle}>
              {intl.formatMessage(m.nextHeading)}
            </h2>
            <ul className={mine.list}>
              {[
                { href: next.fundPasswordHref, label: m.nextFundPassword },
                { href: next.bankAddHref, label: m.nextBank },
                { href: next.depositHref, label: m.nextDeposit },
              ].map((step) => (
                <li key={step.href} className={mine.listItem}>
                  <a className={mine.linkRow} href={step.href}>
                    <span className={mine.linkLabel}>{intl.formatMessage(step.label)}</span>
                    <span className={mine.chevron}>
                      <Icon name="chevronRight" small />
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </>
      ) : (
        <>
          <StatusCard verification={verification}>
            <Notice tone="critical" title={intl.formatMessage(m.rejectedTitle)} role="alert">
              {verification.rejectReason ? (
                <p className={styles.noticeText}>{reasonText(intl, verification.rejectReason)}</p>
              ) : null}
              {verification.rejectNote ? (
                <p className={styles.noticeText}>
                  <strong>{intl.formatMessage(m.operatorNote)}</strong>: {verification.rejectNote}
                </p>
              ) : null}
            </Notice>
            <p className={mine.paragraph}>{intl.formatMessage(m.rejectedNext)}</p>
            <SubmittedDetails verification={verification} />
            <p className={mine.muted}>
              <a href={supportHref}>{intl.formatMessage(m.nameChange)}</a>
            </p>
          </StatusCard>
          <IdentityForm {...props} />
        </>
      )}
    </FundingFrame>
  );
}
