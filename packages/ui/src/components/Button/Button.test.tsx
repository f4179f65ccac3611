import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('calls onClick when pressed', async () => {
    const onClick = vi.fn();
    await renderWithKabuto(<Button onClick={onClick}>送信</Button>);
    await page.getByRole('button', { name: '送信' }).click();
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is disabled and announces pending while loading', async () => {
    const onClick = vi.fn();
    await renderWithKabuto(
      <Button loading onClick={onClick}>
        送信
      </Button>,
    );
    const button = page.getByRole('button', { name: /送信/ });
    await expect.element(button).toBeDisabled();
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    await expect.element(button).toHaveTextContent('処理中');
  });
});
