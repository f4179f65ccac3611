import { useIntl } from 'react-intl';
import { Tabs } from '../../../components/Tabs/Tabs.tsx';
import { formatMoney } from '../../../intl/format.ts';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { formatWith } from '../../mine/shared/format.ts';
import * as mine from '../../mine/shared/mine.css.ts';
import * as funding from '../../funding/shared/funding.css.ts';
import { formatDay, formatOfferPrice, formatPercent } from '../shared/format.ts';
import { applicationPeriod, priceHeadline } from '../shared/ipo.tsx';
import { offeringsCommonMessages as common } from '../shared/offeringsCommon.messages.ts';
import * as styles from '../shared/offerings.css.ts';
import {
  FactGrid,
  IpoStateBadge,
  LinkButton,
  ListBody,
  OfferingsShellFrame,
  SignedPercent,
  StateBadge,
  StockTitle,
  segmentLabel,
} from '../shared/parts.tsx';
import { ipoOfferingStates, type IpoOfferingState, type IpoOfferingView } from '../shared/types.ts';
import { ipoListScreenMessages as m } from './IpoListScreen.messages.ts';
import type { IpoListScreenProps } from './IpoListScreen.types.ts';

const emptyTitles = {
  upcoming: m.emptyUpcoming,
  subscribing: m.emptySubscribing,
  awaiting_lottery: m.emptyAwaiting,
  allotted: m.emptyAllotted,
  listed: m.emptyListed,
} as const satisfies Record<IpoOfferingState, unknown>;

function OfferingCard({
  offering,
  timeZone,
  href,
  applyHref,
}: {
  offering: IpoOfferingView;
  timeZone?: string;
  href: string;
  applyHref: string;
}) {
  const intl = useIntl();
  const headline = priceHeadline(intl, offering);
  const titleId = `ipo-${offering.id}`;
  const canApply = offering.state === 'subscribing' && offering.myApplicationId === null;
  const facts = [
    {
      id: 'period',
      label: intl.formatMessage(m.applicationPeriod),
      value: applicationPeriod(intl, offering, timeZone),
      wide: true,
    },
    { id: 'lottery', label: intl.formatMessage(m.lotteryDate), value: formatDay(intl, offering.lotteryDate) },
    { id: 'payment', label: intl.formatMessage(m.paymentDate), value: formatDay(intl, offering.paymentDate) },
    { id: 'listing', label: intl.formatMessage(m.listingDate), value: formatDay(intl, offering.listingDate) },
    {
      id: 'lot',
      label: intl.formatMessage(m.lotSize),
      value: formatWith(intl, common.shares, { count: offering.lotSize }),
    },
    ...(offering.minAmount !== null
      ? [
          {
            id: 'minAmount',
            label: intl.formatMessage(m.minAmount),
            value: formatMoney(intl, offering.minAmount, offering.currency),
          },
        ]
      : []),
    // Only once published with the draw: a winning rate is a result, never a forecast.
    ...(offering.winningRate !== null
      ? [
          {
            id: 'winningRate',
            label: intl.formatMessage(m.winningRate),
            value: formatPercent(intl, offering.winningRate),
          },
        ]
      : []),
    ...(offering.listingPrice !== null
      ? [
          {
            id: 'listingPrice',
            label: intl.formatMessage(m.listingPrice),
            value: (
              <span className={mine.row}>
                {formatOfferPrice(intl, offering.listingPrice, offering.currency)}
                {offering.premiumPercent !== null ? <SignedPercent percent={offering.premiumPercent} /> : null}
              </span>
            ),
          },
        ]
      : []),
  ];
  return (
    <li className={funding.record} aria-labelledby={titleId}>
      <StockTitle name={offering.name} code={offering.code} id={titleId}>
        <IpoStateBadge state={offering.state} />
        {offering.myApplicationId !== null ? (
          <StateBadge tone="positive">{intl.formatMessage(common.applied)}</StateBadge>
        ) : null}
      </StockTitle>
      <p className={styles.headline}>
        <span className={styles.headlineLabel}>
          {headline.label} · {segmentLabel(intl, offering.segment)}
        </span>
        {headline.value}
      </p>
      <FactGrid items={facts} label={formatWith(intl, m.calendar, { name: offering.name })} />
      <div className={styles.cardActions}>
        <LinkButton href={href} label={formatWith(intl, m.detailsOf, { name: offering.name })}>
          {intl.formatMessage(m.details)}
        </LinkButton>
        {canApply ? (
          <LinkButton href={applyHref} variant="primary" label={formatWith(intl, m.applyFor, { name: offering.name })}>
            {intl.formatMessage(m.apply)}
          </LinkButton>
        ) : null}
      </div>
    </li>
  );
}

/**
 * New shares (/home/newShare): IPOs by state in tabs (upcoming, subscribing, awaiting the draw, allotted, listed),
 * each with its price or range, lot, the calendar from application to listing in the user's time zone, the winning
 * rate once the draw has published it, and links to its detail and, while open, to apply.
 */
export function IpoListScreen(props: IpoListScreenProps) {
  const intl = useIntl();
  const { shell, timeZone, tab, onTabChange, offerings, getOfferingHref, getApplyHref, recordsHref } = props;
  return (
    <OfferingsShellFrame shell={shell}>
      <p className={mine.paragraph}>{intl.formatMessage(m.intro)}</p>
      <a className={mine.linkRow} href={recordsHref}>
        <Icon name="records" small />
        <span className={mine.linkLabel}>{intl.formatMessage(m.records)}</span>
        <span className={mine.chevron}>
          <Icon name="chevronRight" small />
        </span>
      </a>
      <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as IpoOfferingState)}>
        <Tabs.List aria-label={intl.formatMessage(m.tabs)} fullWidth>
          {ipoOfferingStates.map((state) => (
            <Tabs.Trigger key={state} value={state}>
              {intl.formatMessage(common[state])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {ipoOfferingStates.map((state) => (
          <Tabs.Content key={state} value={state} className={styles.panel}>
            {state === tab ? (
              <section className={mine.card} aria-labelledby={`ipo-tab-${state}`}>
                <h2 id={`ipo-tab-${state}`} className={mine.cardTitle}>
                  {intl.formatMessage(common[state])}
                </h2>
                <ListBody
                  list={offerings}
                  labelledBy={`ipo-tab-${state}`}
                  empty={{
                    title: intl.formatMessage(emptyTitles[state]),
                    description: intl.formatMessage(m.emptyText),
                  }}
                >
                  {(offering) => (
                    <OfferingCard
                      key={offering.id}
                      offering={offering}
                      timeZone={timeZone}
                      href={getOfferingHref(offering.id)}
                      applyHref={getApplyHref(offering.id)}
                    />
                  )}
                </ListBody>
              </section>
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </OfferingsShellFrame>
  );
}
