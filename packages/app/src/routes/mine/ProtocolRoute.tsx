import { DocumentRoute } from './DocumentRoute.tsx';

/** /mine/protocol */
export function Component() {
  return <DocumentRoute name="protocol" />;
}
