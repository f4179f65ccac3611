import { DocumentRoute } from './DocumentRoute.tsx';

/** /mine/about */
export function Component() {
  return <DocumentRoute name="about" />;
}
