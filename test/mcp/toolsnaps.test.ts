/**
 * What agents see changes only on purpose: every tool's definition (name, title, description, input and output JSON
 * Schemas, annotations) is kept in src/mcp/__toolsnaps__/<tool>.snap.json. After a deliberate change, update with
 *   UPDATE_TOOLSNAPS=1 npx vitest run test/mcp/toolsnaps.test.ts
 * and commit the snapshots with the change.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildKeyedTools, buildTools } from "../../src/mcp/tools.js";
import { PUBLIC_OPERATIONS as OPERATIONS } from "../../src/operations/index.js";
import { KEYED_OPERATIONS } from "../../src/operations/keyed/index.js";

const SNAPSHOTS = new URL("../../src/mcp/__toolsnaps__/", import.meta.url);
const UPDATE = process.env.UPDATE_TOOLSNAPS === "1";
const publicTools = buildTools();
// The keyed tools too: what a client with a key sees changes only on purpose as well.
const tools = [...publicTools, ...buildKeyedTools(KEYED_OPERATIONS)];

function snapshotPath(name: string): URL {
  return new URL(`${name}.snap.json`, SNAPSHOTS);
}

describe("tool snapshots", () => {
  if (UPDATE) {
    mkdirSync(SNAPSHOTS, { recursive: true });
    for (const file of readdirSync(SNAPSHOTS)) if (file.endsWith(".snap.json")) unlinkSync(new URL(file, SNAPSHOTS));
    for (const tool of tools) writeFileSync(snapshotPath(tool.definition.name), `${JSON.stringify(tool.definition, null, 2)}\n`);
  }

  it("has one tool per public operation, named and titled by it", () => {
    expect(publicTools.map((tool) => tool.definition.name)).toEqual(OPERATIONS.map((operation) => operation.mcp.toolName));
    expect(publicTools.map((tool) => tool.definition.title)).toEqual(OPERATIONS.map((operation) => operation.title));
  });

  it.each(tools.map((tool) => [tool.definition.name, tool] as const))("%s matches its snapshot", (name, tool) => {
    const path = snapshotPath(name);
    expect(existsSync(path), `no snapshot for ${name}: run UPDATE_TOOLSNAPS=1 npx vitest run test/mcp/toolsnaps.test.ts`).toBe(true);
    const snapshot = JSON.parse(readFileSync(path, "utf8"));
    expect(
      tool.definition,
      `the definition of ${name} changed: if on purpose, run UPDATE_TOOLSNAPS=1 npx vitest run test/mcp/toolsnaps.test.ts`,
    ).toEqual(snapshot);
  });

  it("keeps no snapshot of a tool that no longer exists", () => {
    const names = new Set(tools.map((tool) => tool.definition.name));
    const files = existsSync(SNAPSHOTS) ? readdirSync(SNAPSHOTS).filter((file) => file.endsWith(".snap.json")) : [];
    expect(files.filter((file) => !names.has(file.replace(/\.snap\.json$/, "")))).toEqual([]);
  });
});
