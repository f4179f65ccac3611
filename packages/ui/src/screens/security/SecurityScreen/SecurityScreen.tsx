import { useIntl, type IntlShape } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { button as buttonStyles } from '../../../components/Button/Button.css.ts';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { Dialog } from '../../../components/Dialog/Dialog.tsx';
import { PasswordField } from '../../../components/PasswordField/PasswordField.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { visuallyHidden } from '../../../internal/visuallyHidden.css.ts';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { FormError } from '../../FormError.tsx';
import { formatWith } from '../../mine/shared/format.ts';
import * as mine from '../../mine/shared/mine.css.ts';
import * as funding from '../../funding/shared/funding.css.ts';
import { failureText, formatDay, formatInstant } from '../shared/format.ts';
import { Notice, SecurityFrame, StateBadge, WhyPasskeys } from '../shared/parts.tsx';
import * as styles from '../shared/security.css.ts';
import type { PasskeyView } from '../shared/types.ts';
import { securityCommonMessages as common } from '../shared/securityCommon.messages.ts';
import { securityScreenMessages as m } from './SecurityScreen.messages.ts';
import type {
  NewRecoveryCodes,
  NotificationEmail,
  PasskeyRemoval,
  PasskeyRename,
  SecurityScreenProps,
} from './SecurityScreen.types.ts';

/** Fewer than this many unused codes left: the screen suggests a new set. */
const lowCodes = 3;

function PasskeyItem({
  passkey,
  timeZone,
  busy,
  onRename,
  onRemove,
}: {
  passkey: PasskeyView;
  timeZone?: string;
  busy: boolean;
  onRename: (id: string) => void;
  onRemove: (id: string) => void;
}) {
  const intl = useIntl();
  return (
    <li className={funding.record}>
      <div className={funding.recordLine}>
        <p className={funding.recordTitle}>{passkey.name}</p>
        {passkey.multiDevice ? <StateBadge tone="neutral">{intl.formatMessage(m.synced)}</StateBadge> : null}
      </div>
      <p className={funding.meta}>
        <span>{formatWith(intl, m.createdAt, { time: formatDay(intl, passkey.createdAt, timeZone) })}</span>
        <span>
          {passkey.lastUsedAt
            ? formatWith(intl, m.lastUsedAt, { time: formatInstant(intl, passkey.lastUsedAt, timeZone) })
            : intl.formatMessage(m.neverUsed)}
        </span>
      </p>
      <div className={funding.actions}>
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          aria-label={formatWith(intl, m.renameLabel, { name: passkey.name })}
          onClick={() => onRename(passkey.id)}
        >
          {intl.formatMessage(m.rename)}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          aria-label={formatWith(intl, m.removeLabel, { name: passkey.name })}
          onClick={() => onRemove(passkey.id)}
        >
          {intl.formatMessage(m.remove)}
        </Button>
      </div>
    </li>
  );
}

function RenameDialog({ passkey, rename }: { passkey: PasskeyView; rename: PasskeyRename }) {
  const intl = useIntl();
  const formId = `passkey-rename-${passkey.id}`;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !rename.submitting) rename.onCancel();
      }}
      title={intl.formatMessage(m.renameTitle)}
      footer={
        <>
          <Button variant="secondary" disabled={rename.submitting} onClick={rename.onCancel}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" form={formId} loading={rename.submitting}>
            {intl.formatMessage(m.save)}
          </Button>
        </>
      }
    >
      <form id={formId} className={mine.form} onSubmit={rename.onSubmit} noValidate>
        {rename.formError ? <FormError>{rename.formError}</FormError> : null}
        <TextField
          label={intl.formatMessage(m.nameLabel)}
          hint={intl.formatMessage(m.nameHint)}
          autoComplete="off"
          maxLength={40}
          defaultValue={passkey.name}
          {...rename.nameField}
        />
      </form>
    </Dialog>
  );
}

function RemoveDialog({ passkey, removal, last }: { passkey: PasskeyView; removal: PasskeyRemoval; last: boolean }) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) removal.onCancel();
      }}
      tone="critical"
      title={intl.formatMessage(m.removeTitle)}
      message={formatWith(intl, m.removeText, { name: passkey.name })}
      details={
        last || removal.formError ? (
          <>
            {removal.formError ? <FormError>{removal.formError}</FormError> : null}
            {last ? <p className={mine.paragraph}>{intl.formatMessage(m.removeLastText)}</p> : null}
          </>
        ) : undefined
      }
      confirmLabel={intl.formatMessage(m.confirmRemove)}
      cancelLabel={intl.formatMessage(m.cancel)}
      pending={removal.submitting}
      onConfirm={removal.onConfirm}
    />
  );
}

