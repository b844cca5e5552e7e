import { describe, expect, it } from "vitest";
import { BackendUnavailableError } from "../../src/domain/errors.js";
import { readRegister, translateStoreError } from "../../src/store/sqlite/driver-errors.js";
import { StoreUnavailableError } from "../../src/store/sqlite/database.js";

const sqliteError = (code: string) => Object.assign(new Error(`sqlite says ${code}`), { code });

describe("SQLite errors above the store", () => {
  it.each(["SQLITE_BUSY", "SQLITE_LOCKED", "SQLITE_IOERR_READ", "SQLITE_CANTOPEN"])("translates %s into BackendUnavailableError (unreadable)", (code) => {
    const translated = translateStoreError(sqliteError(code), undefined);
    expect(translated).toBeInstanceOf(BackendUnavailableError);
    expect(translated).toMatchObject({ reason: "unreadable", retryAfter: 30 });
  });

  it.each(["SQLITE_CORRUPT", "SQLITE_NOTADB"])("translates %s into a damaged register, reported to the file watch", (code) => {
    const reported: Error[] = [];
    const watch = {
      problem: () => null,
      check: () => null,
      probe: () => null,
      close: () => {},
      reportCorruption: (error: Error) => {
        reported.push(error);
        return { kind: "corrupt" as const, message: "the register file /x is damaged" };
      },
    };
    const translated = translateStoreError(sqliteError(code), watch);
    expect(translated).toMatchObject({ name: "BackendUnavailableError", reason: "corrupt", message: "the register file /x is damaged" });
    expect(reported).toHaveLength(1);
  });

  it("leaves errors that are not the store's as they are", () => {
    const bug = new TypeError("undefined is not a function");
    expect(translateStoreError(bug, undefined)).toBe(bug);
    expect(translateStoreError(sqliteError("SQLITE_ERROR"), undefined)).not.toBeInstanceOf(BackendUnavailableError);
  });

  it("refuses reads once the file watch has found the register changed", () => {
    const watch = {
      problem: () => ({ kind: "changed" as const, message: "the register file /x was changed in place" }),
      check: () => null,
      probe: () => null,
      close: () => {},
      reportCorruption: () => ({ kind: "corrupt" as const, message: "" }),
    };
    expect(() => readRegister(watch, () => 1)).toThrow(BackendUnavailableError);
  });

  it("makes a register that cannot be opened a BackendUnavailableError with its own name", () => {
    const error = new StoreUnavailableError("no database at /x", undefined, { reason: "missing" });
    expect(error).toBeInstanceOf(BackendUnavailableError);
    expect(error.name).toBe("StoreUnavailableError");
  });
});
