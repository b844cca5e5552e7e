/**
 * How far V8 lets the old generation grow beyond what survived its last full collection before it collects again
 * (`HEAP_GROWTH_PERCENT`, docs/performance.md: Memory). On a machine with gigabytes to spare V8 allows up to 4×: a
 * server's old space held 120–190 MB for about 45 MB alive, and the ArrayBuffers that died there waited as long. V8
 * reads the flag at every collection, so the service sets it for itself when it starts serving.
 */
import v8 from "node:v8";

const FLAG = /(^|\s)--heap[-_]growing[-_]percent(=|\s|$)/;

/** Whether V8's growing factor was given to this process already (command line or NODE_OPTIONS): that one wins. */
export function heapGrowthGiven(execArgv: readonly string[], nodeOptions: string | undefined): boolean {
  return execArgv.some((flag) => FLAG.test(flag)) || FLAG.test(nodeOptions ?? "");
}

/**
 * Sets V8's old-generation growing factor to 1 + `percent`/100 for this process, unless 0 (V8's own) or the flag was
 * given to Node; the percent in force by this call, or null when left to V8 or to the flag given.
 */
export function applyHeapGrowth(
  percent: number,
  { execArgv = process.execArgv, nodeOptions = process.env.NODE_OPTIONS }: { execArgv?: readonly string[]; nodeOptions?: string } = {},
): number | null {
  if (percent === 0 || heapGrowthGiven(execArgv, nodeOptions)) return null;
  v8.setFlagsFromString(`--heap-growing-percent=${Math.trunc(percent)}`);
  return percent;
}
