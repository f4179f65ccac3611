import { useIntl } from 'react-intl';
import { Tabs } from '../../../components/Tabs/Tabs.tsx';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { formatWith } from '../../mine/shared/format.ts';
import * as mine from '../../mine/shared/mine.css.ts';
import * as funding from '../../funding/shared/funding.css.ts';
import { blockShareLimits, blockWindow, discountText } from '../shared/block.tsx';
import { formatDay, formatOfferPrice } from '../shared/format.ts';
import { offeringsCommonMessages as common } from '../shared/offeringsCommon.messages.ts';
import * as styles from '../shared/offerings.css.ts';
import {
  BlockStateBadge,
  FactGrid,
  LinkButton,
  ListBody,
  OfferingsShellFrame,
  StateBadge,
  StockTitle,
} from '../shared/parts.tsx';
import type { BlockDistributionView } from '../shared/types.ts';
import { blockListScreenMessages as m } from './BlockListScreen.messages.ts';
import { blockListTabs, type BlockListScreenProps, type BlockListTab } from './BlockListScreen.types.ts';

function DistributionCard({
  distribution,
  href,
  timeZone,
}: {
  distribution: BlockDistributionView;
  href: string;
  timeZone?: string;
}) {
  const intl = useIntl();
  const titleId = `block-${distribution.id}`;
  const canApply = distribution.state === 'open' && distribution.myApplicationId === null;
  return (
    <li className={funding.record} aria-labelledby={titleId}>
      <StockTitle name={distribution.name} code={distribution.code} id={titleId}>
        <BlockStateBadge state={distribution.state} />
        {distribution.myApplicationId !== null ? (
          <StateBadge tone="positive">{intl.formatMessage(common.applied)}</StateBadge>
        ) : null}
      </StockTitle>
      <p className={styles.headline}>
        <span className={styles.headlineLabel}>{intl.formatMessage(m.price)}</span>
        {distribution.price === null
          ? intl.formatMessage(m.priceLater)
          : formatOfferPrice(intl, distribution.price, distribution.currency)}
      </p>
      <FactGrid
        label={formatWith(intl, m.terms, { name: distribution.name })}
        items={[
          {
            id: 'discount',
            label: intl.formatMessage(m.discount),
            value: discountText(intl, distribution),
            wide: true,
          },
          {
            id: 'window',
            label: intl.formatMessage(m.window),
            value: blockWindow(intl, distribution, timeZone),
            wide: true,
          },
          {
            id: 'date',
            label: intl.formatMessage(m.distributionDate),
            value: formatDay(intl, distribution.distributionDate),
          },
          {
            id: 'lot',
            label: intl.formatMessage(m.lotSize),
            value: formatWith(intl, common.shares, { count: distribution.lotSize }),
          },
          {
            id: 'limits',
            label: intl.formatMessage(m.limits),
            value: blockShareLimits(intl, distribution),
            wide: true,
          },
        ]}
      />
      <div className={styles.cardActions}>
        <LinkButton
          href={href}
          variant={canApply ? 'primary' : 'secondary'}
          label={formatWith(intl, canApply ? m.applyFor : m.detailsOf, { name: distribution.name })}
        >
          {intl.formatMessage(canApply ? m.apply : m.details)}
        </LinkButton>
      </div>
    </li>
  );
}

const emptyTitles = { today: m.emptyToday, upcoming: m.emptyUpcoming } as const;

/**
 * Off-floor distributions (/home/large): those open today and those announced, each with its stock, the
 * distribution price and its disclosed discount to the previous close (signed, in money and percent), the window in
 * the user's time zone, the lot and the min and max shares, and a link to its page (where the user applies).
 */
export function BlockListScreen(props: BlockListScreenProps) {
  const intl = useIntl();
  const { shell, timeZone, tab, onTabChange, distributions, getDistributionHref } = props;
  return (
    <OfferingsShellFrame shell={shell}>
      <p className={mine.paragraph}>{intl.formatMessage(m.intro)}</p>
      <nav className={mine.list} aria-label={intl.formatMessage(m.title)}>
        {[
          { href: props.applicationsHref, label: m.applications },
          { href: props.resultsHref, label: m.results },
        ].map((link) => (
          <a key={link.href} className={mine.linkRow} href={link.href}>
            <Icon name="records" small />
            <span className={mine.linkLabel}>{intl.formatMessage(link.label)}</span>
            <span className={mine.chevron}>
              <Icon name="chevronRight" small />
            </span>
          </a>
        ))}
      </nav>
      <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as BlockListTab)}>
        <Tabs.List aria-label={intl.formatMessage(m.tabs)} fullWidth>
          {blockListTabs.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {intl.formatMessage(m[value])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {blockListTabs.map((value) => (
          <Tabs.Content key={value} value={value} className={styles.panel}>
            {value === tab ? (
              <section className={mine.card} aria-labelledby={`block-tab-${value}`}>
                <h2 id={`block-tab-${value}`} className={mine.cardTitle}>
                  {intl.formatMessage(m[value])}
                </h2>
                <ListBody
                  list={distributions}
                  labelledBy={`block-tab-${value}`}
                  empty={{
                    title: intl.formatMessage(emptyTitles[value]),
                    description: intl.formatMessage(m.emptyText),
                  }}
                >
                  {(distribution) => (
                    <DistributionCard
                      key={distribution.id}
                      distribution={distribution}
                      href={getDistributionHref(distribution.id)}
                      timeZone={timeZone}
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
