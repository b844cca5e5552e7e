/** How far a long build is (generate, import, their search indexes), reported phase by phase; the CLI prints it as a progress line. */
export interface BuildProgress {
  phase: string;
  done: number;
  total: number;
  /** The step of the phase that just ended, when the phase reports steps (search indexes): each is printed. */
  step?: string;
}
