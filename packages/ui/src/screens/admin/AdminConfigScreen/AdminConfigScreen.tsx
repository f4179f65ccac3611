import { useIntl, type IntlShape } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState/ErrorState.tsx';
import { Money } from '../../../components/Money/Money.tsx';
import { NumberField } from '../../../components/NumberField/NumberField.tsx';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { FormError } from '../../FormError.tsx';
import { configNameLabel } from '../adminTerms.ts';
import * as styles from '../admin.css.ts';
import { adminCommonMessages } from '../internal/adminCommon.messages.ts';
import { formatDateTime, formatDecimal } from '../internal/format.ts';
import { adminConfigScreenMessages as m, adminConfigScreenValueMessages as mv } from './AdminConfigScreen.messages.ts';
import {
  adminConfigGroups,
  type AdminConfigEdit,
  type AdminConfigEntryView,
  type AdminConfigFormat,
  type AdminConfigScreenProps,
} from './AdminConfigScreen.types.ts';

function formatHint(intl: IntlShape, format: AdminConfigFormat): string | undefined {
  switch (format.kind) {
    case 'text':
      return intl.formatMessage(mv.hintText, { max: format.maxLength });
    case 'url':
      return intl.formatMessage(m.hintUrl);
    case 'urlOrPath':
      return intl.formatMessage(m.hintUrlOrPath);
    case 'version':
      return intl.formatMessage(m.hintVersion);
    case 'digits':
      return intl.formatMessage(mv.hintDigits, { length: format.length });
    case 'hours':
      return intl.formatMessage(m.hintHours);
    case 'leverage':
      return intl.formatMessage(m.hintLeverage);
    case 'yen':
      return format.max
        ? intl.formatMessage(mv.hintYenRange, {
            min: formatDecimal(intl, format.min),
            max: formatDecimal(intl, format.max),
          })
        : intl.formatMessage(mv.hintYenMin, { min: formatDecimal(intl, format.min) });
    case 'percent':
      return intl.formatMessage(mv.hintPercent, { min: format.min, max: format.max });
    default:
      return undefined;
  }
}

function DisplayValue({ entry }: { entry: AdminConfigEntryView }) {
  const intl = useIntl();
  if (entry.value === '') return <>{intl.formatMessage(adminCommonMessages.notSet)}</>;
  switch (entry.format.kind) {
    case 'yen':
      return <Money amount={entry.value} currency="JPY" />;
    case 'percent':
      return <>{entry.value}%</>;
    case 'boolean':
      return <>{intl.formatMessage(entry.value === '1' ? m.on : m.off)}</>;
    case 'days':
      return <>{intl.formatMessage(entry.value === 'all' ? m.daysAll : m.daysBusiness)}</>;
    default:
      return <span className={styles.mono}>{entry.value}</span>;
  }
}

function EditForm({ entry, edit }: { entry: AdminConfigEntryView; edit: AdminConfigEdit }) {
  const intl = useIntl();
  const label = intl.formatMessage(m.newValue);
  const hint = formatHint(intl, entry.format);
  const error = edit.field.errorMessage;
  let control;
  switch (entry.format.kind) {
    case 'boolean':
    case 'days':
      control = (
        <SegmentedControl
          label={label}
          value={edit.choice.value}
          onValueChange={edit.choice.onValueChange}
          options={
            entry.format.kind === 'boolean'
              ? [
                  { value: '1', label: intl.formatMessage(m.on) },
                  { value: '0', label: intl.formatMessage(m.off) },
                ]
              : [
                  { value: 'business', label: intl.formatMessage(m.daysBusiness) },
                  { value: 'all', label: intl.formatMessage(m.daysAll) },
                ]
          }
        />
      );
      break;
    case 'yen':
      control = (
        <NumberField
          label={label}
          hint={hint}
          integer
          min={entry.format.min}
          max={entry.format.max}
          step="100"
          unit={intl.formatMessage(m.yen)}
          defaultValue={entry.value}
          {...edit.field}
        />
      );
      break;
    case 'percent':
      control = (
        <NumberField
          label={label}
          hint={hint}
          min={entry.format.min}
          max={entry.format.max}
          step="0.01"
          unit="%"
          defaultValue={entry.value}
          {...edit.field}
        />
      );
      break;
    default:
      control = (
        <TextField
          label={label}
          hint={hint}
          defaultValue={entry.value}
          type={entry.format.kind === 'url' || entry.format.kind === 'urlOrPath' ? 'url' : 'text'}
          inputMode={
            entry.format.kind === 'digits' ? 'numeric' : entry.format.kind === 'leverage' ? 'decimal' : undefined
          }
          autoComplete="off"
          {...edit.field}
        />
      );
  }
  return (
    <form className={styles.form} onSubmit={edit.onSubmit} noValidate aria-busy={edit.submitting || undefined}>
      {edit.formError && edit.formError !== error ? <FormError>{edit.formError}</FormError> : null}
      {control}
      <div className={styles.formActions}>
        <Button variant="secondary" size="sm" onClick={edit.onCancel} disabled={edit.submitting}>
          {intl.formatMessage(m.cancel)}
        </Button>
        <Button type="submit" size="sm" loading={edit.submitting}>
          {intl.formatMessage(m.save)}
        </Button>
      </div>
    </form>
  );
}

