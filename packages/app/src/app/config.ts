import type { ConfigEntry } from '@kabuto/api-client';

/** The site configuration the server publishes (`/common/config` with `type=all`). */
export interface AppConfig {
  title: string;
  logo: string;
  kefu: string;
  version: string;
  /** `simulator` for the reference broker: every screen then says so. */
  mode: string;
}

const fallback: AppConfig = { title: 'Kabuto', logo: '/logo.svg', kefu: '', version: '', mode: '' };

export function toAppConfig(entries: readonly ConfigEntry[]): AppConfig {
  const byName = new Map(entries.map((entry) => [entry.name, entry.value]));
  return {
    title: byName.get('title') || fallback.title,
    logo: byName.get('logo') || fallback.logo,
    kefu: byName.get('kefu') ?? '',
    version: byName.get('version') ?? '',
    mode: byName.get('mode') ?? '',
  };
}
