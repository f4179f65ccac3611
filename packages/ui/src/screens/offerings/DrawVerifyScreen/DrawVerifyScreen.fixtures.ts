import {
  allottedOffering,
  awaitingOffering,
  drawnDraw,
  entriesPublishedDraw,
  fixtureTimeZone,
  offeringsShell,
} from '../shared/fixtures.ts';
import type { DrawVerification, DrawVerifyScreenProps } from './DrawVerifyScreen.types.ts';

/** Before the user runs the check. */
export const notRunChecks: DrawVerification = {
  seed: { state: 'pending' },
  entries: { state: 'pending' },
  rerun: { state: 'pending' },
  myEntry: { state: 'pending', entryId: 'a41c97e0d25b8f36', lotsRequested: 2, rank: null, lotsWon: null },
};

/** Half way: the hashes match, the re-run is comparing entries. */
export const workingChecks: DrawVerification = {
  seed: { state: 'pass' },
  entries: { state: 'pass' },
  rerun: { state: 'working', entriesChecked: 1200, winners: 97 },
  myEntry: { state: 'working', entryId: 'a41c97e0d25b8f36', lotsRequested: 2, rank: null, lotsWon: null },
};

/** Every step matched. */
export const passedChecks: DrawVerification = {
  seed: { state: 'pass' },
  entries: { state: 'pass' },
  rerun: { state: 'pass', entriesChecked: 2143, winners: 180, mismatches: 0 },
  myEntry: { state: 'pass', entryId: 'a41c97e0d25b8f36', lotsRequested: 2, rank: 57, lotsWon: 1 },
};

/** The published entries do not hash to the committed value, and the re-run differs. */
export const failedChecks: DrawVerification = {
  seed: { state: 'pass' },
  entries: {
    state: 'fail',
    computedHash: '9c1f4e2b7a0d3c58e6f1b2a4d7c9e0f3a5b8c1d4e7f0a3b6c9d2e5f8a1b4c7d0',
  },
  rerun: { state: 'fail', entriesChecked: 2143, winners: 180, mismatches: 3 },
  myEntry: { state: 'pass', entryId: 'a41c97e0d25b8f36', lotsRequested: 2, rank: 57, lotsWon: 1 },
};

export const drawVerifyProps: DrawVerifyScreenProps = {
  shell: offeringsShell('抽選の検証', '#/home/newShareInfo?id=5019'),
  status: 'ready',
  onRetry: () => undefined,
  timeZone: fixtureTimeZone,
  offering: allottedOffering,
  draw: drawnDraw,
  checks: notRunChecks,
  onRunCheck: () => undefined,
  running: false,
  offeringHref: '#/home/newShareInfo?id=5019',
};

/** Entries published at the deadline, the seed not yet: only the entries hash can be checked. */
export const seedNotPublishedProps: Pick<DrawVerifyScreenProps, 'offering' | 'draw' | 'checks'> = {
  offering: awaitingOffering,
  draw: entriesPublishedDraw,
  checks: {
    seed: { state: 'pending' },
    entries: { state: 'pass' },
    rerun: { state: 'pending' },
  },
};
