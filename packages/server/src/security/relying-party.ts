import type { AppConfig } from '../config/env.ts';

/** The WebAuthn relying party: the name shown by the authenticator, the RP ID and the origins passkeys work on. */
export interface RelyingParty {
  name: string;
  id: string;
  origins: string[];
}

export const DEFAULT_ORIGIN = 'http://localhost:8080';

/** From the configured origins (`KABUTO_ORIGIN`): the RP ID is the first origin's host name. */
export function relyingPartyOf(config: Pick<AppConfig, 'origins'>): RelyingParty {
  const origins = config.origins && config.origins.length > 0 ? [...config.origins] : [DEFAULT_ORIGIN];
  return { name: 'Kabuto', id: new URL(origins[0] ?? DEFAULT_ORIGIN).hostname, origins };
}
