/** Progress display for long builds: a line rewritten in place on a terminal, a line every few seconds otherwise. */

import type { BuildProgress } from "../domain/build-progress.js";

export function progressReporter(stream: NodeJS.WriteStream = process.stderr): (progress: BuildProgress) => void {
  const started = Date.now();
  let lastPrinted = 0;
  let lastPhase = "";
  return ({ phase, done, total, step }) => {
    const now = Date.now();
    const finished = done >= total;
    const interval = stream.isTTY ? 200 : 5000;
    if (phase === lastPhase && !finished && !step && now - lastPrinted < interval) return;
    lastPrinted = now;
    lastPhase = phase;
    const percent = total > 0 ? Math.floor((done / total) * 100) : 100;
    const line = `${phase}: ${done.toLocaleString("en-US")}/${total.toLocaleString("en-US")} (${percent} %)${step ? `, ${step} done` : ""}, ${((now - started) / 1000).toFixed(1)} s`;
    if (stream.isTTY) stream.write(`\r\x1b[2K${line}${finished ? "\n" : ""}`);
    else stream.write(`${line}\n`);
  };
}
