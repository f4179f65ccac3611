import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { formatMoney } from '../../../intl/format.ts';
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
  Refusal,
  StockTitle,
} from '../shared/parts.tsx';
import type { BlockApplicationView } from '../shared/types.ts';
import { blockApplicationsScreenMessages as m } from './BlockApplicationsScreen.messages.ts';
import type { BlockApplicationsScreenProps } from './BlockApplicationsScreen.types.ts';

function ApplicationRecord({
  application,
  props,
}: {
  application: BlockApplicationView;
  props: BlockApplicationsScreenProps;
}) {
  const intl = useIntl();
  const { timeZone } = props;
  const money = (amount: string) => formatMoney(intl, amount, application.currency);
  const shares = (count: number) => formatWith(intl, common.shares, { count: count });
  const titleId = `block-application-${application.id}`;
  const at = (iso: string) => formatInstant(intl, iso, timeZone);
  return (
    <li className={funding.record} aria-labelledby={titleId}>
      <StockTitle name={application.name} code={application.code} id={titleId}>
        <BlockApplicationBadge state={application.state} />
      </StockTitle>
      <FactGrid
        items={[
          { id: 'shares', label: intl.formatMessage(m.shares), value: shares(application.quantity) },
          {
            id: 'price',
            label: intl.formatMessage(m.price),
            value: formatOfferPrice(intl, application.price, application.currency),
          },
          { id: 'amount', label: intl.formatMessage(m.amount), value: money(application.amount) },
          { id: 'fee', label: intl.formatMessage(m.fee), value: money(application.fee) },
          { id: 'held', label: intl.formatMessage(m.held), value: money(application.heldAmount) },
          { id: 'released', label: intl.formatMessage(m.released), value: money(application.releasedAmount) },
          ...(application.allottedQuantity !== null
            ? [{ id: 'allotted', label: intl.formatMessage(m.allotted), value: shares(application.allottedQuantity) }]
            : []),
          { id: 'appliedAt', label: intl.formatMessage(m.appliedAt), value: at(application.appliedAt), wide: true },
          ...(application.decidedAt !== null
            ? [
                {
                  id: 'decidedAt',
                  label: intl.formatMessage(m.decidedAt),
                  value: at(application.decidedAt),
                  wide: true,
                },
              ]
            : []),
          ...(application.cancelledAt !== null
            ? [
                {
                  id: 'cancelledAt',
                  label: intl.formatMessage(m.cancelledAt),
                  value: at(application.cancelledAt),
                  wide: true,
                },
              ]
            : []),
        ]}
      />
      <div className={styles.cardActions}>
        <LinkButton
          href={props.getDistributionHref(application.distributionId)}
          label={formatWith(intl, m.detailsOf, { name: application.name })}
        >
          {intl.formatMessage(m.details)}
        </LinkButton>
        {application.cancellable ? (
          <ConfirmDialog
            tone="critical"
            title={intl.formatMessage(m.cancelTitle)}
            message={formatWith(intl, m.cancelText, {
              name: application.name,
              shares: shares(application.quantity),
              amount: money(application.heldAmount),
            })}
            confirmLabel={intl.formatMessage(m.cancel)}
            cancelLabel={intl.formatMessage(m.keep)}
            onConfirm={() => props.onCancelApplication(application.id)}
            trigger={
              <Button
                variant="secondary"
                size="sm"
                aria-label={formatWith(intl, m.cancelOf, { name: application.name })}
              >
                {intl.formatMessage(m.cancel)}
              </Button>
            }
          />
        ) : null}
      </div>
    </li>
  );
}

/**
 * My distribution applications (/home/large2): each with its state, shares, price, amount, fee, the amount held and
 * released, the times, and cancel (with a confirmation) while the window is open.
 */
export function BlockApplicationsScreen(props: BlockApplicationsScreenProps) {
  const intl = useIntl();
  return (
    <OfferingsShellFrame shell={props.shell}>
      {props.cancelRefusal ? <Refusal code={props.cancelRefusal} /> : null}
      <a className={mine.linkRow} href={props.resultsHref}>
        <Icon name="records" small />
        <span className={mine.linkLabel}>{intl.formatMessage(m.results)}</span>
        <span className={mine.chevron}>
          <Icon name="chevronRight" small />
        </span>
      </a>
      <section className={mine.card} aria-labelledby="block-applications">
        <h2 id="block-applications" className={mine.cardTitle}>
          {intl.formatMessage(m.heading)}
        </h2>
        <ListBody
          list={props.applications}
          labelledBy="block-applications"
          empty={{ title: intl.formatMessage(m.empty), description: intl.formatMessage(m.emptyText) }}
        >
          {(application) => <ApplicationRecord key={application.id} application={application} props={props} />}
        </ListBody>
      </section>
    </OfferingsShellFrame>
  );
}
