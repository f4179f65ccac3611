import { useId, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { Dialog } from '../../../components/Dialog/Dialog.tsx';
import { Sparkline } from '../../../components/Sparkline/Sparkline.tsx';
import { formatMoney } from '../../../intl/format.ts';
import { visuallyHidden } from '../../../internal/visuallyHidden.css.ts';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import * as funding from '../../funding/shared/funding.css.ts';
import { formatWith } from '../../mine/shared/format.ts';
import * as mine from '../../mine/shared/mine.css.ts';
import { formatOfferPrice } from '../../offerings/shared/format.ts';
import { followCommonMessages as common } from '../shared/followCommon.messages.ts';
import * as styles from '../shared/follow.css.ts';
import {
  FactGrid,
  FollowShellFrame,
  KindBadge,
  LinkButton,
  ListBody,
  ProductStateBadge,
  ProductTitle,
  SignedPercent,
  deadlineText,
  earlyExitText,
  entryFeeText,
  kindLabel,
  profitShareText,
} from '../shared/parts.tsx';
import type { PriceColours } from '../../../tokens/index.ts';
import type { FollowMarket, FollowProductView } from '../shared/types.ts';
import { followListScreenMessages as m } from './FollowListScreen.messages.ts';
import type { FollowListScreenProps } from './FollowListScreen.types.ts';

/** The most products compared at once: two, side by side, fit a phone. */
const compareLimit = 2;

function ProductCard({
  product,
  href,
  picked,
  pickable,
  onPickedChange,
  compareButton,
  priceColours,
}: {
  product: FollowProductView;
  href: string;
  picked: boolean;
  /** Null when there is nothing to compare with (a single product). */
  pickable: boolean | null;
  onPickedChange: (picked: boolean) => void;
  compareButton: ReactNode;
  priceColours?: PriceColours;
}) {
  const intl = useIntl();
  const titleId = useId();
  const facts = [
    { id: 'nav', label: intl.formatMessage(common.nav), value: formatOfferPrice(intl, product.nav, product.currency) },
    {
      id: 'daily',
      label: intl.formatMessage(common.dailyReturn),
      value: <SignedPercent percent={product.dailyReturnPercent} />,
    },
    {
      id: 'cumulative',
      label: intl.formatMessage(common.cumulativeReturn),
      value: <SignedPercent percent={product.cumulativeReturnPercent} />,
    },
    {
      id: 'drawdown',
      label: intl.formatMessage(common.maxDrawdown),
      value: <SignedPercent percent={product.maxDrawdownPercent} />,
    },
    {
      id: 'minimum',
      label: intl.formatMessage(common.minInvestment),
      value: formatMoney(intl, product.minInvestment, product.currency),
    },
    {
      id: 'followers',
      label: intl.formatMessage(common.followers),
      value: formatWith(intl, common.people, { count: product.followerCount }),
    },
  ];
  return (
    <li className={funding.record} aria-labelledby={titleId} data-price-colours={priceColours}>
      <ProductTitle name={product.name} id={titleId}>
        <ProductStateBadge state={product.state} />
      </ProductTitle>
      <div className={styles.titleLine}>
        <KindBadge kind={product.strategyKind} />
        <p className={styles.byline}>{formatWith(intl, m.by, { name: product.leaderName })}</p>
      </div>
      <div className={styles.sparkline}>
        <Sparkline closes={product.sparkline} width={240} height={32} />
        <p className={styles.byline}>{intl.formatMessage(m.sparkline)}</p>
      </div>
      <FactGrid items={facts} label={formatWith(intl, m.figures, { name: product.name })} />
      <div className={styles.cardActions}>
        {pickable === null ? null : (
          <Checkbox
            label={intl.formatMessage(m.compare)}
            aria-label={formatWith(intl, m.compareOf, { name: product.name })}
            checked={picked}
            disabled={!picked && !pickable}
            onChange={(event) => onPickedChange(event.target.checked)}
          />
        )}
        <span className={styles.actionGroup}>
          {compareButton}
          <LinkButton href={href} label={formatWith(intl, m.detailsOf, { name: product.name })}>
            {intl.formatMessage(m.details)}
          </LinkButton>
        </span>
      </div>
    </li>
  );
}

interface CompareRow {
  id: string;
  label: string;
  value: (product: FollowProductView) => ReactNode;
}

function compareRows(intl: IntlShape, timeZone: string | undefined): CompareRow[] {
  return [
    { id: 'kind', label: intl.formatMessage(common.kindLabel), value: (p) => kindLabel(intl, p.strategyKind) },
    {
      id: 'nav',
      label: intl.formatMessage(common.nav),
      value: (p) => formatOfferPrice(intl, p.nav, p.currency),
    },
    {
      id: 'trend',
      label: intl.formatMessage(m.sparkline),
      value: (p) => <Sparkline closes={p.sparkline} width={120} height={32} />,
    },
    {
      id: 'daily',
      label: intl.formatMessage(common.dailyReturn),
      value: (p) => <SignedPercent percent={p.dailyReturnPercent} />,
    },
    {
      id: 'cumulative',
      label: intl.formatMessage(common.cumulativeReturn),
      value: (p) => <SignedPercent percent={p.cumulativeReturnPercent} />,
    },
    {
      id: 'drawdown',
      label: intl.formatMessage(common.maxDrawdown),
      value: (p) => <SignedPercent percent={p.maxDrawdownPercent} />,
    },
    {
      id: 'minimum',
      label: intl.formatMessage(common.minInvestment),
      value: (p) => formatMoney(intl, p.minInvestment, p.currency),
    },
    {
      id: 'entryFee',
      label: intl.formatMessage(common.entryFee),
      value: (p) => entryFeeText(intl, p.entryFeePercent),
    },
    {
      id: 'earlyExitFee',
      label: intl.formatMessage(common.earlyExitFee),
      value: (p) => earlyExitText(intl, p.earlyExitFeePercent, p.earlyExitFeeDays),
    },
    {
      id: 'profitShare',
      label: intl.formatMessage(common.profitShare),
      value: (p) => profitShareText(intl, p.profitSharePercent),
    },
    {
      id: 'deadline',
      label: intl.formatMessage(common.deadline),
      value: (p) => deadlineText(intl, p.subscriptionDeadline, timeZone),
    },
    {
      id: 'followers',
      label: intl.formatMessage(common.followers),
      value: (p) => formatWith(intl, common.people, { count: p.followerCount }),
    },
  ];
}

/** The two products side by side: each figure under a label across, each product's value under its name. */
function Comparison({
  products,
  timeZone,
  getProductHref,
  priceColoursOf,
}: {
  products: readonly [FollowProductView, FollowProductView];
  timeZone?: string;
  getProductHref: (productId: string) => string;
  priceColoursOf?: (market: FollowMarket) => PriceColours;
}) {
  const intl = useIntl();
  return (
    <>
      <div className={styles.compareHead}>
        {products.map((product) => (
          <p key={product.id} className={styles.productName}>
            {product.name}
          </p>
        ))}
      </div>
      <dl className={styles.compareList}>
        {compareRows(intl, timeZone).map((row) => (
          <div key={row.id} className={styles.compareRow} data-row={row.id}>
            <dt className={styles.compareTerm}>{row.label}</dt>
            {products.map((product) => (
              <dd
                key={product.id}
                className={styles.compareValue}
                data-price-colours={priceColoursOf?.(product.market)}
              >
                <span className={visuallyHidden}>{formatWith(intl, m.valueOf, { name: product.name })} </span>
                {row.value(product)}
              </dd>
            ))}
          </div>
        ))}
      </dl>
      <div className={styles.compareLinks}>
        {products.map((product) => (
          <span key={product.id}>
            <LinkButton href={getProductHref(product.id)} label={formatWith(intl, m.detailsOf, { name: product.name })}>
              {intl.formatMessage(m.details)}
            </LinkButton>
          </span>
        ))}
      </div>
      <p className={mine.muted}>{intl.formatMessage(m.compareNote)}</p>
    </>
  );
}

/**
 * Copy trading (/home/follow): the products, each with its NAV line of the last month, its realised daily and
 * cumulative return, its maximum drawdown, its kind (a leader's basket or a quantitative rule), minimum and
 * followers, and a link to its page. Ticking "compare" on two products lays them side by side with every fee.
 */
export function FollowListScreen(props: FollowListScreenProps) {
  const intl = useIntl();
  const { shell, timeZone, products, compareIds, onCompareIdsChange, getProductHref, ordersHref } = props;
  const [compareOpen, setCompareOpen] = useState(false);
  const compareHeadingId = useId();
  const listHeadingId = useId();
  const picked = compareIds
    .map((id) => products.items.find((product) => product.id === id))
    .filter((product): product is FollowProductView => product !== undefined)
    .slice(0, compareLimit);
  const pair = picked.length === compareLimit ? (picked as [FollowProductView, FollowProductView]) : null;
  const setPicked = (id: string, on: boolean) => {
    const rest = picked.map((product) => product.id).filter((other) => other !== id);
    onCompareIdsChange(on ? [...rest, id].slice(-compareLimit) : rest);
  };
  const openButton = (
    <Button size="sm" onClick={() => setCompareOpen(true)}>
      {intl.formatMessage(m.compareOpen)}
    </Button>
  );
  const showCompare = products.status === 'ready' && products.items.length >= compareLimit;
  return (
    <FollowShellFrame shell={shell}>
      <p className={mine.paragraph}>{intl.formatMessage(m.intro)}</p>
      <p className={mine.muted}>{intl.formatMessage(common.notPromised)}</p>
      <a className={mine.linkRow} href={ordersHref}>
        <Icon name="records" small />
        <span className={mine.linkLabel}>{intl.formatMessage(m.orders)}</span>
        <span className={mine.chevron}>
          <Icon name="chevronRight" small />
        </span>
      </a>
      {showCompare ? (
        <section className={mine.card} aria-labelledby={compareHeadingId}>
          <h2 id={compareHeadingId} className={mine.cardTitle}>
            {intl.formatMessage(m.compareHeading)}
          </h2>
          <p className={mine.muted} role="status">
            {pair
              ? formatWith(intl, m.compareTwo, { first: pair[0].name, second: pair[1].name })
              : picked[0]
                ? formatWith(intl, m.compareOne, { name: picked[0].name })
                : intl.formatMessage(m.compareNone)}
          </p>
          {picked.length > 0 ? (
            <div className={styles.compareBar}>
              <Button variant="secondary" size="sm" onClick={() => onCompareIdsChange([])}>
                {intl.formatMessage(m.compareClear)}
              </Button>
              {pair ? openButton : null}
            </div>
          ) : null}
        </section>
      ) : null}
      <section className={mine.card} aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId} className={mine.cardTitle}>
          {intl.formatMessage(m.listHeading)}
        </h2>
        <ListBody
          list={products}
          labelledBy={listHeadingId}
          empty={{ title: intl.formatMessage(m.empty), description: intl.formatMessage(m.emptyText) }}
        >
          {(product) => {
            const isPicked = picked.some((other) => other.id === product.id);
            return (
              <ProductCard
                key={product.id}
                product={product}
                href={getProductHref(product.id)}
                picked={isPicked}
                pickable={showCompare ? picked.length < compareLimit : null}
                onPickedChange={(on) => setPicked(product.id, on)}
                compareButton={isPicked && pair ? openButton : null}
                priceColours={props.priceColoursOf?.(product.market)}
              />
            );
          }}
        </ListBody>
      </section>
      {pair ? (
        <Dialog open={compareOpen} onOpenChange={setCompareOpen} title={intl.formatMessage(m.compareTitle)}>
          <Comparison
            products={pair}
            timeZone={timeZone}
            getProductHref={getProductHref}
            priceColoursOf={props.priceColoursOf}
          />
        </Dialog>
      ) : null}
    </FollowShellFrame>
  );
}
