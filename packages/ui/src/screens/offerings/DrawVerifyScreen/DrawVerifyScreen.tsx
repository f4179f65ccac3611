import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { formatWith } from '../../mine/shared/format.ts';
import * as mine from '../../mine/shared/mine.css.ts';
import * as funding from '../../funding/shared/funding.css.ts';
import { ipoDetailScreenMessages as detail } from '../IpoDetailScreen/IpoDetailScreen.messages.ts';
import { formatCount, formatInstant } from '../shared/format.ts';
import * as styles from '../shared/offerings.css.ts';
import { DrawStateBadge, FactGrid, Notice, OfferingsFrame, StockTitle } from '../shared/parts.tsx';
import type { IpoDrawView } from '../shared/types.ts';
import { drawVerifyScreenMessages as m } from './DrawVerifyScreen.messages.ts';
import type { DrawCheckState, DrawVerifyScreenProps } from './DrawVerifyScreen.types.ts';

const stateWords = {
  pending: m.statePending,
  working: m.stateWorking,
  pass: m.statePass,
  fail: m.stateFail,
} as const satisfies Record<DrawCheckState, MessageDescriptor>;

const stateStyles = {
  pending: styles.checkIdle,
  working: styles.checkIdle,
  pass: styles.checkPass,
  fail: styles.checkFail,
} as const satisfies Record<DrawCheckState, string>;

const stateIcons = { pending: 'clock', working: 'clock', pass: 'check', fail: 'alert' } as const;

/** A 64-character hash: monospaced and broken anywhere, so the whole value is always there to read and copy. */
function Hash({ value }: { value: string }) {
  return <span className={styles.hash}>{value}</span>;
}

/** One verification step: an icon, what is checked, its state in words (never colour alone) and any detail. */
function Step({ title, state, children }: { title: string; state: DrawCheckState; children?: ReactNode }) {
  const intl = useIntl();
  return (
    <li className={styles.checkRow} data-state={state}>
      <span className={`${styles.checkIcon} ${stateStyles[state]}`}>
        <Icon name={stateIcons[state]} small />
      </span>
      <span className={styles.checkBody}>
        <span className={styles.checkTitle}>{title}</span>
        <span className={`${styles.checkDetail} ${stateStyles[state]}`}>{intl.formatMessage(stateWords[state])}</span>
        {children}
      </span>
    </li>
  );
}

function Published({ draw, timeZone }: { draw: IpoDrawView; timeZone?: string }) {
  const intl = useIntl();
  const at = (message: MessageDescriptor, iso: string | null) =>
    iso ? (
      <span className={styles.checkDetail}>
        {formatWith(intl, message, { time: formatInstant(intl, iso, timeZone) })}
      </span>
    ) : null;
  const hashed = (value: string | null, note: ReactNode, missing: MessageDescriptor) =>
    value ? (
      <span className={styles.checkBody}>
        <Hash value={value} />
        {note}
      </span>
    ) : (
      intl.formatMessage(missing)
    );
  return (
    <section className={mine.card} aria-labelledby="draw-published">
      <div className={funding.cardHeader}>
        <h2 id="draw-published" className={mine.cardTitle}>
          {intl.formatMessage(m.published)}
        </h2>
        <DrawStateBadge state={draw.state} />
      </div>
      <FactGrid
        items={[
          {
            id: 'seedHash',
            label: formatWith(intl, detail.seedHash, { algorithm: draw.hashAlgorithm }),
            value: hashed(draw.seedHash, at(detail.committedAt, draw.committedAt), detail.notCommitted),
            wide: true,
          },
          {
            id: 'entriesHash',
            label: intl.formatMessage(detail.entriesHash),
            value: hashed(
              draw.entriesHash,
              at(detail.entriesPublishedAt, draw.entriesPublishedAt),
              detail.notPublished,
            ),
            wide: true,
          },
          {
            id: 'seed',
            label: intl.formatMessage(detail.seed),
            value: hashed(draw.seed, at(detail.drawnAt, draw.drawnAt), m.seedNotPublished),
            wide: true,
          },
          {
            id: 'entryCount',
            label: intl.formatMessage(m.entryCount),
            value: formatWith(intl, m.entryCountValue, { count: formatCount(intl, draw.entryCount) }),
          },
          {
            id: 'lotsAvailable',
            label: intl.formatMessage(m.lotsAvailable),
            value: formatCount(intl, draw.lotsAvailable),
          },
          {
            id: 'algorithm',
            label: intl.formatMessage(detail.algorithmId),
            value: <span className={styles.hash}>{draw.algorithmId}</span>,
            wide: true,
          },
        ]}
      />
      <details>
        <summary className={styles.summary}>{intl.formatMessage(detail.algorithm)}</summary>
        <p className={styles.algorithm} lang="en">
          {draw.algorithm}
        </p>
      </details>
    </section>
  );
}

