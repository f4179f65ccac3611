import { useEffect, useState } from 'react';
import type { IntlShape } from 'react-intl';
import type { AppShellProps, TradeShell } from '@kabuto/ui';

/** The trading screens write their own titles (「トヨタ自動車 買い注文」): the shell's title is left to them. */
export function tradeShell(shell: Omit<AppShellProps, 'children'>): TradeShell {
  const { title: _title, ...header } = shell.header;
  void _title;
  return { ...shell, header };
}

/** A server message code in the user's language: `error.<code>`, else the app's `app.trade.<code>`, else as given. */
export function translateCode(intl: IntlShape, code: string): string {
  for (const id of [`error.${code}`, `app.trade.${code}`]) {
    if (Object.prototype.hasOwnProperty.call(intl.messages, id)) return intl.formatMessage({ id });
  }
  return code;
}

/** A value that follows its input once the input has been still for `delayMs` (typing does not flood the server). */
export function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
