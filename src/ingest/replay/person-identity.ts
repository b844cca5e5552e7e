/**
 * Who a person entry names. The gazette gives no person id; the register's own convention is that two entries are the
 * same person when last name, first name and place of origin agree (DESIGN.md section 4). Residence is not part of
 * the identity, so a move does not split a person. A foreign national has no place of origin: the nationality as
 * written takes its place. Legal entities are identified by UID (or old CH-number), else by their firm name.
 */
import { foldText } from "../../domain/text.js";
import type { PersonEntry } from "../../domain/person-entry.js";
import { chidNormal, uidDigits } from "../import/normalize.js";
import { collapseSpaces } from "../text-hygiene.js";

export function fold(value: string | null | undefined): string {
  return value ? foldText(collapseSpaces(value)) : "";
}

/** `last|first|origin`, folded: the identity key of a natural person (persons.identity_key). */
export function naturalPersonKey(lastName: string, firstName: string | null, originOrNationality: string | null): string {
  return `${fold(lastName)}|${fold(firstName)}|${fold(originOrNationality)}`;
}

/** The name part of an identity key (`last|first`), which partial entries (no origin) are matched on. */
export function nameKeyOf(lastName: string, firstName: string | null): string {
  return `${fold(lastName)}|${fold(firstName)}`;
}

export interface PersonIdentity {
  key: string;
  /** Matching name for entries that say too little to be told apart: `last|first`, or `firm:<name>`. */
  nameKey: string;
  /** True when the entry lacks origin and nationality (or a legal entity lacks a UID): matched within the company first. */
  partial: boolean;
  entityType: "natural_person" | "legal_entity";
  name: string;
  lastName: string | null;
  firstName: string | null;
  origin: string | null;
  nationality: string | null;
  residence: string | null;
  uid: string | null;
}

/** The identity of an entry, or the reason it cannot have one. */
export function identityOf(entry: PersonEntry): PersonIdentity | string {
  if (entry.kind === "legal_entity") {
    const name = collapseSpaces(entry.name);
    if (name.length === 0) return "legal entity without a name";
    const uid = uidDigits(entry.identifier);
    const chid = uid ? null : chidNormal(entry.identifier);
    const nameKey = `firm:${fold(name)}`;
    return {
      key: uid ? `uid:${uid}` : chid ? `chid:${chid}` : nameKey,
      nameKey,
      // An old CH-number was replaced by the UID: within a company, it is matched like a name.
      partial: !uid,
      entityType: "legal_entity",
      name,
      lastName: null,
      firstName: null,
      origin: null,
      nationality: null,
      residence: entry.residence,
      uid,
    };
  }
  const lastName = entry.last_name ? collapseSpaces(entry.last_name) : "";
  if (lastName.length === 0) return `person entry without a last name (${entry.name})`;
  const firstName = entry.first_name ? collapseSpaces(entry.first_name) : null;
  const third = entry.origin ?? entry.nationality;
  return {
    key: naturalPersonKey(lastName, firstName, third),
    nameKey: nameKeyOf(lastName, firstName),
    partial: !third,
    entityType: "natural_person",
    name: collapseSpaces(entry.name) || [firstName, lastName].filter(Boolean).join(" "),
    lastName,
    firstName,
    origin: entry.origin,
    nationality: entry.nationality,
    residence: entry.residence,
    uid: null,
  };
}
