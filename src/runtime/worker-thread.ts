/**
 * Worker threads running a module of this package, from the built JavaScript or, in development and tests, from the
 * TypeScript sources (the worker then registers tsx's loader before it loads its script).
 */
import { Worker } from "node:worker_threads";

/**
 * Starts a worker running `script`, a module beside `importer` (pass `import.meta.url`) named without its extension;
 * null when it cannot be started (TypeScript sources without tsx).
 */
export function startModuleWorker(importer: string, script: string, workerData: unknown): Worker | null {
  const fromSource = importer.endsWith(".ts");
  const url = new URL(`${script}${fromSource ? ".ts" : ".js"}`, importer);
  let loader: string | null = null;
  if (fromSource) {
    try {
      loader = import.meta.resolve("tsx/esm/api");
    } catch {
      return null;
    }
  }
  const bootstrap = `(async () => {
    ${loader ? `(await import(${JSON.stringify(loader)})).register();` : ""}
    await import(${JSON.stringify(url.href)});
  })();`;
  try {
    return new Worker(bootstrap, { eval: true, workerData });
  } catch {
    return null;
  }
}
