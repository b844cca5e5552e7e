import { describe, expect, it } from "vitest";
import type { CompanyFacts, StatusChange } from "../../src/ingest/import/records.js";
import { parsePersonLines } from "../../src/ingest/person-lines/index.js";
import { replayCompany, type ReplayEvent } from "../../src/ingest/replay/replay-company.js";

let nextId = 1;
function notice(sogcDate: string, text: string, options: { status?: StatusChange; before?: CompanyFacts; after?: CompanyFacts; journalDate?: string } = {}): ReplayEvent {
  return {
    publicationId: nextId++,
    sogcId: null,
    sogcDate,
    journalDate: options.journalDate ?? null,
    journalNo: null,
    text,
    facts: { statusChange: options.status ?? null, before: options.before ?? {}, after: options.after ?? {} },
  };
}

const HEAD = "Beispiel AG, in Bern, CHE-100.000.006, Aktiengesellschaft.";

describe("replay of one company", () => {
  it("opens mandates with the notice that adds a person and closes them with the notice that removes the person", () => {
    const added = notice("2020-01-10", `${HEAD} Eingetragene Personen: Muster, Hans, von Bern, in Bern, Präsident des Verwaltungsrates, mit Einzelunterschrift.`, {
      status: "new",
      after: { name: "Beispiel AG" },
    });
    const removed = notice("2022-05-02", `${HEAD} Ausgeschiedene Personen und erloschene Unterschriften: Muster, Hans, von Bern, in Bern, Präsident des Verwaltungsrates, mit Einzelunterschrift.`);
    const result = replayCompany([removed, added], null, parsePersonLines);
    expect(result.mandates).toEqual([
      {
        personKey: "muster|hans|bern",
        role: "Präsident des Verwaltungsrates",
        signingAuthority: "mit Einzelunterschrift",
        startedOn: "2020-01-10",
        endedOn: "2022-05-02",
        openedBy: added.publicationId,
        closedBy: removed.publicationId,
      },
    ]);
    expect(result.state).toMatchObject({ name: "Beispiel AG", status: "active", registerDate: "2020-01-10" });
  });

  it("closes and reopens a mandate when role or signing authority change ([bisher: …]), but not for a move", () => {
    const start = notice("2020-01-10", `${HEAD} Eingetragene Personen: Conrad, Reto, von Davos, in Binningen, Mitglied des Verwaltungsrates, ohne Zeichnungsberechtigung.`);
    const promoted = notice(
      "2021-03-01",
      `${HEAD} Eingetragene Personen neu oder mutierend: Conrad, Reto, von Davos, in Binningen, Präsident des Verwaltungsrates, mit Kollektivunterschrift zu zweien [bisher: Mitglied des Verwaltungsrates, ohne Zeichnungsberechtigung].`,
    );
    const moved = notice(
      "2022-03-01",
      `${HEAD} Eingetragene Personen neu oder mutierend: Conrad, Reto, von Davos, in Basel, Präsident des Verwaltungsrates, mit Kollektivunterschrift zu zweien [bisher: in Binningen].`,
    );
    const result = replayCompany([start, promoted, moved], null, parsePersonLines);
    expect(result.mandates.map((m) => [m.role, m.signingAuthority, m.openedBy, m.closedBy])).toEqual([
      ["Mitglied des Verwaltungsrates", "ohne Zeichnungsberechtigung", start.publicationId, promoted.publicationId],
      ["Präsident des Verwaltungsrates", "mit Kollektivunterschrift zu zweien", promoted.publicationId, null],
    ]);
    // One person: the move changes the residence, not the identity.
    expect([...result.persons.values()]).toMatchObject([{ key: "conrad|reto|davos", residence: "Basel", seenOn: "2022-03-01" }]);
  });

  it("identifies a foreign national by nationality and a legal entity by UID", () => {
    const result = replayCompany(
      [
        notice(
          "2020-01-10",
          `${HEAD} Eingetragene Personen: Shantaram, Venkatesh, britischer Staatsangehöriger, in Goring (GB), Mitglied des Verwaltungsrates, mit Einzelunterschrift; BDO AG (CHE-105.952.747), in Zürich, Revisionsstelle.`,
        ),
      ],
      null,
      parsePersonLines,
    );
    expect([...result.persons.keys()].sort()).toEqual(["shantaram|venkatesh|britischer staatsangehoriger", "uid:105952747"]);
    expect(result.persons.get("uid:105952747")).toMatchObject({ entityType: "legal_entity", name: "BDO AG", uid: "105952747" });
  });

  it("matches an entry without origin to the one person of that name in the company", () => {
    const result = replayCompany(
      [
        notice("2020-01-10", "Gruyère Test S.A., à Bulle, CHE-600.000.003. Nouvelles personnes inscrites: Gremion Nicolas, de Bulle, à Riaz, fondé de pouvoir, procuration collective à deux."),
        notice("2021-01-10", "Gruyère Test S.A., à Bulle, CHE-600.000.003. Personne radiée: Gremion Nicolas, procuration collective à deux."),
      ],
      null,
      parsePersonLines,
    );
    expect(result.mandates).toHaveLength(1);
    expect(result.mandates[0]).toMatchObject({ personKey: "gremion|nicolas|bulle", endedOn: "2021-01-10" });
  });

  it("follows the status: new entry, dissolution, revocation, deletion (closing mandates) and re-entry (reopening them)", () => {
    const events = [
      notice("2020-01-10", `${HEAD} Eingetragene Personen: Muster, Hans, von Bern, in Bern, Mitglied des Verwaltungsrates, mit Einzelunterschrift.`, { status: "new" }),
      notice("2021-01-10", `${HEAD} Die Gesellschaft ist aufgelöst.`, { status: "dissolution" }),
    ];
    expect(replayCompany(events, null, parsePersonLines).state.status).toBe("liquidation");
    events.push(notice("2021-06-10", `${HEAD} Der Auflösungsbeschluss wird widerrufen.`, { status: "revocation" }));
    expect(replayCompany(events, null, parsePersonLines).state.status).toBe("active");
    const deletion = notice("2022-01-10", `${HEAD} Die Gesellschaft wird gelöscht.`, { status: "deletion", journalDate: "2022-01-05" });
    events.push(deletion);
    const deleted = replayCompany(events, null, parsePersonLines);
    expect(deleted.state).toMatchObject({ status: "deleted", deletionDate: "2022-01-05" });
    expect(deleted.mandates[0]).toMatchObject({ endedOn: "2022-01-05", closedBy: deletion.publicationId });
    events.push(notice("2023-01-10", `${HEAD} Die Gesellschaft wird wieder eingetragen.`, { status: "reentry" }));
    const reentered = replayCompany(events, null, parsePersonLines);
    expect(reentered.state).toMatchObject({ status: "active", deletionDate: null });
    expect(reentered.mandates[0]).toMatchObject({ endedOn: null, closedBy: null });
  });

  it("keeps the old name as the most recent previous name and drops translations of the old name", () => {
    const result = replayCompany(
      [
        notice("2020-01-10", "Alpha AG, in Bern.", { status: "new", after: { name: "Alpha AG", translations: ["Alpha SA"] } }),
        notice("2021-01-10", "Alpha AG, in Bern. Firma neu: Beta AG.", { before: { name: "Alpha AG" }, after: { name: "Beta AG" } }),
        notice("2022-01-10", "Beta AG, in Bern. Firma neu: Gamma AG.", { before: { name: "Beta AG" }, after: { name: "Gamma AG", translations: ["Gamma SA"] } }),
      ],
      null,
      parsePersonLines,
    );
    expect(result.state).toMatchObject({ name: "Gamma AG", previousNames: ["Beta AG", "Alpha AG"], translations: ["Gamma SA"] });
  });

  it("applies the register's snapshot at its date: later notices still count, earlier facts give way", () => {
    const result = replayCompany(
      [
        notice("2020-01-10", "Alpha AG, in Bern.", { status: "new", after: { name: "Alpha AG", town: "Bern" } }),
        notice("2024-01-10", "Alpha AG, in Bern. Die Gesellschaft ist aufgelöst.", { status: "dissolution" }),
      ],
      { asOf: "2023-01-01", facts: { name: "Alpha Holding AG", previousNames: ["Alpha AG"], status: "active", town: "Thun" } },
      parsePersonLines,
    );
    expect(result.state).toMatchObject({ name: "Alpha Holding AG", previousNames: ["Alpha AG"], status: "liquidation", town: "Thun" });
    expect(result.updatedAt).toBe("2024-01-10");
  });

  it("reports the person sentences the parser could not read, by publication (import coverage)", () => {
    const sentence = "Mit Entscheid vom 20.09.2018 hat das Zivilgericht die Vertretungsbefugnis von Claudia Bögli entzogen.";
    const unread = notice("2021-03-01", `${HEAD} ${sentence}`);
    const read = notice("2021-04-01", `${HEAD} Eingetragene Personen: Muster, Hans, von Bern, in Bern, Präsident, mit Einzelunterschrift.`);
    const result = replayCompany([unread, read], null, parsePersonLines);
    expect(result.unparsed).toEqual([{ publicationId: unread.publicationId, sentence }]);
    expect(result.mandates).toHaveLength(1);
  });

  it("reports entries it cannot identify and still replays the rest", () => {
    const result = replayCompany([notice("2020-01-10", "Alpha AG, in Bern.")], null, () => {
      throw new Error("parser broke");
    });
    expect(result.failures).toEqual([{ publicationId: expect.any(Number), reason: "person lines: parser broke" }]);
    expect(result.state.name).toBe("Alpha AG");
  });

  it("gives the same result whatever order the notices arrive in", () => {
    const events = [
      notice("2020-01-10", `${HEAD} Eingetragene Personen: Muster, Hans, von Bern, in Bern, Mitglied des Verwaltungsrates, mit Einzelunterschrift.`, { status: "new" }),
      notice("2021-01-10", `${HEAD} Eingetragene Personen neu oder mutierend: Muster, Hans, von Bern, in Thun, Präsident des Verwaltungsrates, mit Einzelunterschrift [bisher: in Bern, Mitglied des Verwaltungsrates].`),
      notice("2022-01-10", `${HEAD} Ausgeschiedene Personen und erloschene Unterschriften: Muster, Hans, von Bern, in Thun, Präsident des Verwaltungsrates, mit Einzelunterschrift.`),
    ];
    const forward = replayCompany(events, null, parsePersonLines);
    const backward = replayCompany([...events].reverse(), null, parsePersonLines);
    expect(backward.mandates).toEqual(forward.mandates);
    expect(backward.state).toEqual(forward.state);
  });
});
