import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { fieldBinding } from '../../FieldBinding.ts';
import { AdminLoginScreen } from './AdminLoginScreen.tsx';
import { adminLoginInvalidProps, adminLoginProps } from './AdminLoginScreen.fixtures.ts';

describe('AdminLoginScreen', () => {
  it('wires register()-style bindings and submits', async () => {
    const onChange = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await renderWithKabuto(
      <AdminLoginScreen
        {...adminLoginProps}
        accountField={{ ...fieldBinding('account'), onChange }}
        onSubmit={onSubmit}
      />,
    );
    await expect.element(page.getByRole('heading', { level: 1 })).toHaveTextContent('オペレーターのログイン');
    await page.getByLabelText('オペレーターアカウント').fill('0000000001');
    expect(onChange).toHaveBeenCalled();
    await page.getByRole('button', { name: 'ログイン' }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('shows field errors and the refusal', async () => {
    await renderWithKabuto(<AdminLoginScreen {...adminLoginInvalidProps} formError="オペレーターではありません" />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('オペレーターではありません');
    await expect
      .element(page.getByLabelText('オペレーターアカウント'))
      .toHaveAccessibleDescription('電話番号は10桁の数字で入力してください');
  });

  it('cannot be submitted twice', async () => {
    await renderWithKabuto(<AdminLoginScreen {...adminLoginProps} submitting />);
    await expect.element(page.getByRole('button', { name: /ログイン/ })).toBeDisabled();
  });
});
