import { useState } from 'react';
import { useIntl } from 'react-intl';
import { AppShell } from '../../../components/AppShell/AppShell.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { button as buttonStyle } from '../../../components/Button/Button.css.ts';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import type { QuoteRowItem } from '../../../components/QuoteRow/QuoteRow.tsx';
import { visuallyHidden } from '../../../internal/visuallyHidden.css.ts';
import { LiveQuoteList } from '../shared/LiveQuoteList.tsx';
import { MarketSwitch } from '../shared/MarketSwitch.tsx';
import * as shared from '../shared/markets.css.ts';
import { marketsCommonMessages as common } from '../shared/markets.messages.ts';
import { useLiveSource } from '../shared/useLiveSource.ts';
import * as styles from './WatchlistScreen.css.ts';
import { watchlistScreenMessages as m } from './WatchlistScreen.messages.ts';
import type { WatchlistScreenProps } from './WatchlistScreen.types.ts';

function moved(codes: readonly string[], index: number, by: -1 | 1): string[] {
  const next = [...codes];
  const target = index + by;
  const [code] = next.splice(index, 1);
  if (code === undefined || target < 0 || target > codes.length - 1) return [...codes];
  next.splice(target, 0, code);
  return next;
}

function EditList({
  items,
  selected,
  onSelectedChange,
  onReorder,
  reordering,
}: {
  items: readonly QuoteRowItem[];
  selected: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
  onReorder: (codes: readonly string[]) => void;
  reordering: boolean;
}) {
  const intl = useIntl();
  const codes = items.map((item) => item.code);
  return (
    <ul className={`${shared.plainList} ${shared.listFrame}`} aria-label={intl.formatMessage(m.editList)}>
      {items.map((item, index) => (
        <li key={item.code} className={styles.editRow}>
          <Checkbox
            label={`${item.name} ${item.code}`}
            checked={selected.has(item.code)}
            onChange={(event) => {
              const next = new Set(selected);
              if (event.target.checked) next.add(item.code);
              else next.delete(item.code);
              onSelectedChange(next);
            }}
          />
          <button
            type="button"
            className={styles.move}
            disabled={index === 0 || reordering}
            onClick={() => onReorder(moved(codes, index, -1))}
          >
            <span aria-hidden="true">▲</span>
            <span className={visuallyHidden}>{intl.formatMessage(m.moveUp, { name: item.name })}</span>
          </button>
          <button
            type="button"
            className={styles.move}
            disabled={index === items.length - 1 || reordering}
            onClick={() => onReorder(moved(codes, index, 1))}
          >
            <span aria-hidden="true">▼</span>
            <span className={visuallyHidden}>{intl.formatMessage(m.moveDown, { name: item.name })}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The watchlist of a market: live rows; edit mode selects (one by one or all), deletes after a confirmation and
 * reorders with up/down buttons (keyboard operable). Adding goes through the search screen's star.
 */
export function WatchlistScreen({
  shell,
  market,
  onMarketChange,
  list,
  getQuoteHref,
  addHref,
  onDelete,
  deleting = false,
  onReorder,
  reordering = false,
}: WatchlistScreenProps) {
  const intl = useIntl();
  const items = useLiveSource(list.items);
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const ready = list.status === 'ready' && items.length > 0;
  // Codes that left the list (deleted elsewhere) drop out of the selection.
  const chosen = items.filter((item) => selected.has(item.code)).map((item) => item.code);
  const allSelected = ready && chosen.length === items.length;

  return (
    <AppShell {...shell}>
      <div className={shared.column}>
        <MarketSwitch
          value={market}
          onValueChange={(next) => {
            setSelected(new Set());
            setEditing(false);
            onMarketChange(next);
          }}
        />
        <div className={styles.editBar}>
          <a className={`${buttonStyle({ variant: 'secondary', size: 'sm' })} ${styles.addLink}`} href={addHref}>
            {intl.formatMessage(m.add)}
          </a>
          {ready ? (
            <Button
              variant="ghost"
              size="sm"
              aria-pressed={editing}
              onClick={() => {
                setEditing(!editing);
                setSelected(new Set());
              }}
            >
              {intl.formatMessage(editing ? m.done : m.edit)}
            </Button>
          ) : null}
        </div>
        {editing && ready ? (
          <>
            <div className={styles.editBar}>
              <Checkbox
                label={intl.formatMessage(m.selectAll)}
                checked={allSelected}
                onChange={(event) =>
                  setSelected(event.target.checked ? new Set(items.map((item) => item.code)) : new Set())
                }
              />
              <div className={styles.actions}>
                <span className={shared.muted} role="status">
                  {intl.formatMessage(m.selected, { count: chosen.length })}
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={chosen.length === 0}
                  loading={deleting}
                  onClick={() => setConfirming(true)}
                >
                  {intl.formatMessage(m.deleteSelected, { count: chosen.length })}
                </Button>
              </div>
            </div>
            <EditList
              items={items}
              selected={selected}
              onSelectedChange={setSelected}
              onReorder={onReorder}
              reordering={reordering}
            />
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              tone="critical"
              title={intl.formatMessage(m.confirmTitle)}
              message={intl.formatMessage(m.confirmMessage, { count: chosen.length })}
              confirmLabel={intl.formatMessage(m.confirmDelete)}
              pending={deleting}
              onConfirm={async () => {
                await onDelete(chosen);
                setSelected(new Set());
              }}
            />
          </>
        ) : list.status === 'ready' && items.length === 0 ? (
          <EmptyState title={intl.formatMessage(m.empty)} description={intl.formatMessage(m.emptyHint)} />
        ) : (
          <LiveQuoteList
            section={list}
            getHref={getQuoteHref}
            label={intl.formatMessage(m.list, { market: intl.formatMessage(common[market]) })}
          />
        )}
      </div>
    </AppShell>
  );
}
