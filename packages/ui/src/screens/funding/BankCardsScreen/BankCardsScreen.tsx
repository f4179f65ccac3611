import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { button as buttonStyles } from '../../../components/Button/Button.css.ts';
import { Dialog } from '../../../components/Dialog/Dialog.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { PasswordField } from '../../../components/PasswordField/PasswordField.tsx';
import { FormError } from '../../FormError.tsx';
import { formatDateTime, formatWith } from '../../mine/shared/format.ts';
import * as mine from '../../mine/shared/mine.css.ts';
import * as styles from '../shared/funding.css.ts';
import { BankAccountText, FundingFrame, Notice, StateBadge, accountTypeLabel } from '../shared/parts.tsx';
import type { BankCardView } from '../shared/types.ts';
import { bankCardsScreenMessages as m } from './BankCardsScreen.messages.ts';
import type { BankCardRemoval, BankCardsScreenProps } from './BankCardsScreen.types.ts';

function CardItem({ card, onRemove, busy }: { card: BankCardView; onRemove: (id: string) => void; busy: boolean }) {
  const intl = useIntl();
  const noteId = `bank-card-${card.id}-in-use`;
  return (
    <li className={styles.record}>
      <div className={styles.recordLine}>
        <BankAccountText
          bankName={card.bankName}
          branchName={card.branchName}
          accountType={card.accountType}
          accountNumber={card.accountNumberMasked}
          holderName={card.holderName}
        />
        {card.inUse ? <StateBadge tone="warning">{intl.formatMessage(m.inUse)}</StateBadge> : null}
      </div>
      <p className={styles.meta}>
        <span>{formatWith(intl, m.branchCode, { code: card.branchCode })}</span>
        <span>{formatWith(intl, m.addedAt, { time: formatDateTime(intl, card.createdAt) })}</span>
      </p>
      {card.inUse ? (
        <p id={noteId} className={mine.muted}>
          {intl.formatMessage(m.inUseNote)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          disabled={card.inUse || busy}
          aria-label={formatWith(intl, m.removeLabel, { bank: card.bankName, number: card.accountNumberMasked })}
          aria-describedby={card.inUse ? noteId : undefined}
          onClick={() => onRemove(card.id)}
        >
          {intl.formatMessage(m.remove)}
        </Button>
      </div>
    </li>
  );
}

function RemoveDialog({ card, removal }: { card: BankCardView; removal: BankCardRemoval }) {
  const intl = useIntl();
  const formId = `bank-card-remove-${card.id}`;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !removal.submitting) removal.onCancel();
      }}
      title={intl.formatMessage(m.removeTitle)}
      description={formatWith(intl, m.removeText, {
        bank: card.bankName,
        branch: card.branchName,
        number: `${accountTypeLabel(intl, card.accountType)} ${card.accountNumberMasked}`,
      })}
      footer={
        <>
          <Button variant="secondary" disabled={removal.submitting} onClick={removal.onCancel}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" form={formId} loading={removal.submitting}>
            {intl.formatMessage(m.confirmRemove)}
          </Button>
        </>
      }
    >
      <form id={formId} className={mine.form} onSubmit={removal.onSubmit} noValidate>
        {removal.formError ? <FormError>{removal.formError}</FormError> : null}
        <PasswordField
          label={intl.formatMessage(m.fundPassword)}
          autoComplete="current-password"
          {...removal.fundPasswordField}
        />
      </form>
    </Dialog>
  );
}

/**
 * The user's own-name bank accounts (/mine/bank): masked numbers, the one a withdrawal is paying to, removal after
 * a confirmation with the fund password, and the way to add one (at most five).
 */
export function BankCardsScreen({
  shell,
  status,
  onRetry,
  cards,
  maxCards,
  addHref,
  identityVerified,
  verifyHref,
  onRemove,
  removal,
}: BankCardsScreenProps) {
  const intl = useIntl();
  const atLimit = cards.length >= maxCards;
  const removing = removal ? cards.find((card) => card.id === removal.cardId) : undefined;
  const addAction = !identityVerified ? (
    <Notice tone="info" icon="alert">
      <p className={styles.noticeText}>{intl.formatMessage(m.verifyFirst)}</p>
      <p className={styles.noticeText}>
        <a href={verifyHref}>{intl.formatMessage(m.verifyLink)}</a>
      </p>
    </Notice>
  ) : atLimit ? (
    <p className={mine.muted}>{formatWith(intl, m.atLimit, { max: maxCards })}</p>
  ) : (
    <a className={buttonStyles({ fullWidth: true })} href={addHref}>
      {intl.formatMessage(m.add)}
    </a>
  );
  return (
    <FundingFrame shell={shell} status={status} onRetry={onRetry}>
      <p className={mine.paragraph}>{intl.formatMessage(m.intro)}</p>
      {cards.length === 0 ? (
        <EmptyState
          title={intl.formatMessage(m.emptyTitle)}
          description={intl.formatMessage(m.emptyText)}
          action={addAction}
        />
      ) : (
        <>
          <section className={mine.card} aria-labelledby="bank-cards-list">
            <div className={styles.cardHeader}>
              <h2 id="bank-cards-list" className={mine.cardTitle}>
                {intl.formatMessage(m.listLabel)}
              </h2>
              <span className={mine.muted}>{formatWith(intl, m.count, { count: cards.length, max: maxCards })}</span>
            </div>
            <ul className={mine.list} aria-labelledby="bank-cards-list">
              {cards.map((card) => (
                <CardItem key={card.id} card={card} onRemove={onRemove} busy={Boolean(removal)} />
              ))}
            </ul>
          </section>
          {addAction}
        </>
      )}
      {removal && removing ? <RemoveDialog card={removing} removal={removal} /> : null}
    </FundingFrame>
  );
}
