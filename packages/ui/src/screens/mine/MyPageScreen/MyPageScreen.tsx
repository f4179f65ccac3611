import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AssetPanel } from '../../../components/AssetPanel/AssetPanel.tsx';
import { StatusBadge } from '../../../components/StatusBadge/StatusBadge.tsx';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { localeNames } from '../../../intl/locales.ts';
import { formatDateTime, formatWith } from '../shared/format.ts';
import { MineFrame } from '../shared/MineFrame.tsx';
import * as styles from '../shared/mine.css.ts';
import { mineCommonMessages } from '../shared/mineCommon.messages.ts';
import { myPageScreenMessages as m } from './MyPageScreen.messages.ts';
import type { MyPageProfile, MyPageScreenProps } from './MyPageScreen.types.ts';

function SettingRow({ label, value, href }: { label: string; value: ReactNode; href: string }) {
  return (
    <li className={styles.listItem}>
      <a className={styles.linkRow} href={href}>
        <span className={styles.linkLabel}>{label}</span>
        <span className={styles.linkDetail}>{value}</span>
        <span className={styles.chevron}>
          <Icon name="chevronRight" small />
        </span>
      </a>
    </li>
  );
}

function Restrictions({ profile, supportHref }: { profile: MyPageProfile; supportHref: string }) {
  const intl = useIntl();
  if (profile.restrictions.length === 0) return null;
  return (
    <section className={styles.warning} role="alert" aria-labelledby="mypage-restricted">
      <h2 id="mypage-restricted" className={styles.cardTitle}>
        {intl.formatMessage(m.restricted)}
      </h2>
      <ul className={styles.list}>
        {profile.restrictions.map((restriction) => (
          <li key={restriction.kind} className={styles.listItem}>
            <p className={styles.paragraph}>
              <strong>{intl.formatMessage(m[restriction.kind])}</strong>{' '}
              {formatWith(intl, m.since, { date: formatDateTime(intl, restriction.since) })}
            </p>
            <p className={styles.paragraph}>{restriction.reason}</p>
          </li>
        ))}
      </ul>
      <a href={supportHref}>{intl.formatMessage(mineCommonMessages.contactSupport)}</a>
    </section>
  );
}

/** The personal page (MYPAGE): account, restrictions, asset figures, verification and settings. */
export function MyPageScreen({ shell, status, onRetry, profile, assets, hrefs }: MyPageScreenProps) {
  const intl = useIntl();
  return (
    <MineFrame shell={shell} status={status === 'ready' && !profile ? 'loading' : status} onRetry={onRetry}>
      {profile ? (
        <>
          <section className={styles.card} aria-labelledby="mypage-account">
            <h2 id="mypage-account" className={styles.muted}>
              {intl.formatMessage(m.account)}
            </h2>
            <div className={styles.row}>
              <span className={`${styles.code} ${styles.grow}`}>{profile.account}</span>
              {profile.agent ? <span className={styles.linkDetail}>{intl.formatMessage(m.agent)}</span> : null}
            </div>
            {profile.realName ? <p className={styles.paragraph}>{profile.realName}</p> : null}
            <p className={styles.muted}>
              {intl.formatMessage(m.registeredAt)} {formatDateTime(intl, profile.registeredAt)}
            </p>
            <p className={styles.muted}>
              {intl.formatMessage(m.inviteCode)} <strong>{profile.inviteCode}</strong> ·{' '}
              <a href={hrefs.referral}>{intl.formatMessage(m.referral)}</a>
            </p>
          </section>
          <Restrictions profile={profile} supportHref={hrefs.support} />
          {assets ? <AssetPanel status="ready" assets={assets} /> : <AssetPanel status="loading" />}
          <section className={styles.card} aria-labelledby="mypage-settings">
            <h2 id="mypage-settings" className={styles.cardTitle}>
              {intl.formatMessage(m.settings)}
            </h2>
            <ul className={styles.list}>
              <SettingRow
                label={intl.formatMessage(m.verification)}
                value={<StatusBadge family="realName" status={profile.realNameStatus} />}
                href={hrefs.verified}
              />
              <SettingRow
                label={intl.formatMessage(m.fundPassword)}
                value={intl.formatMessage(profile.fundPasswordSet ? m.fundPasswordSet : m.fundPasswordNotSet)}
                href={hrefs.fundPassword}
              />
              <SettingRow
                label={intl.formatMessage(m.bank)}
                value={formatWith(intl, m.bankCount, { count: profile.bankCardCount })}
                href={hrefs.bank}
              />
              <SettingRow
                label={intl.formatMessage(m.language)}
                value={
                  <span lang={profile.language === 'jp' ? 'ja' : profile.language === 'cn' ? 'zh-CN' : 'en'}>
                    {localeNames[profile.language]}
                  </span>
                }
                href={hrefs.language}
              />
            </ul>
            <dl className={styles.list}>
              {(
                [
                  ['trading', profile.canTrade],
                  ['withdrawal', profile.canWithdraw],
                ] as const
              ).map(([key, allowed]) => (
                <div key={key} className={`${styles.listItem} ${styles.linkRow}`}>
                  <dt className={styles.linkLabel}>{intl.formatMessage(m[key])}</dt>
                  <dd className={styles.linkDetail}>{intl.formatMessage(allowed ? m.available : m.unavailable)}</dd>
                </div>
              ))}
            </dl>
          </section>
        </>
      ) : null}
    </MineFrame>
  );
}
