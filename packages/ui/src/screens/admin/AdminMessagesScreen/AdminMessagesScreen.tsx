import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { FormError } from '../../FormError.tsx';
import * as styles from '../admin.css.ts';
import { AdminListBody } from '../internal/AdminListBody.tsx';
import { Pager } from '../../../components/Pager/Pager.tsx';
import { TextArea } from '../../../components/TextArea/TextArea.tsx';
import { formatDateTime } from '../internal/format.ts';
import {
  adminMessagesScreenMessages as m,
  adminMessagesScreenValueMessages as mv,
} from './AdminMessagesScreen.messages.ts';
import type {
  AdminMessageAudience,
  AdminMessageLanguage,
  AdminMessagesScreenProps,
} from './AdminMessagesScreen.types.ts';

const languages: readonly AdminMessageLanguage[] = ['jp', 'cn', 'us'];
const titleLabels = { jp: m.titleJp, cn: m.titleCn, us: m.titleUs };
const bodyLabels = { jp: m.bodyJp, cn: m.bodyCn, us: m.bodyUs };

/** The operator's own language picks which text of a sent message the list shows. */
function languageOf(locale: string): AdminMessageLanguage {
  if (locale.startsWith('zh')) return 'cn';
  if (locale.startsWith('en')) return 'us';
  return 'jp';
}

/** Write a three-language message to one user or everyone; the messages sent so far below. */
export function AdminMessagesScreen({ compose, sent }: AdminMessagesScreenProps) {
  const intl = useIntl();
  const language = languageOf(intl.locale);
  return (
    <div className={styles.screen}>
      <h1 className={styles.screenTitle}>{intl.formatMessage(m.title)}</h1>
      <section className={styles.section} aria-labelledby="admin-compose">
        <h2 id="admin-compose" className={styles.sectionTitle}>
          {intl.formatMessage(m.compose)}
        </h2>
        <p className={styles.lead}>{intl.formatMessage(m.safety)}</p>
        <form
          className={styles.form}
          onSubmit={compose.onSubmit}
          noValidate
          aria-busy={compose.submitting || undefined}
        >
          {compose.formError ? <FormError>{compose.formError}</FormError> : null}
          <SegmentedControl<AdminMessageAudience>
            label={intl.formatMessage(m.audience)}
            value={compose.audience}
            onValueChange={compose.onAudienceChange}
            options={[
              { value: 'user', label: intl.formatMessage(m.audienceUser) },
              { value: 'all', label: intl.formatMessage(m.audienceAll) },
            ]}
          />
          {compose.audience === 'user' ? (
            <TextField
              label={intl.formatMessage(m.account)}
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              {...compose.accountField}
            />
          ) : (
            <p className={styles.lead} role="note">
              {intl.formatMessage(m.allWarning)}
            </p>
          )}
          <div className={styles.formGrid}>
            {languages.map((lang) => (
              <TextField
                key={lang}
                label={intl.formatMessage(titleLabels[lang])}
                maxLength={120}
                {...compose.titleFields[lang]}
              />
            ))}
          </div>
          <div className={styles.formGrid}>
            {languages.map((lang) => (
              <TextArea
                key={lang}
                label={intl.formatMessage(bodyLabels[lang])}
                maxLength={4000}
                rows={5}
                {...compose.bodyFields[lang]}
              />
            ))}
          </div>
          <div className={styles.formActions}>
            <Button type="submit" loading={compose.submitting}>
              {intl.formatMessage(m.send)}
            </Button>
          </div>
        </form>
      </section>
      <section className={styles.section} aria-labelledby="admin-sent">
        <h2 id="admin-sent" className={styles.sectionTitle}>
          {intl.formatMessage(m.sent)}
        </h2>
        <AdminListBody
          status={sent.status}
          count={sent.items.length}
          onRetry={sent.onRetry}
          emptyTitle={intl.formatMessage(m.sentEmpty)}
        >
          <ul className={styles.list}>
            {sent.items.map((item) => (
              <li key={item.id} className={styles.row}>
                <span className={styles.rowLine}>
                  <span className={styles.rowTitle}>{item.title[language]}</span>
                  <span className={`${styles.tag} ${styles.tagNeutral}`}>
                    {item.audience === 'all' || !item.account
                      ? intl.formatMessage(mv.toAll, { count: item.recipients })
                      : intl.formatMessage(mv.toUser, { account: item.account })}
                  </span>
                </span>
                <span className={styles.lead}>{item.body[language]}</span>
                <span className={styles.meta}>
                  {intl.formatMessage(mv.sentMeta, { time: formatDateTime(intl, item.sentAt), operator: item.sentBy })}
                </span>
              </li>
            ))}
          </ul>
          <Pager {...sent.pageInfo} onPageChange={sent.onPageChange} />
        </AdminListBody>
      </section>
    </div>
  );
}
