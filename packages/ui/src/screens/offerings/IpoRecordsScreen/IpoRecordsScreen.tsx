import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { Tabs } from '../../../components/Tabs/Tabs.tsx';
import { formatMoney } from '../../../intl/format.ts';
import { formatWith } from '../../mine/shared/format.ts';
import * as mine from '../../mine/shared/mine.css.ts';
import * as funding from '../../funding/shared/funding.css.ts';
import { formatDay, formatInstant, formatOfferPrice } from '../shared/format.ts';
import { offeringsCommonMessages as common } from '../shared/offeringsCommon.messages.ts';
import * as styles from '../shared/offerings.css.ts';
import {
  FactGrid,
  IpoApplicationBadge,
  LinkButton,
  ListBody,
  OfferingsShellFrame,
  Refusal,
  SignedPercent,
  StockTitle,
} from '../shared/parts.tsx';
import type { IpoAllotmentView, IpoApplicationView } from '../shared/types.ts';
import { ipoRecordsScreenMessages as m } from './IpoRecordsScreen.messages.ts';
import { ipoRecordsTabs, type IpoRecordsScreenProps, type IpoRecordsTab } from './IpoRecordsScreen.types.ts';

function lotsText(intl: ReturnType<typeof useIntl>, lots: number, shares: number): string {
  return formatWith(intl, common.lotsAndShares, { lots: lots, shares: shares });
}

