import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { fieldBinding } from '../../FieldBinding.ts';
import { AdminMessagesScreen } from './AdminMessagesScreen.tsx';
import { adminCompose, adminMessagesProps } from './AdminMessagesScreen.fixtures.ts';

describe('AdminMessagesScreen', () => {
  it('takes a title and body in every language and sends', async () => {
    const onChange = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await renderWithKabuto(
      <AdminMessagesScreen
        {...adminMessagesProps}
        compose={{
          ...adminCompose,
          onSubmit,
          titleFields: { ...adminCompose.titleFields, us: { ...fieldBinding('titleUs'), onChange } },
        }}
      />,
    );
    for (const label of [
      '件名（日本語）',
      '件名（中国語）',
      '件名（英語）',
      '本文（日本語）',
      '本文（中国語）',
      '本文（英語）',
    ]) {
      await expect.element(page.getByLabelText(label)).toBeVisible();
    }
    await page.getByLabelText('件名（英語）').fill('Notice');
    expect(onChange).toHaveBeenCalled();
    await page.getByRole('button', { name: '送信' }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('asks for an account only when sending to one user', async () => {
    const onAudienceChange = vi.fn();
    const one = await renderWithKabuto(
      <AdminMessagesScreen {...adminMessagesProps} compose={{ ...adminCompose, onAudienceChange }} />,
    );
    await expect.element(page.getByLabelText('ユーザーのアカウント')).toBeVisible();
    await page.getByRole('radio', { name: 'すべてのユーザー' }).click();
    expect(onAudienceChange).toHaveBeenCalledWith('all');
    await one.unmount();
    await renderWithKabuto(
      <AdminMessagesScreen {...adminMessagesProps} compose={{ ...adminCompose, audience: 'all' }} />,
    );
    expect(page.getByLabelText('ユーザーのアカウント').elements()).toHaveLength(0);
    await expect.element(page.getByRole('note')).toHaveTextContent('すべてのユーザーの受信箱に届きます。');
  });

  it('lists sent messages in the operator’s language with their audience', async () => {
    await renderWithKabuto(<AdminMessagesScreen {...adminMessagesProps} />, { locale: 'us' });
    const sent = page.getByRole('region', { name: 'Sent' });
    await expect.element(sent.getByRole('listitem').first()).toHaveTextContent('Deposit credited');
    await expect.element(sent.getByRole('listitem').first()).toHaveTextContent('To 0901234567');
    await expect.element(sent.getByRole('listitem').nth(1)).toHaveTextContent('Everyone (1,532)');
  });

  it('cannot send twice, and shows the empty and error states of the list', async () => {
    const onRetry = vi.fn();
    await renderWithKabuto(
      <AdminMessagesScreen
        compose={{ ...adminCompose, submitting: true }}
        sent={{ ...adminMessagesProps.sent, status: 'error', items: [], onRetry }}
      />,
    );
    await expect.element(page.getByRole('button', { name: /送信/ })).toBeDisabled();
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
