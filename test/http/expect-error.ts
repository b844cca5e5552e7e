import { expect } from "vitest";
import { ErrorBody } from "../../src/domain/resources.js";
import type { Harness } from "../harness.js";

/** Asserts a contract-shaped error: status, code, docs, and (for parameter errors) a message naming the parameter. */
export async function expectError(
  h: Harness,
  path: string,
  expected: { status: number; code: string; parameter?: string },
  init?: RequestInit,
): Promise<ErrorBody["error"]> {
  const response = await h.get(path, init);
  expect(response.status, path).toBe(expected.status);
  expect(response.headers.get("content-type")).toContain("application/json");
  const body = ErrorBody.strict().parse(await response.json());
  expect(body.error.code).toBe(expected.code);
  expect(body.error.docs).toBe(`${h.baseUrl}/openapi.json`);
  if (expected.parameter) {
    expect(body.error.message).toContain(expected.parameter);
    expect(body.error.hint).toBeTruthy();
  }
  return body.error;
}
