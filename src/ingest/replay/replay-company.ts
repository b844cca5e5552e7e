/**
 * The replay of one company: its publications in date order (and the register's snapshot at its date) turned into the
 * company's state, its previous names and its mandates. Pure: the same input always gives the same output, so an
 * import can replay a company whenever its input changes and re-running changes nothing.
 *
 * Decisions (docs/import.md, "Replay"):
 * - A mandate is opened by the notice that adds the person and closed by the notice that removes the person.
 * - A change of role or signing authority closes the mandate and opens a new one (both by that notice), so every
 *   role a person held keeps its dates and notices. A change of residence or nationality changes only the person.
 * - A deletion closes the open mandates (the register publishes no removals then); a re-entry reopens them.
 * - The old name becomes the most recent previous name when a notice (or snapshot) gives a new one.
 */
import type { CompanyStatus } from "../../domain/codes.js";
import type { PersonEntry } from "../../domain/person-entry.js";
import type { PersonLines } from "../parsed-person-lines.js";
import type { StoredPublicationFacts } from "../import/import-store.js";
import type { CompanyFacts } from "../import/records.js";
import { identityOf, type PersonIdentity } from "./person-identity.js";

export type PersonLineParser = (text: string) => PersonLines;

export interface ReplayEvent {
  publicationId: number;
  sogcId: string | null;
  sogcDate: string;
  journalDate: string | null;
  journalNo: string | null;
  text: string;
  facts: StoredPublicationFacts;
}

export interface ReplaySnapshot {
  asOf: string | null;
  facts: CompanyFacts;
}

export interface CompanyState {
  name?: string;
  legalForm?: string | null;
  status?: CompanyStatus;
  uid?: string | null;
  chid?: string | null;
  address?: string | null;
  zip?: string | null;
  town?: string | null;
  municipality?: number | null;
  canton?: string | null;
  language?: string | null;
  purpose?: string | null;
  capital?: string | null;
  registerDate?: string | null;
  deletionDate?: string | null;
  previousNames: string[];
  translations: string[];
}

export interface ReplayedMandate {
  personKey: string;
  role: string | null;
  signingAuthority: string | null;
  startedOn: string | null;
  endedOn: string | null;
  openedBy: number | null;
  closedBy: number | null;
}

export interface ReplayedPerson extends PersonIdentity {
  /** The latest mention in this company's notices. */
  seenOn: string;
  publicationId: number;
}

export interface ReplayFailure {
  publicationId: number;
  reason: string;
}

export interface ReplayResult {
  state: CompanyState;
  mandates: ReplayedMandate[];
  /** By the key the mandates use. */
  persons: Map<string, ReplayedPerson>;
  failures: ReplayFailure[];
  /** Person sentences the parser could not read, by publication: the import reports them as its coverage. */
  unparsed: { publicationId: number; sentence: string }[];
  /** Person sentences that gave fewer entries than the persons they name, by publication (coverage as well). */
  partlyParsed: { publicationId: number; sentence: string }[];
  /** The date of the latest publication or snapshot applied. */
  updatedAt: string | null;
}

const SCALAR_FIELDS = [
  "legalForm", "uid", "chid", "address", "zip", "town", "municipality", "canton", "language", "purpose", "capital",
  "registerDate", "deletionDate",
] as const;

