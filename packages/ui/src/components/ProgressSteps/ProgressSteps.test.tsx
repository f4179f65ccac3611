import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { ProgressSteps } from './ProgressSteps.tsx';

describe('ProgressSteps', () => {
  it('marks the active step as current and states each step in words', async () => {
    await renderWithKabuto(
      <ProgressSteps
        label="起動状況"
        steps={[
          { id: 'a', label: '確認', state: 'done' },
          { id: 'b', label: '取得', state: 'active' },
          { id: 'c', label: '接続', state: 'error' },
        ]}
      />,
    );
    const items = page.getByRole('list', { name: '起動状況' }).getByRole('listitem');
    await expect.element(items.nth(0)).toHaveTextContent('確認完了');
    await expect.element(items.nth(1)).toHaveAttribute('aria-current', 'step');
    await expect.element(items.nth(2)).toHaveTextContent('接続失敗');
  });
});