function EntryRow({
  entry,
  editing,
  onEdit,
}: {
  entry: AdminConfigEntryView;
  editing?: AdminConfigEdit;
  onEdit: (name: string) => void;
}) {
  const intl = useIntl();
  const name = configNameLabel(intl, entry.name);
  const isEditing = editing?.name === entry.name;
  return (
    <li className={styles.row} data-config={entry.name}>
      <span className={styles.rowLine}>
        <span className={styles.rowTitle} id={`config-${entry.name}`}>
          {name}
        </span>
        <span className={styles.tags}>
          {entry.visibility === 'private' ? (
            <span className={`${styles.tag} ${styles.tagNeutral}`}>{intl.formatMessage(m.private)}</span>
          ) : null}
          {!entry.editable ? (
            <span className={`${styles.tag} ${styles.tagNeutral}`}>{intl.formatMessage(m.readOnly)}</span>
          ) : null}
        </span>
      </span>
      {isEditing && editing ? (
        <EditForm entry={entry} edit={editing} />
      ) : (
        <span className={styles.rowLine}>
          <span className={styles.figureValue}>
            <DisplayValue entry={entry} />
          </span>
          {entry.editable ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onEdit(entry.name)}
              disabled={Boolean(editing)}
              aria-label={intl.formatMessage(mv.edit, { name })}
            >
              {intl.formatMessage(m.editShort)}
            </Button>
          ) : null}
        </span>
      )}
      <span className={styles.meta}>
        {entry.updatedAt
          ? intl.formatMessage(mv.updated, {
              time: formatDateTime(intl, entry.updatedAt),
              account: entry.updatedBy ?? '—',
            })
          : intl.formatMessage(m.neverUpdated)}
      </span>
    </li>
  );
}

/** Every config entry by group, each edited and saved on its own with a typed field. */
export function AdminConfigScreen({ status, entries, onRetry, onEdit, editing }: AdminConfigScreenProps) {
  const intl = useIntl();
  return (
    <div className={styles.screen}>
      <h1 className={styles.screenTitle}>{intl.formatMessage(m.title)}</h1>
      <p className={styles.lead}>{intl.formatMessage(m.lead)}</p>
      {status === 'error' ? (
        <ErrorState onRetry={onRetry} />
      ) : status === 'loading' ? (
        <div
          className={styles.skeletonRows}
          role="status"
          aria-busy="true"
          aria-label={intl.formatMessage(adminCommonMessages.loading)}
        >
          <Skeleton height="block" />
          <Skeleton height="block" />
          <Skeleton height="block" />
        </div>
      ) : entries.length === 0 ? (
        <EmptyState />
      ) : (
        <div className={styles.columns}>
          {adminConfigGroups.map((group) => {
            const inGroup = entries.filter((entry) => entry.group === group);
            if (inGroup.length === 0) return null;
            return (
              <section key={group} className={styles.section} aria-labelledby={`config-group-${group}`}>
                <h2 id={`config-group-${group}`} className={styles.sectionTitle}>
                  {intl.formatMessage(m[group])}
                </h2>
                <ul className={styles.list}>
                  {inGroup.map((entry) => (
                    <EntryRow key={entry.name} entry={entry} editing={editing} onEdit={onEdit} />
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}
