/** A company's state while its history is written: what its next notice starts from. */
import type { Place } from "./geography.js";
import type { NogaType } from "./industry.js";
import type { Notice } from "./notice.js";
import type { MandateRow, PublicationRow } from "./register-sink.js";
import type { FormGroup } from "./statements.js";
import type { NoticeStyle, RegisterLanguage, RoleCode, SignatureCode } from "./vocabulary.js";

/** A present officer. */
export interface Officer {
  person: number;
  role: RoleCode;
  /** null for an audit firm. */
  sig: SignatureCode | null;
  liquidator: boolean;
  /** Index in the company's mandate list. */
  mandate: number;
}

/** The days of one notice: its daily-register (journal) entry and its gazette issue. */
export interface Scheduled {
  journal: number;
  sogc: number;
}

export interface Company {
  id: number;
  form: string;
  group: FormGroup;
  seat: Place;
  language: RegisterLanguage;
  style: NoticeStyle;
  type: NogaType;
  uid: string | null;
  name: string;
  /** The firm name without its legal-form suffix, from which translations are made (corporations only). */
  base: string | null;
  translations: string[];
  previousNames: string[];
  legalFormText: string;
  street: string;
  zip: string;
  purpose: string;
  capital: number | null;
  shareValue: number;
  officers: Officer[];
  mandates: MandateRow[];
  publications: PublicationRow[];
  /** What the next notice refers to (null before the new entry). */
  lastPublication: Notice["reference"];
  /** The daily-register day of the notice being written. */
  noticeDay: number;
  hasAuditor: boolean;
  optedOut: boolean;
}
