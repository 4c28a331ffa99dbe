/** Where a catalog figure came from and when it was read (every catalog entry carries it). */
export interface Sourced {
  /** URL (or document title) the figure was read from. */
  source: string;
  /** Date the figure was read or published, YYYY-MM-DD. */
  asOf: string;
  /**
   * Caveat to show with the figure when it is not read directly from the cited page: derived
   * (and how), recalled but unverified, or a placeholder. Absent when the figure is as published.
   */
  note?: string;
}
