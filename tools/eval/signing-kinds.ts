/**
 * The signing-substitution probe: a labelled notice with every signing kind its labels name replaced, in the text and in
 * the labels, by another kind of the same language (`Kollektivunterschrift zu zweien` → `Einzelprokura`, `signature
 * individuelle` → `procuration collective à deux`, `firma collettiva a due` → `procura individuale`). The sets were
 * written with some kinds more often than others; every kind the register enters (HRegV art. 118) may stand in every
 * shape. The structure of every sentence stays as written (each kind is a feminine noun, so articles and participles
 * agree), so the labels stay true.
 */
import type { Entry, LabelledNotice } from "./parser-scoring.js";
import { anyWholeWord } from "./uncommon-names.js";

/** The four kinds of each language: individual and joint signature, individual and joint procuration. */
export const SIGNING_KINDS = [
  ["Kollektivunterschrift zu zweien", "Einzelunterschrift", "Kollektivprokura zu zweien", "Einzelprokura"],
  ["signature collective à deux", "signature individuelle", "procuration collective à deux", "procuration individuelle"],
  ["firma collettiva a due", "firma individuale", "procura collettiva a due", "procura individuale"],
] as const;

/** A replacement written with the case of the first letter it replaces (`Signature …` opening a sentence, `kollektivprokura` lower-cased by a label). */
const inCaseOf = (written: string, kind: string) =>
  /^\p{Lu}/u.test(written) ? kind[0].toUpperCase() + kind.slice(1) : kind[0].toLowerCase() + kind.slice(1);

/** The notice with each signing kind its labels name replaced; `seed` picks which other kind replaces it. */
export function withOtherSigningKindsIn(notice: LabelledNotice, seed: number): LabelledNotice {
  const replacements = new Map<string, string>();
  const labels = [...notice.removed, ...notice.added].map((entry) => `${entry.signing_authority ?? ""} ${entry.previous ?? ""}`.toLowerCase()).join(" ");
  for (const kinds of SIGNING_KINDS) {
    kinds.forEach((kind, at) => {
      const lower = kind.toLowerCase();
      if (labels.includes(lower) && notice.text.toLowerCase().includes(lower)) replacements.set(lower, kinds[(at + 1 + (seed % (kinds.length - 1))) % kinds.length]);
    });
  }
  if (replacements.size === 0) return notice;
  // One pass, longer kinds first (`Kollektivunterschrift zu zweien` before a shorter one it holds), whole words only.
  const any = anyWholeWord(replacements.keys(), "giu");
  const replace = (text: string): string => text.replace(any, (written) => inCaseOf(written, replacements.get(written.toLowerCase()) ?? written));
  const relabel = (entry: Entry): Entry => ({
    ...entry,
    signing_authority: entry.signing_authority === null ? null : replace(entry.signing_authority),
    previous: entry.previous === null ? null : replace(entry.previous),
  });
  return { ...notice, text: replace(notice.text), removed: notice.removed.map(relabel), added: notice.added.map(relabel) };
}

/** Every notice of a set with its signing kinds replaced. */
export function withOtherSigningKinds(notices: LabelledNotice[]): LabelledNotice[] {
  return notices.map((notice, index) => withOtherSigningKindsIn(notice, index));
}
