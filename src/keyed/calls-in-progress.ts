/**
 * The calls of each keyed operation being answered now, for operations that bound them (`KeyedBinding.concurrency`).
 * A call costing tens of milliseconds of CPU (AI search) must not queue without bound on a server's one thread: at
 * 300 calls a second offered against 20-40 answered, the queue grew to 26 s of waiting and the server's memory by
 * 130 MB. Beyond the bound a call is refused at once, before it is debited, and asked to retry.
 */
export class CallsInProgress {
  private readonly counts = new Map<string, number>();

  /** Counts a call of `operationId` in when fewer than `bound` are in progress; false (not counted) otherwise. */
  enter(operationId: string, bound: number): boolean {
    const now = this.counts.get(operationId) ?? 0;
    if (now >= bound) return false;
    this.counts.set(operationId, now + 1);
    return true;
  }

  /** Counts a call that entered out again. */
  leave(operationId: string): void {
    this.counts.set(operationId, (this.counts.get(operationId) ?? 1) - 1);
  }
}
