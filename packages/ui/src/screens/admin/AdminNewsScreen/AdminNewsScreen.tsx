import { useId } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { Pager } from '../../../components/Pager/Pager.tsx';
import { RadioGroup } from '../../../components/RadioGroup/RadioGroup.tsx';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl.tsx';
import { TextArea } from '../../../components/TextArea/TextArea.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { FormError } from '../../FormError.tsx';
import * as styles from '../admin.css.ts';
import { AdminListBody } from '../internal/AdminListBody.tsx';
import { formatDateTime } from '../internal/format.ts';
import * as own from './AdminNewsScreen.css.ts';
import { adminNewsScreenMessages as m, adminNewsScreenValueMessages as mv } from './AdminNewsScreen.messages.ts';
import {
  adminNewsCategories,
  adminNewsFilters,
  adminNewsLanguages,
  adminNewsMarkets,
  type AdminNewsCategory,
  type AdminNewsEditor,
  type AdminNewsFilter,
  type AdminNewsLanguage,
  type AdminNewsMarket,
  type AdminNewsRow,
  type AdminNewsScreenProps,
} from './AdminNewsScreen.types.ts';

const filterLabels = { all: m.filterAll, published: m.filterPublished, unpublished: m.filterUnpublished } as const;
const marketLabels = { jpy: m.marketJpy, usd: m.marketUsd, cny: m.marketCny } as const;
const categoryLabels = {
  markets: m.categoryMarkets,
  companies: m.categoryCompanies,
  ipo: m.categoryIpo,
  announcements: m.categoryAnnouncements,
} as const;
const titleLabels = { jp: m.titleJp, cn: m.titleCn, us: m.titleUs } as const;
const bodyLabels = { jp: m.bodyJp, cn: m.bodyCn, us: m.bodyUs } as const;

/** A value from a table of labels; one the console does not know is shown as its code. */
function label(intl: IntlShape, table: Record<string, MessageDescriptor>, value: string): string {
  const descriptor = Object.prototype.hasOwnProperty.call(table, value) ? table[value] : undefined;
  return descriptor ? intl.formatMessage(descriptor) : value;
}

/** The body's first paragraph: what readers see as the summary. */
function firstParagraph(body: string): string {
  return body.trim().split(/\r?\n[ \t\u3000]*\r?\n/)[0] ?? '';
}

/** The operator's own language picks which text of an article the list shows. */
function languageOf(locale: string): AdminNewsLanguage {
  if (locale.startsWith('zh')) return 'cn';
  if (locale.startsWith('en')) return 'us';
  return 'jp';
}

function Editor({ editor }: { editor: AdminNewsEditor }) {
  const intl = useIntl();
  const headingId = useId();
  const editing = editor.mode === 'edit';
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {editing
          ? intl.formatMessage(mv.editHeading, { id: editor.articleId ?? '' })
          : intl.formatMessage(m.createHeading)}
      </h2>
      <form
        className={styles.form}
        onSubmit={editor.onSubmit}
        noValidate
        aria-labelledby={headingId}
        aria-busy={editor.submitting || undefined}
      >
        {editor.formError ? <FormError>{editor.formError}</FormError> : null}
        <SegmentedControl<AdminNewsMarket>
          label={intl.formatMessage(m.market)}
          value={editor.market}
          onValueChange={editor.onMarketChange}
          options={adminNewsMarkets.map((value) => ({ value, label: intl.formatMessage(marketLabels[value]) }))}
        />
        <RadioGroup
          label={intl.formatMessage(m.category)}
          options={adminNewsCategories.map((value) => ({ value, label: intl.formatMessage(categoryLabels[value]) }))}
          value={editor.category ?? ''}
          onValueChange={(value) => editor.onCategoryChange(value as AdminNewsCategory)}
          invalid={Boolean(editor.categoryError)}
          errorMessage={editor.categoryError}
          required
        />
        <div className={styles.formGrid}>
          {adminNewsLanguages.map((lang) => (
            <TextField
              key={lang}
              label={intl.formatMessage(titleLabels[lang])}
              maxLength={120}
              autoComplete="off"
              {...editor.titleFields[lang]}
            />
          ))}
        </div>
        <p className={styles.lead}>{intl.formatMessage(m.bodyHint)}</p>
        <div className={styles.formGrid}>
          {adminNewsLanguages.map((lang) => (
            <TextArea
              key={lang}
              label={intl.formatMessage(bodyLabels[lang])}
              maxLength={20000}
              rows={6}
              {...editor.bodyFields[lang]}
            />
          ))}
        </div>
        <div className={styles.formActions}>
          <Button type="button" variant="secondary" disabled={editor.submitting} onClick={editor.onCancel}>
            {intl.formatMessage(m.cancel)}
          </Button>
          {editing && !editor.published && editor.onSubmitAndPublish ? (
            <Button type="button" variant="secondary" disabled={editor.submitting} onClick={editor.onSubmitAndPublish}>
              {intl.formatMessage(m.saveAndPublish)}
            </Button>
          ) : null}
          <Button type="submit" loading={editor.submitting}>
            {intl.formatMessage(editing ? m.save : m.publish)}
          </Button>
        </div>
      </form>
    </section>
  );
}

