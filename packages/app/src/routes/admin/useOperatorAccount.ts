import { useOperatorSession } from './operatorSession.ts';

/** The signed-in operator's account; the console's routes render only under RequireOperator, which ensures one. */
export function useOperatorAccount(): string {
  return useOperatorSession()?.account ?? '';
}
