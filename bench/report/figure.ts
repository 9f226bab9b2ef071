/** The report's data model: one section per comparison, one row per measured subject. */

export interface FigureRow {
  /** Who was measured: "Portcullis", "@stackframe/js 2.8.108", "raw fetch"… */
  readonly subject: string;
  readonly value: number;
  /** "KB gzip", "ms", "refreshes", "requests/s". */
  readonly unit: string;
  /** Ours divided by this row (or the reverse, as the section says); empty on our own row. */
  readonly ratio: string;
  readonly note?: string;
}

export interface FigureSection {
  readonly title: string;
  /** How it was measured, in one or two sentences. */
  readonly method: string;
  /** The target and whether this run met it; empty when there is none. */
  readonly target: string;
  readonly rows: readonly FigureRow[];
}
