import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogClose } from './Dialog.tsx';

function Controlled() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        開く
      </button>
      <span>{open ? '開いている' : '閉じている'}</span>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="注文内容の確認"
        description="内容をご確認ください。"
        footer={
          <DialogClose>
            <button type="button">戻る</button>
          </DialogClose>
        }
      >
        <input aria-label="メモ" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a named, described modal that closes with the close button, a footer action and Escape', async () => {
    await renderWithKabuto(<Controlled />);
    await page.getByRole('button', { name: '開く' }).click();
    const dialog = page.getByRole('dialog', { name: '注文内容の確認' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveAccessibleDescription('内容をご確認ください。');
    await expect.element(page.getByText('開いている')).toBeInTheDocument();

    await page.getByRole('button', { name: '閉じる' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(page.getByText('閉じている')).toBeInTheDocument();

    await page.getByRole('button', { name: '開く' }).click();
    await page.getByRole('button', { name: '戻る' }).click();
    await expect.element(dialog).not.toBeInTheDocument();

    await page.getByRole('button', { name: '開く' }).click();
    await expect.element(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('traps focus inside while open', async () => {
    await renderWithKabuto(<Controlled />);
    await page.getByRole('button', { name: '開く' }).click();
    const dialog = page.getByRole('dialog', { name: '注文内容の確認' });
    await expect.element(dialog).toBeVisible();
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      expect(dialog.element().contains(document.activeElement)).toBe(true);
    }
  });

  describe('footer layout', () => {
    afterEach(async () => {
      await page.viewport(390, 844);
    });

    const longLabels = (
      <>
        <DialogClose>
          <Button variant="secondary">キャンセル</Button>
        </DialogClose>
        <Button>ユーザーにメッセージを送って凍結する</Button>
      </>
    );
    const boxes = () => {
      const cancel = page.getByRole('button', { name: 'キャンセル' }).element().getBoundingClientRect();
      const primary = page
        .getByRole('button', { name: 'ユーザーにメッセージを送って凍結する' })
        .element()
        .getBoundingClientRect();
      return { cancel, primary };
    };

    it('puts the actions in one row, at the right, on a wide screen', async () => {
      await page.viewport(1280, 800);
      await renderWithKabuto(<Dialog open title="凍結" footer={longLabels} />);
      await expect.element(page.getByRole('dialog', { name: '凍結' })).toBeVisible();
      const { cancel, primary } = boxes();
      expect(cancel.top).toBe(primary.top);
      expect(cancel.right).toBeLessThan(primary.left);
      const dialog = page.getByRole('dialog', { name: '凍結' }).element().getBoundingClientRect();
      expect(dialog.right - primary.right).toBeLessThan(32);
    });

    it('stacks them full width, primary on top, when a phone has no room for both', async () => {
      await page.viewport(360, 740);
      await renderWithKabuto(<Dialog open title="凍結" footer={longLabels} />);
      await expect.element(page.getByRole('dialog', { name: '凍結' })).toBeVisible();
      const { cancel, primary } = boxes();
      expect(primary.bottom).toBeLessThanOrEqual(cancel.top);
      expect(primary.width).toBe(cancel.width);
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    });
  });
});