function ArticleItem({
  row,
  language,
  busy,
  onEdit,
  onUnpublish,
}: {
  row: AdminNewsRow;
  language: AdminNewsLanguage;
  busy: boolean;
  onEdit: (id: string) => void;
  onUnpublish: (id: string) => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const published = row.status === 'published';
  const title = row.title[language] || row.title.jp;
  return (
    <li className={styles.row} aria-label={intl.formatMessage(mv.rowLabel, { title })}>
      <span className={styles.rowLine}>
        <span id={titleId} className={styles.rowTitle}>
          {title}
        </span>
        <span className={`${styles.tag} ${published ? own.tagPublished : styles.tagNeutral}`}>
          {published
            ? intl.formatMessage(m.published)
            : row.status === 'unpublished'
              ? intl.formatMessage(m.unpublished)
              : row.status}
        </span>
      </span>
      <p className={own.excerpt}>{firstParagraph(row.body[language] || row.body.jp)}</p>
      <span className={styles.meta}>
        <span>{label(intl, marketLabels, row.market)}</span>
        <span>{label(intl, categoryLabels, row.category)}</span>
        <span>
          {row.publishedAt
            ? intl.formatMessage(mv.publishedAt, { time: formatDateTime(intl, row.publishedAt) })
            : intl.formatMessage(m.neverPublished)}
        </span>
        <span>
          {intl.formatMessage(mv.updated, { time: formatDateTime(intl, row.updatedAt), operator: row.updatedBy })}
        </span>
      </span>
      <span className={own.rowActions}>
        <Button variant="secondary" size="sm" aria-describedby={titleId} disabled={busy} onClick={() => onEdit(row.id)}>
          {intl.formatMessage(m.edit)}
        </Button>
        {published ? (
          <Button
            variant="secondary"
            size="sm"
            aria-describedby={titleId}
            disabled={busy}
            onClick={() => onUnpublish(row.id)}
          >
            {intl.formatMessage(m.unpublish)}
          </Button>
        ) : null}
      </span>
    </li>
  );
}

/**
 * The news desk: every article, published or not; write one in three languages and publish it, correct one, or
 * take one down (confirmed first; it is kept and can be published again).
 */
export function AdminNewsScreen({
  status,
  articles,
  pageInfo,
  onPageChange,
  filter,
  onFilterChange,
  onCreate,
  onEdit,
  onUnpublish,
  editor,
  unpublish,
  onRetry,
}: AdminNewsScreenProps) {
  const intl = useIntl();
  const language = languageOf(intl.locale);
  const busy = Boolean(editor?.submitting) || Boolean(unpublish);
  const target = unpublish ? articles.find((row) => row.id === unpublish.articleId) : undefined;
  return (
    <div className={styles.screen}>
      <h1 className={styles.screenTitle}>{intl.formatMessage(m.title)}</h1>
      <p className={styles.lead}>{intl.formatMessage(m.lead)}</p>
      {editor ? <Editor editor={editor} /> : null}
      <div className={styles.sectionHeader}>
        <div className={own.filter}>
          <SegmentedControl<AdminNewsFilter>
            label={intl.formatMessage(m.filter)}
            options={adminNewsFilters.map((value) => ({ value, label: intl.formatMessage(filterLabels[value]) }))}
            value={filter}
            onValueChange={onFilterChange}
          />
        </div>
        <Button onClick={onCreate} disabled={Boolean(editor)}>
          {intl.formatMessage(m.create)}
        </Button>
      </div>
      <section className={styles.section} aria-label={intl.formatMessage(m.listLabel)}>
        <AdminListBody
          status={status}
          count={articles.length}
          onRetry={onRetry}
          emptyTitle={intl.formatMessage(
            filter === 'published' ? m.emptyPublished : filter === 'unpublished' ? m.emptyUnpublished : m.empty,
          )}
          emptyDescription={intl.formatMessage(m.emptyDescription)}
        >
          <ul className={styles.list}>
            {articles.map((row) => (
              <ArticleItem
                key={row.id}
                row={row}
                language={language}
                busy={busy}
                onEdit={onEdit}
                onUnpublish={onUnpublish}
              />
            ))}
          </ul>
          <Pager {...pageInfo} onPageChange={onPageChange} />
        </AdminListBody>
      </section>
      <ConfirmDialog
        open={Boolean(unpublish)}
        onOpenChange={(open) => {
          if (!open) unpublish?.onCancel();
        }}
        tone="critical"
        title={intl.formatMessage(m.confirmTitle)}
        message={intl.formatMessage(mv.confirmMessage, {
          title: target ? target.title[language] || target.title.jp : (unpublish?.articleId ?? ''),
        })}
        confirmLabel={intl.formatMessage(m.unpublish)}
        pending={unpublish?.pending}
        onConfirm={() => unpublish?.onConfirm()}
      />
    </div>
  );
}
