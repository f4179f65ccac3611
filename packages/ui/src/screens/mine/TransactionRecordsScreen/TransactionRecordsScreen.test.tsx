import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { TransactionRecordsScreen, virtualizeAbove } from './TransactionRecordsScreen.tsx';
import {
  daytradeRecords,
  manyTransactionRecords,
  recordDetail,
  transactionRecordsProps,
} from './TransactionRecordsScreen.fixtures.ts';
import type { TransactionRecordFilter } from './TransactionRecordsScreen.types.ts';

describe('TransactionRecordsScreen', () => {
  it('lists records with their type, signed amount and link to the detail', async () => {
    await renderWithKabuto(<TransactionRecordsScreen {...transactionRecordsProps} />);
    const list = page.getByRole('list', { name: '取引履歴の一覧' });
    expect(list.getByRole('listitem').all()).toHaveLength(6);
    const purchase = list.getByRole('link', { name: /株式買付/ });
    await expect.element(purchase).toHaveTextContent('-￥301,250.00');
    await expect.element(purchase).toHaveAttribute('href', '#/mine/transactionRecords?record=88310');
    await expect.element(list.getByRole('link', { name: /^出金/ })).toHaveTextContent('拘束中');
    await expect.element(page.getByText('42 件')).toBeVisible();
  });

  it('filters by type and date range, and clears the filter', async () => {
    const changes: TransactionRecordFilter[] = [];
    function Controlled() {
      const [filter, setFilter] = useState<TransactionRecordFilter>(transactionRecordsProps.filter);
      return (
        <TransactionRecordsScreen
          {...transactionRecordsProps}
          filter={filter}
          onFilterChange={(next) => {
            changes.push(next);
            setFilter(next);
          }}
        />
      );
    }
    await renderWithKabuto(<Controlled />);
    await page.getByRole('combobox', { name: '種類' }).selectOptions('印紙税');
    await page.getByLabelText('開始日').fill('2026-11-01');
    await page.getByLabelText('終了日').fill('2026-11-22');
    expect(changes.at(-1)).toEqual({ type: 'stamp_duty', dateFrom: '2026-11-01', dateTo: '2026-11-22' });
    await page.getByRole('button', { name: '条件をクリア' }).click();
    expect(changes.at(-1)).toEqual({ type: 'all', dateFrom: '', dateTo: '' });
  });

  it('shows a filter refusal and a filtered empty state', async () => {
    await renderWithKabuto(
      <TransactionRecordsScreen
        {...transactionRecordsProps}
        filter={{ type: 'loan', dateFrom: '', dateTo: '' }}
        filterError="期間が長すぎます"
        records={{ status: 'ready', items: [], hasMore: false }}
      />,
      { locale: 'us' },
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('期間が長すぎます');
    await expect.element(page.getByText(/No records match/)).toBeVisible();
  });

  it('opens a record with its ledger entries, which sum to zero', async () => {
    const onCloseDetail = vi.fn();
    await renderWithKabuto(
      <TransactionRecordsScreen
        {...transactionRecordsProps}
        detail={{ status: 'ready', record: recordDetail }}
        onCloseDetail={onCloseDetail}
      />,
    );
    const dialog = page.getByRole('dialog', { name: '株式買付' });
    await expect.element(dialog).toHaveTextContent('tr_01JD8Z4K7QX');
    const rows = dialog.getByRole('table').getByRole('row').all();
    expect(rows).toHaveLength(3);
    await expect.element(dialog.getByRole('row', { name: /お客様の利用可能資金/ })).toHaveTextContent('-￥301,250');
    await expect.element(dialog.getByRole('row', { name: /house:settlement:jpy/ })).toHaveTextContent('+￥301,250');
    await dialog.getByRole('button', { name: '閉じる' }).click();
    expect(onCloseDetail).toHaveBeenCalledOnce();
  });

  it('renders only part of a long list, each row knowing its place', async () => {
    await renderWithKabuto(
      <TransactionRecordsScreen
        {...transactionRecordsProps}
        records={{ status: 'ready', items: manyTransactionRecords, hasMore: false }}
      />,
    );
    expect(manyTransactionRecords.length).toBeGreaterThan(virtualizeAbove);
    const items = page.getByRole('list', { name: '取引履歴の一覧' }).getByRole('listitem');
    await expect.element(items.first()).toHaveAttribute('aria-setsize', '240');
    expect(items.all().length).toBeLessThan(60);
    await expect.element(page.getByText('すべて表示しました')).toBeInTheDocument();
  });

  it('retries a failed load', async () => {
    const onRetry = vi.fn();
    await renderWithKabuto(
      <TransactionRecordsScreen
        {...transactionRecordsProps}
        records={{ status: 'error', items: [], hasMore: false, onRetry }}
      />,
    );
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it.each([
    ['jp', ['一日信用保証金', '一日信用利益', '一日信用損失', '信用金利']],
    ['cn', ['日内保证金', '日内信用盈利', '日内信用亏损', '融资利息']],
    ['us', ['Day-trade fund', 'Day-trade profit', 'Day-trade loss', 'Margin interest']],
  ] as const)('names one-day margin’s records and filters by them in %s', async (locale, labels) => {
    const onFilterChange = vi.fn();
    await renderWithKabuto(
      <TransactionRecordsScreen
        {...transactionRecordsProps}
        records={{ status: 'ready', items: daytradeRecords, hasMore: false }}
        onFilterChange={onFilterChange}
      />,
      { locale },
    );
    const rows = page.getByRole('main').getByRole('listitem').elements();
    expect(rows).toHaveLength(5);
    expect(rows[0]?.textContent).toContain(labels[3]);
    expect(rows[1]?.textContent).toContain(labels[1]);
    expect(rows[3]?.textContent).toContain(labels[2]);
    expect(rows[4]?.textContent).toContain(labels[0]);
    const options = [...page.getByRole('combobox').element().querySelectorAll('option')].map(
      (option) => option.textContent,
    );
    expect(options.slice(-4)).toEqual(labels);
    await page.getByRole('combobox').selectOptions(labels[3]);
    expect(onFilterChange).toHaveBeenLastCalledWith({ type: 'margin_interest', dateFrom: '', dateTo: '' });
  });
});
