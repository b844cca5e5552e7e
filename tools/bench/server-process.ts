/** What the bench tools read of a running server process from /proc (Linux). */
import { readFileSync } from "node:fs";

/** The process's resident memory now (VmRSS) or its peak so far (VmHWM), in MB. */
export function memoryMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) / 1024 : NaN;
}

/** The process's peak resident memory so far, in MB. */
export const peakRssMb = (pid: number): number => memoryMb(pid, "VmHWM");

/** CPU seconds (user and system) spent so far by the server process and its children (cluster workers). */
export function serverCpuSeconds(pid: number): number {
  const pids = [pid];
  try {
    pids.push(...readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number));
  } catch {
    // no children list on this kernel: the process alone
  }
  let ticks = 0;
  for (const each of pids) {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${each}/stat`, "utf8").split(") ")[1].split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended
    }
  }
  return ticks / 100;
}
