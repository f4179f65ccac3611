import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { TextArea } from './TextArea.tsx';

function RegisteredForm({ onSubmit }: { onSubmit: (values: { reason: string }) => void }) {
  const { register, handleSubmit, reset } = useForm({ defaultValues: { reason: '' } });
  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <TextArea label="理由" maxLength={20} {...register('reason')} />
      <button type="submit">送信</button>
      <button type="button" onClick={() => reset()}>
        クリア
      </button>
    </form>
  );
}

describe('TextArea', () => {
  it('takes react-hook-form register() as is and submits what was typed', async () => {
    const onSubmit = vi.fn();
    await renderWithKabuto(<RegisteredForm onSubmit={onSubmit} />);
    const field = page.getByRole('textbox', { name: '理由' });
    await field.fill('本人確認が\n未完了です');
    await page.getByRole('button', { name: '送信' }).click();
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ reason: '本人確認が\n未完了です' }, expect.anything()),
    );
  });

  it('counts characters against the limit, describes the field with the count, and re-reads after a reset', async () => {
    await renderWithKabuto(<RegisteredForm onSubmit={() => undefined} />, { locale: 'us' });
    const field = page.getByRole('textbox', { name: '理由' });
    await expect.element(page.getByText('0 / 20 characters')).toBeVisible();
    await field.fill('Hello');
    await expect.element(page.getByText('5 / 20 characters')).toBeVisible();
    await expect.element(field).toHaveAccessibleDescription('5 / 20 characters');
    await expect.element(field).toHaveAttribute('maxlength', '20');
    await page.getByRole('button', { name: 'クリア' }).click();
    await expect.element(field).toHaveValue('');
    await expect.element(page.getByText('0 / 20 characters')).toBeVisible();
  });

  it('marks an invalid field and describes it with the hint and the error', async () => {
    await renderWithKabuto(
      <TextArea label="メッセージ" name="message" hint="ユーザーに届きます" invalid errorMessage="入力してください" />,
    );
    const field = page.getByRole('textbox', { name: 'メッセージ' });
    await expect.element(field).toHaveAttribute('aria-invalid', 'true');
    await expect.element(field).toHaveAccessibleDescription('ユーザーに届きます 入力してください');
    await expect.element(page.getByText(/文字$/)).not.toBeInTheDocument();
  });
});
