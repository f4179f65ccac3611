import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { button as buttonStyles } from '../../../components/Button/Button.css.ts';
import { PasswordField } from '../../../components/PasswordField/PasswordField.tsx';
import { RadioGroup } from '../../../components/RadioGroup/RadioGroup.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { FormError } from '../../FormError.tsx';
import { formatWith } from '../../mine/shared/format.ts';
import * as mine from '../../mine/shared/mine.css.ts';
import * as styles from '../shared/funding.css.ts';
import { BankAccountText, FundingFrame, Notice, accountTypeLabel } from '../shared/parts.tsx';
import { bankAccountTypes, type BankAccountType } from '../shared/types.ts';
import { bankCardAddScreenMessages as m } from './BankCardAddScreen.messages.ts';
import type { BankCardAddScreenProps } from './BankCardAddScreen.types.ts';

function OwnNameRule({ name, kana }: { name?: string; kana?: string }) {
  const intl = useIntl();
  return (
    <Notice tone="info" icon="user" title={intl.formatMessage(m.ownNameTitle)}>
      {name ? (
        <p className={styles.noticeText}>
          {kana ? formatWith(intl, m.ownNameRule, { name, kana }) : formatWith(intl, m.ownNameRuleNoKana, { name })}
        </p>
      ) : null}
      <p className={styles.noticeText}>{intl.formatMessage(m.otherNames)}</p>
    </Notice>
  );
}

/**
 * Add a Japanese bank account for withdrawals (/mine/bankAdd): bank, branch and code, type (普通 / 当座 / 貯蓄),
 * number and holder, which must be the user's own verified name; confirmed with the fund password.
 */
export function BankCardAddScreen(props: BankCardAddScreenProps) {
  const intl = useIntl();
  const { shell, status, onRetry, submitting } = props;
  const ready = props.identityVerified && props.fundPasswordSet && !props.atLimit;
  return (
    <FundingFrame shell={shell} status={status} onRetry={onRetry} skeletonCards={2}>
      {props.added ? (
        <section className={`${mine.card} ${mine.form}`} aria-labelledby="bank-card-added">
          <div className={mine.success} role="status">
            <Icon name="check" small />
            <div className={mine.column}>
              <h2 id="bank-card-added" className={mine.cardTitle}>
                {intl.formatMessage(m.added)}
              </h2>
              <p className={mine.paragraph}>{intl.formatMessage(m.addedText)}</p>
            </div>
          </div>
          <BankAccountText
            bankName={props.added.bankName}
            branchName={props.added.branchName}
            accountType={props.added.accountType}
            accountNumber={props.added.accountNumberMasked}
            holderName={props.added.holderName}
          />
          <a className={buttonStyles({ fullWidth: true })} href={props.cardsHref}>
            {intl.formatMessage(m.toList)}
          </a>
        </section>
      ) : !ready ? (
        <section className={mine.card} aria-labelledby="bank-card-need">
          <h2 id="bank-card-need" className={mine.cardTitle}>
            {intl.formatMessage(m.needHeading)}
          </h2>
          {props.atLimit ? (
            <p className={mine.paragraph}>{formatWith(intl, m.atLimit, { max: props.maxCards })}</p>
          ) : null}
          <ul className={mine.list}>
            {[
              { done: props.identityVerified, href: props.verifyHref, label: m.needIdentity },
              { done: props.fundPasswordSet, href: props.fundPasswordHref, label: m.needFundPassword },
            ]
              .filter((step) => !step.done)
              .map((step) => (
                <li key={step.href} className={mine.listItem}>
                  <a className={mine.linkRow} href={step.href}>
                    <span className={styles.checkMark.missing}>
                      <Icon name="alert" small />
                    </span>
                    <span className={mine.linkLabel}>{intl.formatMessage(step.label)}</span>
                    <span className={mine.chevron}>
                      <Icon name="chevronRight" small />
                    </span>
                  </a>
                </li>
              ))}
          </ul>
          <a className={buttonStyles({ variant: 'secondary', fullWidth: true })} href={props.cardsHref}>
            {intl.formatMessage(m.toList)}
          </a>
        </section>
      ) : (
        <>
          <OwnNameRule name={props.verifiedName} kana={props.verifiedNameKana} />
          <form
            className={`${mine.card} ${mine.form}`}
            onSubmit={props.onSubmit}
            noValidate
            aria-labelledby="bank-card-form"
            aria-busy={submitting || undefined}
          >
            <h2 id="bank-card-form" className={mine.cardTitle}>
              {intl.formatMessage(m.formHeading)}
            </h2>
            {props.formError ? <FormError>{props.formError}</FormError> : null}
            <TextField
              label={intl.formatMessage(m.bankName)}
              hint={intl.formatMessage(m.bankNameHint)}
              autoComplete="off"
              maxLength={64}
              {...props.bankNameField}
            />
            <TextField
              label={intl.formatMessage(m.branchName)}
              hint={intl.formatMessage(m.branchNameHint)}
              autoComplete="off"
              maxLength={64}
              {...props.branchNameField}
            />
            <TextField
              label={intl.formatMessage(m.branchCode)}
              hint={intl.formatMessage(m.branchCodeHint)}
              inputMode="numeric"
              autoComplete="off"
              maxLength={3}
              {...props.branchCodeField}
            />
            <RadioGroup
              label={intl.formatMessage(m.accountType)}
              options={bankAccountTypes.map((type) => ({ value: type, label: accountTypeLabel(intl, type) }))}
              value={props.accountType.value ?? ''}
              onValueChange={(value) => props.accountType.onValueChange(value as BankAccountType)}
              invalid={Boolean(props.accountType.errorMessage)}
              errorMessage={props.accountType.errorMessage}
              required
            />
            <TextField
              label={intl.formatMessage(m.accountNumber)}
              hint={intl.formatMessage(m.accountNumberHint)}
              inputMode="numeric"
              autoComplete="off"
              maxLength={7}
              {...props.accountNumberField}
            />
            <TextField
              label={intl.formatMessage(m.holderName)}
              hint={intl.formatMessage(props.verifiedNameKana ? m.holderNamePrefilled : m.holderNameHint)}
              autoComplete="off"
              maxLength={64}
              {...props.holderNameField}
            />
            <PasswordField
              label={intl.formatMessage(m.fundPassword)}
              autoComplete="current-password"
              {...props.fundPasswordField}
            />
            <Button type="submit" fullWidth loading={submitting}>
              {intl.formatMessage(m.submit)}
            </Button>
          </form>
        </>
      )}
    </FundingFrame>
  );
}