function numeric(value: string | null): number {
  const n = value === null ? NaN : Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** Publications in the order the register made them: SOGC date, journal date and number, publication number. */
export function compareEvents(a: ReplayEvent, b: ReplayEvent): number {
  return (
    a.sogcDate.localeCompare(b.sogcDate) ||
    (a.journalDate ?? "").localeCompare(b.journalDate ?? "") ||
    numeric(a.journalNo) - numeric(b.journalNo) ||
    numeric(a.sogcId) - numeric(b.sogcId) ||
    a.publicationId - b.publicationId
  );
}

function setFacts(state: CompanyState, facts: CompanyFacts): void {
  if (facts.name !== undefined) {
    if (state.name !== undefined && state.name !== facts.name) {
      state.previousNames.unshift(state.name);
      // Translations belong to a name: a new name without translations has none.
      if (facts.translations === undefined) state.translations = [];
    }
    state.name = facts.name;
  }
  // The register's list of former names comes first; names only the notices show (a liquidation suffix, say) follow.
  if (facts.previousNames !== undefined) state.previousNames = [...new Set([...facts.previousNames, ...state.previousNames])];
  if (facts.translations !== undefined) state.translations = [...facts.translations];
  if (facts.status !== undefined) state.status = facts.status;
  else if (facts.notDeleted && state.status === "deleted") state.status = "active";
  for (const field of SCALAR_FIELDS) {
    if (facts[field] !== undefined) (state as unknown as Record<string, unknown>)[field] = facts[field];
  }
}

/** Fills what the state does not know yet from what a notice says the company was before it. */
function fillFacts(state: CompanyState, facts: CompanyFacts): void {
  if (state.name === undefined && facts.name !== undefined) state.name = facts.name;
  if (state.translations.length === 0 && facts.translations) state.translations = [...facts.translations];
  for (const field of SCALAR_FIELDS) {
    const record = state as unknown as Record<string, unknown>;
    if (record[field] === undefined && facts[field] !== undefined) record[field] = facts[field];
  }
}

function roleOf(entry: PersonEntry): string | null {
  const roles = entry.roles.map((role) => role.trim()).filter((role) => role.length > 0);
  return roles.length > 0 ? roles.join(", ") : null;
}

/** The firm as a notice's first words give it (`Muster AG, in Bern, …`): the name of last resort. */
export function firmOfNotice(text: string): string | null {
  const match = /^(.{2,200}?),\s+(?:bisher\s+in|in|à|a|précédemment\s+à|finora\s+a)\s+\p{Lu}/u.exec(text);
  return match ? match[1].trim() : null;
}

export function replayCompany(events: ReplayEvent[], snapshot: ReplaySnapshot | null, parse: PersonLineParser): ReplayResult {
  const ordered = [...events].sort(compareEvents);
  const state: CompanyState = { previousNames: [], translations: [] };
  const mandates: ReplayedMandate[] = [];
  const persons = new Map<string, ReplayedPerson>();
  const failures: ReplayFailure[] = [];
  const unparsed: ReplayResult["unparsed"] = [];
  const partlyParsed: ReplayResult["partlyParsed"] = [];
  /** Open mandates (indices into `mandates`) by person key. */
  const open = new Map<string, number[]>();
  /** Person keys of this company by name key, for entries too thin to identify on their own. */
  const byName = new Map<string, Set<string>>();
  /** A thin key later identified in full (same name within the company): thin → full. */
  const alias = new Map<string, string>();
  let updatedAt: string | null = null;
  let lastDeletion: number | null = null;

  const canonical = (key: string): string => {
    let current = key;
    while (alias.has(current)) current = alias.get(current)!;
    return current;
  };

  /** The key this company knows the person by; links a thin entry to the one person of that name here. */
  const personKey = (identity: PersonIdentity): string => {
    const known = [...(byName.get(identity.nameKey) ?? [])].map(canonical);
    const distinct = [...new Set(known)];
    if (identity.partial) {
      if (distinct.length === 1) return distinct[0];
      return identity.key;
    }
    // A full identity takes over the single thin entry of the same name seen before.
    const thin = distinct.filter((key) => persons.get(key)?.partial);
    if (thin.length === 1 && distinct.length === 1 && thin[0] !== identity.key) {
      alias.set(thin[0], identity.key);
      const moved = open.get(thin[0]) ?? [];
      open.delete(thin[0]);
      open.set(identity.key, [...(open.get(identity.key) ?? []), ...moved]);
      for (const mandate of mandates) if (mandate.personKey === thin[0]) mandate.personKey = identity.key;
      const previous = persons.get(thin[0]);
      persons.delete(thin[0]);
      if (previous && !persons.has(identity.key)) persons.set(identity.key, { ...previous, ...identity });
    }
    return identity.key;
  };

  const mention = (entry: PersonEntry, event: ReplayEvent, date: string): string | null => {
    const identity = identityOf(entry);
    if (typeof identity === "string") {
      failures.push({ publicationId: event.publicationId, reason: identity });
      return null;
    }
    const key = personKey(identity);
    const names = byName.get(identity.nameKey) ?? new Set<string>();
    names.add(key);
    byName.set(identity.nameKey, names);
    const known = persons.get(key);
    // The latest mention wins, but a thin one does not erase what a fuller one said.
    persons.set(key, {
      ...identity,
      key,
      partial: known ? known.partial && identity.partial : identity.partial,
      origin: identity.origin ?? known?.origin ?? null,
      nationality: identity.nationality ?? (identity.origin ? null : (known?.nationality ?? null)),
      residence: identity.residence ?? known?.residence ?? null,
      uid: identity.uid ?? known?.uid ?? null,
      lastName: identity.lastName ?? known?.lastName ?? null,
      firstName: identity.firstName ?? known?.firstName ?? null,
      seenOn: date,
      publicationId: event.publicationId,
    });
    return key;
  };

  const close = (index: number, date: string, publicationId: number) => {
    mandates[index].endedOn = date;
    mandates[index].closedBy = publicationId;
  };

  const openMandate = (key: string, entry: PersonEntry, date: string, publicationId: number) => {
    mandates.push({
      personKey: key,
      role: roleOf(entry),
      signingAuthority: entry.signing_authority,
      startedOn: date,
      endedOn: null,
      openedBy: publicationId,
      closedBy: null,
    });
    open.set(key, [...(open.get(key) ?? []), mandates.length - 1]);
  };

  const applyPersons = (event: ReplayEvent, date: string) => {
    let lines: PersonLines;
    try {
      lines = parse(event.text);
    } catch (error) {
      failures.push({ publicationId: event.publicationId, reason: `person lines: ${error instanceof Error ? error.message : String(error)}` });
      return;
    }
    for (const { sentence } of lines.unparsed ?? []) unparsed.push({ publicationId: event.publicationId, sentence });
    for (const { sentence } of lines.partly_parsed ?? []) partlyParsed.push({ publicationId: event.publicationId, sentence });
    for (const entry of lines.removed) {
      const key = mention(entry, event, date);
      if (key === null) continue;
      const current = open.get(key) ?? [];
      const role = roleOf(entry);
      const matching = role ? current.filter((i) => mandates[i].role === role) : [];
      const closing = matching.length > 0 ? matching : current;
      if (closing.length === 0) {
        // Earlier notices are missing: the mandate is known only by its end.
        mandates.push({ personKey: key, role, signingAuthority: entry.signing_authority, startedOn: null, endedOn: date, openedBy: null, closedBy: event.publicationId });
        continue;
      }
      for (const index of closing) close(index, date, event.publicationId);
      open.set(key, current.filter((i) => !closing.includes(i)));
    }
    for (const entry of lines.added) {
      const key = mention(entry, event, date);
      if (key === null) continue;
      const current = open.get(key) ?? [];
      const role = roleOf(entry);
      const signing = entry.signing_authority;
      if (current.length > 0 && role === null && signing === null) continue; // only the person's details changed
      if (current.some((i) => mandates[i].role === role && mandates[i].signingAuthority === signing)) continue;
      for (const index of current) close(index, date, event.publicationId);
      open.set(key, []);
      openMandate(key, entry, date, event.publicationId);
    }
  };

  const applyStatus = (event: ReplayEvent, date: string) => {
    switch (event.facts.statusChange) {
      case "new":
        state.status = "active";
        if (state.registerDate === undefined || state.registerDate === null) state.registerDate = date;
        break;
      case "dissolution":
        if (state.status !== "deleted") state.status = "liquidation";
        break;
      case "revocation":
        if (state.status !== "deleted") state.status = "active";
        break;
      case "deletion": {
        state.status = "deleted";
        const deletedOn = event.facts.after.deletionDate ?? date;
        state.deletionDate = deletedOn;
        for (const [key, indices] of open) {
          for (const index of indices) close(index, deletedOn, event.publicationId);
          open.set(key, []);
        }
        lastDeletion = event.publicationId;
        break;
      }
      case "reentry":
        state.status = "active";
        state.deletionDate = null;
        if (lastDeletion !== null) {
          for (const [index, mandate] of mandates.entries()) {
            if (mandate.closedBy !== lastDeletion) continue;
            mandate.endedOn = null;
            mandate.closedBy = null;
            open.set(mandate.personKey, [...(open.get(mandate.personKey) ?? []), index]);
          }
          lastDeletion = null;
        }
        break;
      case null:
        break;
    }
  };

  let snapshotApplied = snapshot === null;
  const applySnapshot = () => {
    if (snapshotApplied || !snapshot) return;
    setFacts(state, snapshot.facts);
    if (snapshot.asOf && (updatedAt === null || snapshot.asOf > updatedAt)) updatedAt = snapshot.asOf;
    snapshotApplied = true;
  };

  for (const event of ordered) {
    if (snapshot?.asOf && event.sogcDate > snapshot.asOf) applySnapshot();
    const date = event.journalDate ?? event.sogcDate;
    fillFacts(state, event.facts.before);
    if (state.name === undefined && event.facts.after.name === undefined) {
      const firm = firmOfNotice(event.text);
      if (firm) state.name = firm;
    }
    setFacts(state, event.facts.after);
    applyStatus(event, date);
    applyPersons(event, date);
    if (updatedAt === null || event.sogcDate > updatedAt) updatedAt = event.sogcDate;
  }
  applySnapshot();

  if (state.status === undefined) state.status = "active";
  if (state.status !== "deleted") state.deletionDate = null;
  state.previousNames = [...new Set(state.previousNames)].filter((name) => name !== state.name);
  state.translations = [...new Set(state.translations)].filter((name) => name !== state.name);
  for (const mandate of mandates) mandate.personKey = canonical(mandate.personKey);
  return { state, mandates, persons, failures, unparsed, partlyParsed, updatedAt };
}
