import { useIntl } from 'react-intl';
import { formatMoney } from '../../../intl/format.ts';
import { fromScaled, scaleOf, toScaled } from '../../../internal/decimal.ts';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { formatWith } from '../../mine/shared/format.ts';
import * as mine from '../../mine/shared/mine.css.ts';
import * as funding from '../../funding/shared/funding.css.ts';
import { formatInstant, formatOfferPrice } from '../shared/format.ts';
import { offeringsCommonMessages as common } from '../shared/offeringsCommon.messages.ts';
import * as styles from '../shared/offerings.css.ts';
import {
  BlockApplicationBadge,
  FactGrid,
  LinkButton,
  ListBody,
  OfferingsShellFrame,
  StateBadge,
  StockTitle,
} from '../shared/parts.tsx';
import { blockResultsScreenMessages as m } from './BlockResultsScreen.messages.ts';
import type { BlockLotteryView, BlockResultView, BlockResultsScreenProps } from './BlockResultsScreen.types.ts';

/**
 * What the allotted shares cost: the hold (amount + fee) less what was released and what is still held, exact. The
 * contract closes every hold by settling part and releasing the rest, so this is the settled part.
 */
function chargedAmount(result: BlockResultView): string {
  const parts = [result.amount, result.fee, result.releasedAmount, result.heldAmount];
  const scale = Math.max(...parts.map(scaleOf));
  const [amount, fee, released, held] = parts.map((part) => toScaled(part, scale) ?? 0n) as [
    bigint,
    bigint,
    bigint,
    bigint,
  ];
  return fromScaled(amount + fee - released - held, scale);
}

function Lottery({ lottery }: { lottery: BlockLotteryView }) {
  const intl = useIntl();
  const hash = (value: string | null) =>
    value === null ? intl.formatMessage(m.notPublished) : <span className={styles.hash}>{value}</span>;
  return (
    <details>
      <summary className={styles.summary}>{intl.formatMessage(m.lottery)}</summary>
      <FactGrid
        items={[
          { id: 'seedHash', label: intl.formatMessage(m.seedHash), value: hash(lottery.seedHash), wide: true },
          { id: 'entriesHash', label: intl.formatMessage(m.entriesHash), value: hash(lottery.entriesHash), wide: true },
          { id: 'seed', label: intl.formatMessage(m.seed), value: hash(lottery.seed), wide: true },
        ]}
      />
    </details>
  );
}

const allocationLabels = { full: m.allocationFull, partial: m.allocationPartial } as const;

function ResultRecord({ result, props }: { result: BlockResultView; props: BlockResultsScreenProps }) {
  const intl = useIntl();
  const money = (amount: string) => formatMoney(intl, amount, result.currency);
  const shares = (count: number) => formatWith(intl, common.shares, { count: count });
  const titleId = `block-result-${result.id}`;
  return (
    <li className={funding.record} aria-labelledby={titleId}>
      <StockTitle name={result.name} code={result.code} id={titleId}>
        <BlockApplicationBadge state={result.state} />
        {result.allocation === 'full' || result.allocation === 'partial' ? (
          <StateBadge tone={result.allocation === 'full' ? 'positive' : 'info'}>
            {intl.formatMessage(allocationLabels[result.allocation])}
          </StateBadge>
        ) : null}
      </StockTitle>
      <FactGrid
        items={[
          {
            id: 'allotted',
            label: intl.formatMessage(m.allotted),
            value: formatWith(intl, m.allottedValue, {
              allotted: shares(result.allottedQuantity ?? 0),
              applied: shares(result.quantity),
            }),
            wide: true,
          },
          {
            id: 'price',
            label: intl.formatMessage(m.price),
            value: formatOfferPrice(intl, result.price, result.currency),
          },
          { id: 'charged', label: intl.formatMessage(m.charged), value: money(chargedAmount(result)) },
          { id: 'released', label: intl.formatMessage(m.released), value: money(result.releasedAmount) },
          ...(result.decidedAt !== null
            ? [
                {
                  id: 'decidedAt',
                  label: intl.formatMessage(m.decidedAt),
                  value: formatInstant(intl, result.decidedAt, props.timeZone),
                  wide: true,
                },
              ]
            : []),
        ]}
      />
      {result.lottery ? (
        <Lottery lottery={result.lottery} />
      ) : result.state === 'allotted' ? (
        <p className={mine.muted}>{intl.formatMessage(m.noLottery)}</p>
      ) : null}
      <div className={styles.cardActions}>
        <LinkButton
          href={props.getDistributionHref(result.distributionId)}
          label={formatWith(intl, m.detailsOf, { name: result.name })}
        >
          {intl.formatMessage(m.details)}
        </LinkButton>
        {result.positionId !== null ? (
          <LinkButton
            href={props.getPositionHref(result.positionId)}
            variant="primary"
            label={formatWith(intl, m.positionOf, { name: result.name })}
          >
            {intl.formatMessage(m.position)}
          </LinkButton>
        ) : null}
      </div>
    </li>
  );
}

/**
 * My distribution results (/home/large3): for each decided application the shares allotted of those applied for,
 * the price, the amount charged and the hold released, the lottery's public seed and hashes when it went to one,
 * and a link to the holding.
 */
export function BlockResultsScreen(props: BlockResultsScreenProps) {
  const intl = useIntl();
  return (
    <OfferingsShellFrame shell={props.shell}>
      <a className={mine.linkRow} href={props.applicationsHref}>
        <Icon name="records" small />
        <span className={mine.linkLabel}>{intl.formatMessage(m.applications)}</span>
        <span className={mine.chevron}>
          <Icon name="chevronRight" small />
        </span>
      </a>
      <section className={mine.card} aria-labelledby="block-results">
        <h2 id="block-results" className={mine.cardTitle}>
          {intl.formatMessage(m.heading)}
        </h2>
        <ListBody
          list={props.results}
          labelledBy="block-results"
          empty={{ title: intl.formatMessage(m.empty), description: intl.formatMessage(m.emptyText) }}
        >
          {(result) => <ResultRecord key={result.id} result={result} props={props} />}
        </ListBody>
      </section>
    </OfferingsShellFrame>
  );
}
