import type { IpoDrawView, IpoOfferingView, OfferingsShell, OfferingsStatus } from '../shared/types.ts';

/** Where one verification step is: not run yet, running, matched or not. */
export const drawCheckStates = ['pending', 'working', 'pass', 'fail'] as const;
export type DrawCheckState = (typeof drawCheckStates)[number];

export interface DrawCheck {
  state: DrawCheckState;
}

/** A hash recomputed in the app; on a failure the screen shows it beside the published one. */
export interface DrawHashCheck extends DrawCheck {
  computedHash?: string;
}

/** The draw re-run from the published seed and entries, compared entry by entry with the published result. */
export interface DrawRerunCheck extends DrawCheck {
  /** Entries compared so far (all of them once finished). */
  entriesChecked?: number;
  /** Winning entries in the re-run. */
  winners?: number;
  /** Entries whose rank or lots differ from the published result. */
  mismatches?: number;
}

/** The user's own entry, found in the re-run. */
export interface DrawMyEntryCheck extends DrawCheck {
  entryId: string;
  lotsRequested: number;
  /** The entry's rank in the re-run; null until computed. */
  rank: number | null;
  /** Lots the re-run gives the entry; null until computed. */
  lotsWon: number | null;
}

/** The app's verification of a draw (computed in the browser with the shared lottery code). */
export interface DrawVerification {
  /** SHA-256 of the published seed equals the committed seedHash. */
  seed: DrawHashCheck;
  /** SHA-256 of the published entry list equals entriesHash. */
  entries: DrawHashCheck;
  /** The re-run gives every entry the same rank and lots. */
  rerun: DrawRerunCheck;
  /** The user's entry, when the user applied. */
  myEntry?: DrawMyEntryCheck;
}

export interface DrawVerifyScreenProps {
  shell: OfferingsShell;
  /** The offering and its draw (`getIpoOffering`, `getIpoDraw`): loading, failed (retry) or ready. */
  status: OfferingsStatus;
  onRetry: () => void;
  /** The user's time zone (IANA name) for the draw's times. */
  timeZone?: string;
  offering?: IpoOfferingView;
  draw?: IpoDrawView;
  checks: DrawVerification;
  /** Runs every step again (fetches the published entries and re-runs the draw in the app). */
  onRunCheck: () => void;
  /** The check is running: the button shows progress and cannot be pressed again. */
  running: boolean;
  /** The offering's detail page. */
  offeringHref: string;
}
