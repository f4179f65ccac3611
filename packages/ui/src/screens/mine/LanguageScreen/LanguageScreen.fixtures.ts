import { mineShell } from '../shared/fixtures.ts';
import type { LanguageScreenProps } from './LanguageScreen.types.ts';

export const languageProps: LanguageScreenProps = {
  shell: mineShell('言語'),
  current: 'jp',
  value: 'jp',
  onValueChange: () => undefined,
  onSave: () => undefined,
  saving: false,
  priceColours: 'market',
  onPriceColoursChange: () => undefined,
};
