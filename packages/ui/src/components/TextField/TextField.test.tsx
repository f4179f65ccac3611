import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('is labelled and passes register()-style props to the input', async () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    let element: HTMLInputElement | null = null;
    const ref = (node: HTMLInputElement | null) => {
      element = node;
    };
    await renderWithKabuto(
      <TextField label="アカウント" name="account" onChange={onChange} onBlur={onBlur} ref={ref} />,
    );
    const input = page.getByLabelText('アカウント');
    await input.fill('0901234567');
    expect(onChange).toHaveBeenCalled();
    expect(element).toBeInstanceOf(HTMLInputElement);
    expect(element!.name).toBe('account');
    await expect.element(input).toHaveValue('0901234567');
    await expect.element(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks an invalid field and describes it with the error', async () => {
    await renderWithKabuto(<TextField label="アカウント" name="account" invalid errorMessage="必須です" />);
    const input = page.getByLabelText('アカウント');
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('必須です');
  });
});