function ApplicationRecord({ application, props }: { application: IpoApplicationView; props: IpoRecordsScreenProps }) {
  const intl = useIntl();
  const { timeZone } = props;
  const money = (amount: string) => formatMoney(intl, amount, application.currency);
  const titleId = `ipo-application-${application.id}`;
  const applied = lotsText(intl, application.lots, application.quantity);
  const facts = [
    { id: 'applied', label: intl.formatMessage(m.applied), value: applied },
    {
      id: 'price',
      label: intl.formatMessage(m.price),
      value: formatOfferPrice(intl, application.price, application.currency),
    },
    { id: 'held', label: intl.formatMessage(m.held), value: money(application.heldAmount) },
    { id: 'released', label: intl.formatMessage(m.released), value: money(application.releasedAmount) },
    ...(application.allottedLots !== null && application.allottedQuantity !== null
      ? [
          {
            id: 'won',
            label: intl.formatMessage(m.won),
            value: lotsText(intl, application.allottedLots, application.allottedQuantity),
          },
        ]
      : []),
    ...(application.amountDue !== null && application.allottedLots
      ? [{ id: 'amountDue', label: intl.formatMessage(m.amountDue), value: money(application.amountDue) }]
      : []),
    {
      id: 'appliedAt',
      label: intl.formatMessage(m.appliedAt),
      value: formatInstant(intl, application.appliedAt, timeZone),
      wide: true,
    },
    application.cancelledAt !== null
      ? {
          id: 'cancelledAt',
          label: intl.formatMessage(m.cancelledAt),
          value: formatInstant(intl, application.cancelledAt, timeZone),
          wide: true,
        }
      : {
          id: 'deadline',
          label: intl.formatMessage(m.deadline),
          value: formatInstant(intl, application.applicationDeadline, timeZone),
          wide: true,
        },
    application.drawnAt !== null
      ? {
          id: 'drawnAt',
          label: intl.formatMessage(m.drawnAt),
          value: formatInstant(intl, application.drawnAt, timeZone),
          wide: true,
        }
      : { id: 'lottery', label: intl.formatMessage(m.lotteryDate), value: formatDay(intl, application.lotteryDate) },
    ...(application.state !== 'cancelled' && application.state !== 'lost'
      ? [
          { id: 'payment', label: intl.formatMessage(m.paymentDate), value: formatDay(intl, application.paymentDate) },
          { id: 'listing', label: intl.formatMessage(m.listingDate), value: formatDay(intl, application.listingDate) },
        ]
      : []),
    ...(application.drawEntryId !== null
      ? [
          {
            id: 'entry',
            label: intl.formatMessage(m.entryId),
            value: <span className={styles.hash}>{application.drawEntryId}</span>,
            wide: true,
          },
        ]
      : []),
  ];
  return (
    <li className={funding.record} aria-labelledby={titleId}>
      <StockTitle name={application.name} code={application.code} id={titleId}>
        <IpoApplicationBadge state={application.state} />
      </StockTitle>
      <FactGrid items={facts} />
      {application.state === 'lost' ? <p className={mine.muted}>{intl.formatMessage(m.lostNote)}</p> : null}
      {application.state === 'cancelled' ? <p className={mine.muted}>{intl.formatMessage(m.cancelledNote)}</p> : null}
      <div className={styles.cardActions}>
        <LinkButton
          href={props.getOfferingHref(application.offeringId)}
          label={formatWith(intl, m.detailsOf, { name: application.name })}
        >
          {intl.formatMessage(m.details)}
        </LinkButton>
        {application.drawEntryId !== null && application.drawnAt !== null ? (
          <LinkButton
            href={props.getVerifyHref(application.offeringId)}
            label={formatWith(intl, m.verifyOf, { name: application.name })}
          >
            {intl.formatMessage(m.verify)}
          </LinkButton>
        ) : null}
        {application.cancellable ? (
          <ConfirmDialog
            tone="critical"
            title={intl.formatMessage(m.cancelTitle)}
            message={formatWith(intl, m.cancelText, {
              name: application.name,
              lots: applied,
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

function AllotmentRecord({ allotment, props }: { allotment: IpoAllotmentView; props: IpoRecordsScreenProps }) {
  const intl = useIntl();
  const { timeZone } = props;
  const money = (amount: string) => formatMoney(intl, amount, allotment.currency);
  const titleId = `ipo-allotment-${allotment.applicationId}`;
  const facts = [
    {
      id: 'won',
      label: intl.formatMessage(m.won),
      value: lotsText(intl, allotment.allottedLots, allotment.allottedQuantity),
    },
    {
      id: 'applied',
      label: intl.formatMessage(m.applied),
      value: formatWith(intl, common.lots, { count: allotment.appliedLots }),
    },
    {
      id: 'price',
      label: intl.formatMessage(m.price),
      value: formatOfferPrice(intl, allotment.price, allotment.currency),
    },
    { id: 'amountDue', label: intl.formatMessage(m.amountDue), value: money(allotment.amountDue) },
    { id: 'refund', label: intl.formatMessage(m.refund), value: money(allotment.releasedAmount), wide: true },
    allotment.paidAt !== null
      ? {
          id: 'paidAt',
          label: intl.formatMessage(m.paidAt),
          value: formatInstant(intl, allotment.paidAt, timeZone),
          wide: true,
        }
      : { id: 'payment', label: intl.formatMessage(m.paymentDate), value: formatDay(intl, allotment.paymentDate) },
    { id: 'listing', label: intl.formatMessage(m.listingDate), value: formatDay(intl, allotment.listingDate) },
    ...(allotment.listingPrice !== null
      ? [
          {
            id: 'listingPrice',
            label: intl.formatMessage(m.listingPrice),
            value: formatOfferPrice(intl, allotment.listingPrice, allotment.currency),
          },
        ]
      : []),
    ...(allotment.premiumPercent !== null
      ? [
          {
            id: 'premium',
            label: intl.formatMessage(m.premium),
            value: <SignedPercent percent={allotment.premiumPercent} />,
          },
        ]
      : []),
    ...(allotment.soldAt !== null
      ? [
          {
            id: 'soldAt',
            label: intl.formatMessage(m.soldAt),
            value: formatInstant(intl, allotment.soldAt, timeZone),
            wide: true,
          },
        ]
      : []),
    {
      id: 'entry',
      label: intl.formatMessage(m.entryId),
      value: <span className={styles.hash}>{allotment.drawEntryId}</span>,
      wide: true,
    },
  ];
  return (
    <li className={funding.record} aria-labelledby={titleId}>
      <StockTitle name={allotment.name} code={allotment.code} id={titleId}>
        <IpoApplicationBadge state={allotment.state} />
      </StockTitle>
      <FactGrid items={facts} />
      <div className={styles.cardActions}>
        <LinkButton
          href={props.getVerifyHref(allotment.offeringId)}
          label={formatWith(intl, m.verifyOf, { name: allotment.name })}
        >
          {intl.formatMessage(m.verify)}
        </LinkButton>
        {allotment.positionId !== null ? (
          <LinkButton
            href={props.getPositionHref(allotment.positionId)}
            variant="primary"
            label={formatWith(intl, m.positionOf, { name: allotment.name })}
          >
            {intl.formatMessage(m.position)}
          </LinkButton>
        ) : null}
      </div>
    </li>
  );
}

const headings = { applications: m.applicationsHeading, allotments: m.allotmentsHeading } as const;

/**
 * The user's IPO records: applications (state, lots, price, the amount held and released, dates, cancel while the
 * deadline allows it, with a confirmation) and allotments (shares won, the amount charged, the lottery-loss refund
 * released, the first price and premium once listed, a link to the holding), each a paginated list in a tab.
 */
export function IpoRecordsScreen(props: IpoRecordsScreenProps) {
  const intl = useIntl();
  const { shell, tab, onTabChange } = props;
  return (
    <OfferingsShellFrame shell={shell}>
      {props.cancelRefusal ? <Refusal code={props.cancelRefusal} /> : null}
      <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as IpoRecordsTab)}>
        <Tabs.List aria-label={intl.formatMessage(m.tabs)} fullWidth>
          {ipoRecordsTabs.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {intl.formatMessage(m[value])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {ipoRecordsTabs.map((value) => (
          <Tabs.Content key={value} value={value} className={styles.panel}>
            {value === tab ? (
              <section className={mine.card} aria-labelledby={`ipo-records-${value}`}>
                <h2 id={`ipo-records-${value}`} className={mine.cardTitle}>
                  {intl.formatMessage(headings[value])}
                </h2>
                {value === 'applications' ? (
                  <ListBody
                    list={props.applications}
                    labelledBy="ipo-records-applications"
                    empty={{
                      title: intl.formatMessage(m.emptyApplications),
                      description: intl.formatMessage(m.emptyText),
                    }}
                  >
                    {(application) => (
                      <ApplicationRecord key={application.id} application={application} props={props} />
                    )}
                  </ListBody>
                ) : (
                  <ListBody
                    list={props.allotments}
                    labelledBy="ipo-records-allotments"
                    empty={{
                      title: intl.formatMessage(m.emptyAllotments),
                      description: intl.formatMessage(m.emptyText),
                    }}
                  >
                    {(allotment) => (
                      <AllotmentRecord key={allotment.applicationId} allotment={allotment} props={props} />
                    )}
                  </ListBody>
                )}
              </section>
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </OfferingsShellFrame>
  );
}
