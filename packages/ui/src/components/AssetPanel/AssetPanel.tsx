import { useId } from 'react';
import { useIntl } from 'react-intl';
import { formatMoney } from '../../intl/format.ts';
import { visuallyHidden } from '../../internal/visuallyHidden.css.ts';
import { Change } from '../Change/Change.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './AssetPanel.css.ts';
import { assetPanelMessages } from './AssetPanel.messages.ts';

/** The asset summary view model; every amount an exact decimal string. */
export interface AssetSummary {
  currency: 'JPY';
  totalAssets: string;
  holdingsValue: string;
  available: string;
  frozen: string;
  /** Loan outstanding on the credit line (the API's `jpyyjed`). */
  loanOutstanding: string;
  floatingProfit: string;
}

export type AssetPanelProps = { status: 'loading'; assets?: undefined } | { status: 'ready'; assets: AssetSummary };

const detailKeys = ['holdingsValue', 'available', 'frozen', 'loanOutstanding'] as const;

export function AssetPanel(props: AssetPanelProps) {
  const intl = useIntl();
  const headingId = useId();
  const heading = (
    <h2 id={headingId} className={styles.heading}>
      {intl.formatMessage(assetPanelMessages.title)}
    </h2>
  );

  if (props.status === 'loading') {
    return (
      <section className={styles.panel} aria-labelledby={headingId} aria-busy="true">
        {heading}
        <span className={visuallyHidden}>{intl.formatMessage(assetPanelMessages.loading)}</span>
        <Skeleton width="40%" />
        <Skeleton height="title" width="70%" />
        <div className={styles.grid}>
          {[...detailKeys, 'floatingProfit'].map((key) => (
            <div key={key} className={styles.item}>
              <Skeleton width="50%" />
              <Skeleton width="80%" />
            </div>
          ))}
        </div>
      </section>
    );
  }

  const { assets } = props;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      {heading}
      <dl className={styles.grid}>
        <div className={styles.total} style={{ gridColumn: '1 / -1' }}>
          <dt className={styles.totalLabel}>{intl.formatMessage(assetPanelMessages.totalAssets)}</dt>
          <dd className={styles.totalValue}>{formatMoney(intl, assets.totalAssets, assets.currency)}</dd>
        </div>
        {detailKeys.map((key) => (
          <div key={key} className={styles.item}>
            <dt className={styles.label}>{intl.formatMessage(assetPanelMessages[key])}</dt>
            <dd className={styles.value}>{formatMoney(intl, assets[key], assets.currency)}</dd>
          </div>
        ))}
        <div className={styles.item}>
          <dt className={styles.label}>{intl.formatMessage(assetPanelMessages.floatingProfit)}</dt>
          <dd className={styles.value}>
            <Change amount={assets.floatingProfit} currency={assets.currency} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