function Steps(props: DrawVerifyScreenProps & { draw: IpoDrawView }) {
  const intl = useIntl();
  const { draw, checks, running } = props;
  const entriesOut = draw.entriesHash !== null;
  const seedOut = draw.seed !== null;
  const all = [checks.seed, checks.entries, checks.rerun, ...(checks.myEntry ? [checks.myEntry] : [])];
  const passed = all.every((check) => check.state === 'pass');
  const failed = all.some((check) => check.state === 'fail');
  const ran = all.some((check) => check.state !== 'pending');
  const hashDetail = (computed: string | undefined, state: DrawCheckState) =>
    state === 'fail' && computed ? (
      <span className={styles.checkBody}>
        <span className={styles.checkDetail}>{intl.formatMessage(m.computed)}</span>
        <Hash value={computed} />
      </span>
    ) : null;
  const { rerun, myEntry } = checks;
  return (
    <section className={mine.card} aria-labelledby="draw-steps">
      <h2 id="draw-steps" className={mine.cardTitle}>
        {intl.formatMessage(m.steps)}
      </h2>
      <ol className={mine.list} aria-labelledby="draw-steps">
        <Step title={intl.formatMessage(m.stepSeed)} state={checks.seed.state}>
          {!seedOut ? <span className={styles.checkDetail}>{intl.formatMessage(m.needsSeed)}</span> : null}
          {hashDetail(checks.seed.computedHash, checks.seed.state)}
        </Step>
        <Step title={intl.formatMessage(m.stepEntries)} state={checks.entries.state}>
          {!entriesOut ? <span className={styles.checkDetail}>{intl.formatMessage(m.needsEntries)}</span> : null}
          {hashDetail(checks.entries.computedHash, checks.entries.state)}
        </Step>
        <Step title={intl.formatMessage(m.stepRerun)} state={rerun.state}>
          {!seedOut ? <span className={styles.checkDetail}>{intl.formatMessage(m.needsSeed)}</span> : null}
          {rerun.entriesChecked !== undefined ? (
            <span className={styles.checkDetail}>
              {formatWith(intl, m.rerunCounts, {
                checked: rerun.entriesChecked,
                winners: rerun.winners ?? 0,
              })}
            </span>
          ) : null}
          {rerun.mismatches ? (
            <span className={`${styles.checkDetail} ${styles.checkFail}`}>
              {formatWith(intl, m.mismatches, { count: rerun.mismatches })}
            </span>
          ) : null}
        </Step>
        {myEntry ? (
          <Step title={intl.formatMessage(m.stepMine)} state={myEntry.state}>
            <span className={styles.checkDetail}>
              {formatWith(intl, m.myEntryValue, {
                entryId: myEntry.entryId,
                lots: myEntry.lotsRequested,
              })}
            </span>
            {myEntry.rank !== null && myEntry.lotsWon !== null ? (
              <span className={styles.checkDetail}>
                {formatWith(intl, m.myEntryResult, {
                  rank: myEntry.rank,
                  won: myEntry.lotsWon,
                })}
              </span>
            ) : null}
          </Step>
        ) : null}
      </ol>
      {passed ? (
        <Notice tone="positive" role="status">
          <p className={funding.noticeText}>{intl.formatMessage(m.summaryPass)}</p>
        </Notice>
      ) : failed ? (
        <Notice tone="critical" role="alert">
          <p className={funding.noticeText}>{intl.formatMessage(m.summaryFail)}</p>
        </Notice>
      ) : null}
      {entriesOut ? (
        <Button fullWidth onClick={props.onRunCheck} loading={running} disabled={running}>
          {intl.formatMessage(ran ? m.runAgain : m.run)}
        </Button>
      ) : (
        <p className={mine.muted}>{intl.formatMessage(m.notReady)}</p>
      )}
    </section>
  );
}

/**
 * Verify an IPO draw: the published commitment (seed hash, entries hash, the seed once published, entries and lots,
 * the algorithm), the app's checks step by step (seed → seedHash, entries → entriesHash, the re-run gives every
 * entry the same rank and lots, the user's own entry), a button to run them, and the command-line way. The app
 * computes; this screen only shows.
 */
export function DrawVerifyScreen(props: DrawVerifyScreenProps) {
  const intl = useIntl();
  const { shell, status, onRetry, offering, draw, timeZone } = props;
  const ready = offering && draw;
  return (
    <OfferingsFrame
      shell={shell}
      status={ready ? status : status === 'error' ? 'error' : 'loading'}
      onRetry={onRetry}
      skeletonCards={3}
    >
      {ready ? (
        <>
          <section className={mine.card} aria-labelledby="draw-offering">
            <StockTitle name={offering.name} code={offering.code} level={2} id="draw-offering" />
            <p className={mine.paragraph}>{intl.formatMessage(m.intro)}</p>
            <a href={props.offeringHref} className={mine.linkRow}>
              {intl.formatMessage(m.details)}
            </a>
          </section>
          <Steps {...props} draw={draw} />
          <Published draw={draw} timeZone={timeZone} />
          <section className={mine.card} aria-labelledby="draw-cli">
            <h2 id="draw-cli" className={mine.cardTitle}>
              {intl.formatMessage(m.cli)}
            </h2>
            <p className={mine.paragraph}>{intl.formatMessage(m.cliText)}</p>
            <pre className={styles.command}>
              <code>{`npm run verify:draw -- ${offering.id}`}</code>
            </pre>
          </section>
        </>
      ) : null}
    </OfferingsFrame>
  );
}
