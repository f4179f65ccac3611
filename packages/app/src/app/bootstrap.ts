import { api } from './api.ts';
import { toAppConfig, type AppConfig } from './config.ts';

export async function fetchConfig(): Promise<AppConfig> {
  const data = await api.post('/common/config', { type: 'all' });
  return toAppConfig(Array.isArray(data) ? data : []);
}

/** Title and logo from the server, applied before the app mounts. */
export function applyConfig(config: AppConfig): void {
  document.title = config.title;
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (icon && config.logo) icon.href = config.logo;
}
