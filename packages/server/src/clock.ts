/** Time is injected so sessions, throttling and the market replay exactly in tests. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
