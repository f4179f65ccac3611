import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { Pager, pageCount } from './Pager.tsx';

function Paged({ total }: { total: number }) {
  const [current, setCurrent] = useState(1);
  return <Pager page={current} size={20} total={total} onPageChange={setCurrent} label="ユーザー一覧のページ" />;
}

describe('Pager', () => {
  it('moves between pages, says where the list is and stops at both ends', async () => {
    await renderWithKabuto(<Paged total={45} />);
    const nav = page.getByRole('navigation', { name: 'ユーザー一覧のページ' });
    await expect.element(nav).toBeVisible();
    const previous = page.getByRole('button', { name: '前へ' });
    const next = page.getByRole('button', { name: '次へ' });
    await expect.element(page.getByText('1 / 3ページ（全45件）')).toBeVisible();
    await expect.element(previous).toBeDisabled();
    await next.click();
    await expect.element(page.getByText('2 / 3ページ（全45件）')).toBeVisible();
    await next.click();
    await expect.element(page.getByText('3 / 3ページ（全45件）')).toBeVisible();
    await expect.element(next).toBeDisabled();
    await previous.click();
    await expect.element(page.getByText('2 / 3ページ（全45件）')).toBeVisible();
  });

  it('renders nothing when one page holds everything', async () => {
    await renderWithKabuto(<Paged total={20} />);
    await expect.element(page.getByRole('navigation')).not.toBeInTheDocument();
  });

  it('is disabled while the next page loads and speaks English with a default name', async () => {
    const onPageChange = vi.fn();
    await renderWithKabuto(<Pager page={2} size={10} total={31} pending onPageChange={onPageChange} />, {
      locale: 'us',
    });
    await expect.element(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('counts pages', () => {
    expect(pageCount(20, 0)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(20, 21)).toBe(2);
    expect(pageCount(0, 5)).toBe(5);
  });
});
