import { useQuery } from '@tanstack/react-query';
import { DocumentScreen, documentScreenMessages, type DocumentName } from '@kabuto/ui';
import { toDocumentView } from './mine.mappers.ts';
import { documentQuery } from './mine.queries.ts';
import { getHref } from '../../app/paths.ts';
import { useSession } from '../../app/session.ts';
import { statusOf, useMineRoute } from './useMine.ts';

/**
 * About, privacy or the user agreement from getLegalDocument, in the user's language. Readable before signing in:
 * then the page has only its header, with back leading to registration (where the agreement is linked).
 */
export function DocumentRoute({ name }: { name: DocumentName }) {
  const signedIn = useSession() !== null;
  const { locale, shell: signedInShell } = useMineRoute(documentScreenMessages[name]);
  const shell = signedIn
    ? signedInShell
    : {
        simulator: signedInShell.simulator,
        header: { ...signedInShell.header, backHref: getHref(name === 'about' ? 'loginStart' : 'register') },
      };
  const document = useQuery(documentQuery(name));
  return (
    <DocumentScreen
      shell={shell}
      status={statusOf(document)}
      onRetry={() => void document.refetch()}
      document={document.data ? toDocumentView(document.data, locale) : undefined}
    />
  );
}
