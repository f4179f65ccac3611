import type { MineShell, MineStatus } from '../shared/MineFrame.tsx';

export const documentNames = ['about', 'privacy', 'protocol'] as const;
export type DocumentName = (typeof documentNames)[number];

/** A legal document in the user's language. */
export interface LegalDocumentView {
  title: string;
  /** Markdown (headings, paragraphs, lists, bold). */
  body: string;
  version: string;
  /** ISO 8601 instant. */
  updatedAt: string;
}

export interface DocumentScreenProps {
  shell: MineShell;
  status: MineStatus;
  onRetry: () => void;
  document?: LegalDocumentView;
}