function PasskeysSection(props: SecurityScreenProps) {
  const intl = useIntl();
  const { passkeys, passkeySupported, passkeyRequiredForMoney, addPasskey, timeZone, rename, removal } = props;
  const renaming = rename ? passkeys.find((passkey) => passkey.id === rename.passkeyId) : undefined;
  const removing = removal ? passkeys.find((passkey) => passkey.id === removal.passkeyId) : undefined;
  const addProblem = addPasskey.formError ?? (addPasskey.failure ? failureText(intl, addPasskey.failure) : undefined);
  return (
    <section className={mine.card} aria-labelledby="security-passkeys">
      <div className={funding.cardHeader}>
        <h2 id="security-passkeys" className={mine.cardTitle}>
          {intl.formatMessage(m.passkeysHeading)}
        </h2>
        {passkeys.length > 0 ? (
          <span className={mine.muted}>{formatWith(intl, m.passkeysCount, { count: passkeys.length })}</span>
        ) : null}
      </div>
      {passkeys.length === 0 ? (
        <Notice
          tone="warning"
          icon="alert"
          title={<span id="security-no-passkey">{intl.formatMessage(m.emptyTitle)}</span>}
          role="note"
          labelledBy="security-no-passkey"
        >
          <p className={funding.noticeText}>{intl.formatMessage(m.emptyText)}</p>
          {passkeyRequiredForMoney ? (
            <p className={funding.noticeText}>{intl.formatMessage(common.whyRequired)}</p>
          ) : null}
        </Notice>
      ) : (
        <ul className={mine.list} aria-label={intl.formatMessage(m.passkeysListLabel)}>
          {passkeys.map((passkey) => (
            <PasskeyItem
              key={passkey.id}
              passkey={passkey}
              timeZone={timeZone}
              busy={Boolean(rename || removal) || addPasskey.submitting}
              onRename={props.onRename}
              onRemove={props.onRemove}
            />
          ))}
        </ul>
      )}
      <h3 className={mine.cardTitle}>{intl.formatMessage(m.addHeading)}</h3>
      {passkeySupported ? (
        <form
          className={mine.form}
          onSubmit={addPasskey.onSubmit}
          noValidate
          aria-busy={addPasskey.submitting || undefined}
        >
          <p className={mine.paragraph}>{intl.formatMessage(m.addIntro)}</p>
          {addProblem ? <FormError>{addProblem}</FormError> : null}
          <TextField
            label={intl.formatMessage(m.nameLabel)}
            hint={intl.formatMessage(m.nameHint)}
            autoComplete="off"
            maxLength={40}
            {...addPasskey.nameField}
          />
          {addPasskey.passwordField ? (
            <PasswordField
              label={intl.formatMessage(m.passwordLabel)}
              hint={intl.formatMessage(m.passwordHint)}
              autoComplete="current-password"
              {...addPasskey.passwordField}
            />
          ) : null}
          <Button type="submit" fullWidth loading={addPasskey.submitting} disabled={Boolean(rename || removal)}>
            {intl.formatMessage(m.add)}
          </Button>
        </form>
      ) : (
        <Notice tone="info" icon="alert" role="note">
          <p className={funding.noticeText}>{intl.formatMessage(m.unsupported)}</p>
        </Notice>
      )}
      {rename && renaming ? <RenameDialog passkey={renaming} rename={rename} /> : null}
      {removal && removing ? <RemoveDialog passkey={removing} removal={removal} last={passkeys.length === 1} /> : null}
    </section>
  );
}

/** The downloaded file: a heading, the codes one a line, and a warning. */
function codesFile(intl: IntlShape, codes: NewRecoveryCodes, generatedAt: string | null, timeZone?: string): string {
  const heading = formatWith(intl, m.fileHeading, {
    account: codes.account,
    time: generatedAt ? formatInstant(intl, generatedAt, timeZone) : '',
  });
  return [heading, '', ...codes.codes, '', intl.formatMessage(m.fileNote), ''].join('\n');
}

