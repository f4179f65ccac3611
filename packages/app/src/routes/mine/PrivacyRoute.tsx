import { DocumentRoute } from './DocumentRoute.tsx';

/** /mine/privacy */
export function Component() {
  return <DocumentRoute name="privacy" />;
}
