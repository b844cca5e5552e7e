/**
 * A company's officers as the register records them: the person line a notice writes for each (NoticeEntry), and the
 * mandate rows that open and close with the notices naming them.
 */
import { formatUid } from "../domain/uid.js";
import type { AuditFirms } from "./audit-firms.js";
import { calendar } from "./calendar.js";
import type { Company, Officer } from "./company-state.js";
import { COUNTRIES } from "./data/foreign-names.js";
import type { NoticeEntry } from "./notice.js";
import type { People } from "./people.js";
import { UID_DAY } from "./register-epochs.js";
import { ROLE_SEPARATOR, roleWords, signatureWords, type RegisterLanguage, type RoleCode, type SignatureCode } from "./vocabulary.js";

/** `People.country` of a legal entity (an audit firm). */
const LEGAL_ENTITY_COUNTRY = -2;

export class Mandates {
  private readonly cal = calendar();
  private nextId = 1;

  constructor(private readonly people: People, private readonly auditFirms: AuditFirms) {}

  /** The officer's person line in the company's notice, with `previous` (`[bisher: ...]`) after a change. */
  entry(company: Company, officer: Officer, previous: string | null): NoticeEntry {
    const p = this.people;
    const id = officer.person;
    const language = company.language;
    if (p.country[id] === LEGAL_ENTITY_COUNTRY) {
      return {
        kind: "legal_entity",
        name: p.lastName[id],
        last_name: null,
        first_name: null,
        identifier: company.noticeDay >= UID_DAY ? formatUid(this.auditFirms.uidOf(id)!) : null,
        origin: null,
        nationality: null,
        residence: p.residenceIn(id, language),
        roles: roleWords("auditor", language, false),
        signing_authority: null,
        previous,
      };
    }
    const female = p.female[id] === 1;
    const country = p.country[id];
    return {
      kind: "natural_person",
      name: `${p.firstName[id]} ${p.lastName[id]}`,
      last_name: p.lastName[id],
      first_name: p.firstName[id],
      identifier: null,
      origin: p.originIn(id, language),
      nationality: country >= 0 ? nationalityPhrase(country, language, female) : null,
      residence: p.residenceIn(id, language),
      roles: roleWords(officer.role, language, female, officer.liquidator),
      signing_authority: officer.sig ? signatureWords(officer.sig, language, company.style) : null,
      previous,
    };
  }

  /** `Mitglied des Verwaltungsrates, ohne Zeichnungsberechtigung`: how an entry read before a change. */
  describe(company: Company, officer: Officer): string {
    const e = this.entry(company, officer, null);
    return [e.roles.join(ROLE_SEPARATOR[company.language]), e.signing_authority].filter((part) => part).join(", ");
  }

  /** Opens a mandate for an officer with the publication `publication` (its id) entered on `day`. */
  open(company: Company, person: number, role: RoleCode, sig: SignatureCode | null, liquidator: boolean, day: number, publication: number): Officer {
    const officer: Officer = { person, role, sig, liquidator, mandate: company.mandates.length };
    const e = this.entry(company, officer, null);
    company.mandates.push({
      id: this.nextId++,
      companyId: company.id,
      personId: person,
      role: e.roles.length > 0 ? e.roles.join(ROLE_SEPARATOR[company.language]) : null,
      signingAuthority: e.signing_authority,
      startedOn: this.cal.iso[day],
      endedOn: null,
      openedBy: publication,
      closedBy: null,
    });
    company.officers.push(officer);
    this.people.recordMandate(person, company.seat.canton, company.language, this.cal.year[day]);
    return officer;
  }

  /** Closes the officer's mandate with the publication entered on `day`; the officer leaves the present officers. */
  close(company: Company, officer: Officer, day: number, publication: number): void {
    const row = company.mandates[officer.mandate];
    row.endedOn = this.cal.iso[day];
    row.closedBy = publication;
    company.officers.splice(company.officers.indexOf(officer), 1);
  }
}

function nationalityPhrase(country: number, language: RegisterLanguage, female: boolean): string {
  const c = COUNTRIES[country];
  if (language === "de") return c.de[female ? 1 : 0];
  if (language === "it") return c.it[female ? 1 : 0];
  return c.fr;
}
