import { useIntl } from 'react-intl';
import { formatMoney } from '../../intl/format.ts';
import { Text, type TextProps } from '../../primitives/Text/Text.tsx';

export type MoneyProps = Omit<TextProps, 'children' | 'tabular'> & {
  /** An exact decimal string from the API ("1234.50"); blank or non-numeric shows 0.00. */
  amount: string | null | undefined;
  currency: string;
};

/** Money with two decimals, thousand separators and the Intl currency symbol, in tabular numerals. */
export function Money({ amount, currency, ...textProps }: MoneyProps) {
  const intl = useIntl();
  return (
    <Text tabular {...textProps}>
      {formatMoney(intl, amount, currency)}
    </Text>
  );
}
