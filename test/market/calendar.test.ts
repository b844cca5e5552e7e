import { describe, expect, it } from "vitest";
import {
  closeOf, easterSunday, isMarketOpen, isTradingDay, lastClosedTradingDay, nextClose, sixHolidays, tradingDays,
} from "../../src/market/calendar.js";

describe("the SIX trading calendar", () => {
  it("knows the movable exchange holidays of 2026 from Easter (5 April 2026)", () => {
    expect(easterSunday(2026)).toBe("2026-04-05");
    expect(easterSunday(2025)).toBe("2025-04-20");
    const holidays = sixHolidays(2026);
    expect(holidays.get("2026-04-03")).toBe("Good Friday");
    expect(holidays.get("2026-04-06")).toBe("Easter Monday");
    // Ascension: Easter + 39 days; Whit Monday: Easter + 50 days.
    expect(holidays.get("2026-05-14")).toBe("Ascension Day");
    expect(holidays.get("2026-05-25")).toBe("Whit Monday");
  });

  it("closes on weekends and on the fixed holidays, including Christmas Eve and New Year's Eve", () => {
    for (const closed of ["2026-01-01", "2026-01-02", "2026-05-01", "2026-12-24", "2026-12-25", "2026-12-31", "2026-11-28", "2026-11-29"]) {
      expect(isTradingDay(closed), closed).toBe(false);
    }
    for (const open of ["2026-11-24", "2026-12-23", "2026-12-30", "2026-08-03"]) expect(isTradingDay(open), open).toBe(true);
  });

  it("counts 251 trading days in 2026", () => {
    // 261 weekdays; holidays on weekdays: 1 and 2 Jan, 3 and 6 Apr, 1 May, 14 and 25 May, 24, 25 and 31 Dec = 10
    // (1 August and 26 December 2026 are Saturdays).
    expect(tradingDays("2026-01-01", "2026-12-31")).toHaveLength(261 - 10);
  });

  it("is open from 09:00 to before 17:30 Zurich time, in winter (UTC+1) and in summer (UTC+2)", () => {
    expect(isMarketOpen(new Date("2026-11-24T07:59:59Z"))).toBe(false);
    expect(isMarketOpen(new Date("2026-11-24T08:00:00Z"))).toBe(true);
    expect(isMarketOpen(new Date("2026-11-24T16:29:59Z"))).toBe(true);
    expect(isMarketOpen(new Date("2026-11-24T16:30:00Z"))).toBe(false);
    expect(isMarketOpen(new Date("2026-07-01T07:00:00Z"))).toBe(true);
    expect(isMarketOpen(new Date("2026-07-01T06:59:00Z"))).toBe(false);
    expect(isMarketOpen(new Date("2026-07-01T15:30:00Z"))).toBe(false);
    // Whit Monday at noon.
    expect(isMarketOpen(new Date("2026-05-25T10:00:00Z"))).toBe(false);
  });

  it("finds the next close and the last closed trading day across weekends and holidays", () => {
    expect(closeOf("2026-11-24").toISOString()).toBe("2026-11-24T16:30:00.000Z");
    expect(closeOf("2026-07-01").toISOString()).toBe("2026-07-01T15:30:00.000Z");
    // Thursday 2 April 2026 after the close: Good Friday and Easter Monday are closed, next close Tuesday 7 April.
    expect(nextClose(new Date("2026-04-02T16:00:00Z")).toISOString()).toBe("2026-04-07T15:30:00.000Z");
    expect(nextClose(new Date("2026-04-02T10:00:00Z")).toISOString()).toBe("2026-04-02T15:30:00.000Z");
    expect(lastClosedTradingDay(new Date("2026-04-06T12:00:00Z"))).toBe("2026-04-02");
    expect(lastClosedTradingDay(new Date("2026-11-24T16:30:00Z"))).toBe("2026-11-24");
    expect(lastClosedTradingDay(new Date("2026-11-24T16:29:00Z"))).toBe("2026-11-23");
  });
});
