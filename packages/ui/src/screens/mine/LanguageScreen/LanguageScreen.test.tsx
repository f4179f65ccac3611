import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { Locale } from '../../../intl/locales.ts';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { LanguageScreen } from './LanguageScreen.tsx';
import { languageProps } from './LanguageScreen.fixtures.ts';

function Controlled({ onSave }: { onSave: (locale: Locale) => void }) {
  const [value, setValue] = useState<Locale>('jp');
  return <LanguageScreen {...languageProps} value={value} onValueChange={setValue} onSave={() => onSave(value)} />;
}

describe('LanguageScreen', () => {
  it('offers each language in its own name and saves the new choice', async () => {
    const onSave = vi.fn();
    await renderWithKabuto(<Controlled onSave={onSave} />);
    const save = page.getByRole('button', { name: '保存する' });
    await expect.element(save).toBeDisabled();
    await expect.element(page.getByRole('radio', { name: /日本語/ })).toBeChecked();
    await page.getByRole('radio', { name: /English/ }).click();
    await expect.element(save).toBeEnabled();
    await save.click();
    expect(onSave).toHaveBeenCalledWith('us');
  });

  it('cannot be saved twice while saving', async () => {
    await renderWithKabuto(<LanguageScreen {...languageProps} value="cn" saving />);
    await expect.element(page.getByRole('button', { name: /保存する/ })).toBeDisabled();
  });

  it('shows a refusal', async () => {
    await renderWithKabuto(<LanguageScreen {...languageProps} value="cn" formError="失敗しました" />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('失敗しました');
  });

  it('offers the market convention or one colour rule everywhere, applying the choice at once', async () => {
    const onPriceColoursChange = vi.fn();
    await renderWithKabuto(<LanguageScreen {...languageProps} onPriceColoursChange={onPriceColoursChange} />);
    const group = page.getByRole('radiogroup', { name: '値動きの色' });
    await expect.element(group.getByRole('radio', { name: /市場の慣習に合わせる/ })).toBeChecked();
    await group.getByRole('radio', { name: /上昇を緑/ }).click();
    expect(onPriceColoursChange).toHaveBeenCalledWith('green-up');
    // No save button for this part: it is not part of the language form.
    await expect.element(page.getByRole('button', { name: '保存する' })).toBeDisabled();
  });
});
