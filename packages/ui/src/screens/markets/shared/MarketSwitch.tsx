import { useIntl } from 'react-intl';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl.tsx';
import { marketsCommonMessages as m } from './markets.messages.ts';
import { marketKeys, type MarketKey } from './types.ts';

/** Japan, US or China: the seed's market index (`stock` in local storage). */
export function MarketSwitch({
  value,
  onValueChange,
}: {
  value: MarketKey;
  onValueChange: (market: MarketKey) => void;
}) {
  const intl = useIntl();
  return (
    <SegmentedControl<MarketKey>
      label={intl.formatMessage(m.market)}
      hideLabel
      value={value}
      onValueChange={onValueChange}
      options={marketKeys.map((market) => ({ value: market, label: intl.formatMessage(m[market]) }))}
    />
  );
}