function CodesDialog({
  codes,
  generatedAt,
  timeZone,
}: {
  codes: NewRecoveryCodes;
  generatedAt: string | null;
  timeZone?: string;
}) {
  const intl = useIntl();
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(codesFile(intl, codes, generatedAt, timeZone))}`;
  return (
    <Dialog
      open
      hideCloseButton
      onOpenChange={(open) => {
        // Shown once: it closes only when the customer says they saved the codes.
        if (!open && codes.saved) codes.onDone();
      }}
      title={intl.formatMessage(m.codesTitle)}
      description={intl.formatMessage(m.codesText)}
      footer={
        <Button disabled={!codes.saved} onClick={codes.onDone}>
          {intl.formatMessage(m.done)}
        </Button>
      }
    >
      <div className={mine.form}>
        <ol className={styles.codes} aria-label={intl.formatMessage(m.recoveryHeading)}>
          {codes.codes.map((code) => (
            <li key={code} className={styles.code}>
              {code}
            </li>
          ))}
        </ol>
        <div className={funding.actions}>
          <Button variant={codes.copied ? 'ghost' : 'secondary'} size="sm" onClick={codes.onCopy}>
            {codes.copied ? <Icon name="check" small /> : null}
            {intl.formatMessage(codes.copied ? m.copied : m.copy)}
          </Button>
          <a
            className={buttonStyles({ variant: 'secondary', size: 'sm' })}
            href={file}
            download={intl.formatMessage(m.fileName)}
          >
            {intl.formatMessage(m.download)}
          </a>
        </div>
        <span className={visuallyHidden} role="status">
          {codes.copied ? intl.formatMessage(m.copiedStatus) : null}
        </span>
        <Checkbox
          label={intl.formatMessage(m.saved)}
          checked={codes.saved}
          onChange={(event) => codes.onSavedChange(event.target.checked)}
        />
      </div>
    </Dialog>
  );
}

function RecoverySection(props: SecurityScreenProps) {
  const intl = useIntl();
  const { recoveryCodes, generatingRecoveryCodes, onGenerateRecoveryCodes, timeZone } = props;
  const { remaining, total, generatedAt } = recoveryCodes;
  const state =
    generatedAt === null ? (
      <p className={mine.paragraph}>{intl.formatMessage(m.recoveryNone)}</p>
    ) : (
      <>
        <p className={styles.remaining}>{formatWith(intl, m.recoveryRemaining, { remaining, total })}</p>
        <p className={mine.muted}>
          {formatWith(intl, m.recoveryGeneratedAt, { time: formatInstant(intl, generatedAt, timeZone) })}
        </p>
        {remaining === 0 ? (
          <Notice tone="warning" icon="alert" role="note">
            <p className={funding.noticeText}>{intl.formatMessage(m.recoveryUsedUp)}</p>
          </Notice>
        ) : remaining <= lowCodes ? (
          <Notice tone="warning" icon="alert" role="note">
            <p className={funding.noticeText}>{intl.formatMessage(m.recoveryLow)}</p>
          </Notice>
        ) : null}
      </>
    );
  const label = intl.formatMessage(generatedAt === null ? m.generate : m.regenerate);
  // The contract makes codes only for an account with a passkey (they stand in for it).
  const needsPasskey = props.passkeys.length === 0;
  return (
    <section className={mine.card} aria-labelledby="security-recovery">
      <h2 id="security-recovery" className={mine.cardTitle}>
        {intl.formatMessage(m.recoveryHeading)}
      </h2>
      <p className={mine.paragraph}>{intl.formatMessage(m.recoveryIntro)}</p>
      {state}
      {props.recoveryCodesError ? <FormError>{props.recoveryCodesError}</FormError> : null}
      {needsPasskey ? (
        <>
          <p className={mine.muted} id="security-recovery-needs-passkey">
            {intl.formatMessage(m.recoveryNeedsPasskey)}
          </p>
          <Button variant="secondary" fullWidth disabled aria-describedby="security-recovery-needs-passkey">
            {label}
          </Button>
        </>
      ) : remaining > 0 ? (
        <ConfirmDialog
          title={intl.formatMessage(m.regenerateTitle)}
          message={formatWith(intl, m.regenerateText, { remaining })}
          confirmLabel={intl.formatMessage(m.regenerateConfirm)}
          cancelLabel={intl.formatMessage(m.cancel)}
          onConfirm={onGenerateRecoveryCodes}
          trigger={
            <Button variant="secondary" fullWidth loading={generatingRecoveryCodes}>
              {label}
            </Button>
          }
        />
      ) : (
        <Button
          variant={generatedAt === null ? 'primary' : 'secondary'}
          fullWidth
          loading={generatingRecoveryCodes}
          onClick={onGenerateRecoveryCodes}
        >
          {label}
        </Button>
      )}
      {props.newRecoveryCodes ? (
        <CodesDialog codes={props.newRecoveryCodes} generatedAt={generatedAt} timeZone={timeZone} />
      ) : null}
    </section>
  );
}

function EmailSection({ email }: { email: NotificationEmail }) {
  const intl = useIntl();
  const busy = email.submitting || email.clearing;
  return (
    <section className={mine.card} aria-labelledby="security-email">
      <h2 id="security-email" className={mine.cardTitle}>
        {intl.formatMessage(m.emailHeading)}
      </h2>
      <p className={mine.paragraph}>{intl.formatMessage(m.emailIntro)}</p>
      {email.address ? (
        <p className={styles.address}>{formatWith(intl, m.emailCurrent, { address: email.address })}</p>
      ) : (
        <p className={mine.muted}>{intl.formatMessage(m.emailNone)}</p>
      )}
      <form className={mine.form} onSubmit={email.onSubmit} noValidate aria-busy={busy || undefined}>
        {email.formError ? <FormError>{email.formError}</FormError> : null}
        <TextField
          label={intl.formatMessage(m.emailLabel)}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...email.field}
        />
        <div className={funding.actions}>
          <Button type="submit" loading={email.submitting} disabled={email.clearing}>
            {intl.formatMessage(email.address ? m.emailChange : m.emailSave)}
          </Button>
          {email.address ? (
            <Button variant="secondary" loading={email.clearing} disabled={email.submitting} onClick={email.onClear}>
              {intl.formatMessage(m.emailClear)}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}

function ActivityLinks({ historyHref, sessionsHref }: { historyHref: string; sessionsHref: string }) {
  const intl = useIntl();
  return (
    <section className={mine.card} aria-labelledby="security-activity">
      <h2 id="security-activity" className={mine.cardTitle}>
        {intl.formatMessage(m.activityHeading)}
      </h2>
      <ul className={mine.list}>
        {[
          { href: historyHref, label: m.historyLink },
          { href: sessionsHref, label: m.sessionsLink },
        ].map((link) => (
          <li key={link.href} className={mine.listItem}>
            <a className={mine.linkRow} href={link.href}>
              <span className={mine.linkLabel}>{intl.formatMessage(link.label)}</span>
              <span className={mine.chevron}>
                <Icon name="chevronRight" small />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Account protection (/mine/security): the customer's passkeys (add with a name, rename, remove after a
 * confirmation), why passkeys, recovery codes (made and shown once, with copy and download), the e-mail address
 * alerts go to, and the way to the sign-in history and the signed-in devices. Without a passkey it leads with the
 * call to set one up: withdrawals and bank-account changes need one.
 */
export function SecurityScreen(props: SecurityScreenProps) {
  const intl = useIntl();
  const { shell, status, onRetry } = props;
  return (
    <SecurityFrame shell={shell} status={status} onRetry={onRetry} skeletonCards={3}>
      {props.recoveryWindowUntil ? (
        <Notice tone="warning" icon="alert" role="note">
          <p className={funding.noticeText}>
            {formatWith(intl, m.recoveryWindow, {
              time: formatInstant(intl, props.recoveryWindowUntil, props.timeZone),
            })}
          </p>
        </Notice>
      ) : null}
      {props.passwordSignInAllowed ? (
        <Notice tone="info" role="note">
          <p className={funding.noticeText}>{intl.formatMessage(m.passwordAllowed)}</p>
        </Notice>
      ) : null}
      <PasskeysSection {...props} />
      {/* Without a passkey, the call above already says what needs one. */}
      <WhyPasskeys required={props.passkeyRequiredForMoney && props.passkeys.length > 0} />
      <RecoverySection {...props} />
      <EmailSection email={props.notificationEmail} />
      <ActivityLinks historyHref={props.signInHistoryHref} sessionsHref={props.sessionsHref} />
    </SecurityFrame>
  );
}
