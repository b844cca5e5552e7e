/**
 * The gazette side of the simulation: when a notice is entered and published, its publication number, its rendered
 * text and the publication row. Publication ids are given in the order notices are written.
 */
import { formatUid } from "../domain/uid.js";
import { addWeekdays, calendar, weekdayOnOrAfter } from "./calendar.js";
import type { Company, Scheduled } from "./company-state.js";
import type { Identifiers } from "./identifiers.js";
import { renderNotice, type Notice, type NoticeEntry } from "./notice.js";
import type { Random } from "./random.js";
import { LAST_JOURNAL_DAY, PUBLICATION_NUMBER_DAY, UID_DAY } from "./register-epochs.js";

/** Mutation-type keys (data/zefix_sogc_mutation_types.csv), in the order of their ids. */
const MUTATION_ORDER = ["status.neu", "status.aufl.liq", "status.aufl.konk", "status.loeschung", "adressaenderung", "aenderungorgane", "fusion"];

/** A notice appears in the gazette two to five weekdays after its daily-register entry. */
const GAZETTE_DELAY_WEEKDAYS = { min: 2, max: 5 };
/** Pages of one gazette issue before 2002, when notices referred to each other by page. */
const PAGES_PER_ISSUE = 30;

/** What a notice says; the company, its seat and the days come from the company and the schedule. */
export interface NoticeContent {
  type: Notice["type"];
  /** Mutation-type keys; sorted and deduplicated when written. */
  keys: string[];
  statements: string[];
  removed: NoticeEntry[];
  added: NoticeEntry[];
  /** The address line of a new entry. */
  address: string | null;
  /** Name and seat as the company was known before this notice (a change notice is headed by those). */
  header?: { name: string; translations: string[]; seat: string };
}

export class Gazette {
  private readonly cal = calendar();
  private nextPublication = 1;

  /** `onNotice` sees every notice with its text (for tests of the person-line parser). */
  constructor(
    private readonly random: Random,
    private readonly identifiers: Identifiers,
    private readonly onNotice: (notice: Notice, text: string) => void,
  ) {}

  /** The id the next published notice gets: mandates it opens or closes name it before it is written. */
  get upcomingPublication(): number {
    return this.nextPublication;
  }

  /** The first weekday from `target` (and after `after`) as the entry day, or null when that is past the last one. */
  schedule(target: number, after: number): Scheduled | null {
    const journal = weekdayOnOrAfter(this.cal, Math.max(target, after + 1));
    if (journal > LAST_JOURNAL_DAY) return null;
    return { journal, sogc: addWeekdays(this.cal, journal, this.random.between(GAZETTE_DELAY_WEEKDAYS.min, GAZETTE_DELAY_WEEKDAYS.max)) };
  }

  /** Renders the notice, adds its publication row to the company and makes it the one the next notice refers to. */
  publish(company: Company, when: Scheduled, content: NoticeContent): void {
    const { type, keys, header } = content;
    const notice: Notice = {
      type,
      language: company.language,
      style: company.style,
      name: header?.name ?? company.name,
      translations: header?.translations ?? company.translations,
      seat: header?.seat ?? company.seat.labels[company.language],
      uid: when.journal >= UID_DAY && company.uid ? formatUid(company.uid) : null,
      address: content.address,
      legal_form: company.legalFormText,
      reference: type === "HR01" ? null : company.lastPublication,
      statements: content.statements,
      removed: content.removed,
      added: content.added,
    };
    const text = renderNotice(notice);
    this.onNotice(notice, text);
    const sogcId = this.identifiers.sogcId(when.sogc);
    const issue = this.cal.issue[when.sogc];
    keys.sort((a, b) => MUTATION_ORDER.indexOf(a) - MUTATION_ORDER.indexOf(b));
    company.publications.push({
      id: this.nextPublication++,
      companyId: company.id,
      sogcId,
      sogcDate: this.cal.iso[when.sogc],
      journalNo: this.identifiers.journalNo(company.seat.canton, when.journal),
      journalDate: this.cal.iso[when.journal],
      mutationTypes: keys.length > 0 ? [...new Set(keys)].join(",") : null,
      language: company.language,
      text,
    });
    company.lastPublication = {
      issue,
      date: this.cal.swiss[when.sogc],
      publication: sogcId,
      page: when.sogc < PUBLICATION_NUMBER_DAY ? issue * PAGES_PER_ISSUE + this.random.int(PAGES_PER_ISSUE) + 1 : null,
    };
  }
}
