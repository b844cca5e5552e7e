/**
 * The calls of each keyed operation being answered now, for operations that bound them (`KeyedBinding.concurrency`).
 * A call that waits (AI search on its optional model, up to the model's timeout) holds its request, its candidates and
 * its connection meanwhile: without a bound a burst piles them up in the server. Beyond the bound a call is refused at
 * once, before it is debited, and asked to retry. (Calls that only use the CPU never pile up here: the server reads the
 * next request when the last one is done, so their queue is in the sockets; see docs/performance.md.)
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
