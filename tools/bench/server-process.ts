/** What the bench tools read of a running server process from /proc (Linux). */
import { readFileSync } from "node:fs";

/** The process's resident memory now (VmRSS) or its peak so far (VmHWM), in MB. */
export function memoryMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) / 1024 : NaN;
}

/** The server process and its children (cluster workers). */
function serverPids(pid: number): number[] {
  try {
    return [pid, ...readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number)];
  } catch {
    // no children list on this kernel: the process alone
    return [pid];
  }
}

/**
 * The server's peak resident memory so far, in MB: with cluster workers, the sum of each process's peak (at most
 * what they held at once, and what a machine must have room for).
 */
export function peakRssMb(pid: number): number {
  return serverPids(pid).reduce((sum, each) => {
    try {
      return sum + memoryMb(each, "VmHWM");
    } catch {
      return sum; // the process ended
    }
  }, 0);
}

/** CPU seconds (user and system) spent so far by the server process and its children (cluster workers). */
export function serverCpuSeconds(pid: number): number {
  let ticks = 0;
  for (const each of serverPids(pid)) {
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
