/**
 * Builds data/person-lines/given-names.json and family-names.json from the name lists of @faker-js/faker (MIT), an npm
 * package that is no dependency of the project: unpack it anywhere (`npm pack @faker-js/faker@10.6.0 && tar xzf
 * faker-js-faker-*.tgz`) and run
 *   node tools/data/build-given-names.mjs path/to/package given > data/person-lines/given-names.json
 *   node tools/data/build-given-names.mjs path/to/package family > data/person-lines/family-names.json
 *   node tools/data/build-given-names.mjs path/to/package both > data/person-lines/given-and-family-names.json
 *
 * Kept: the first and middle names (given) or last names (family) of the locales of the languages frequent among the
 * persons of the Swiss register, split into words, Latin script, at least three letters; left out: words the parser
 * reads otherwise (name particles, the common function words of the notices), words written in lower case in the
 * project's sample notices, and (family) words that are given names too; those (both) make a list of their own.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const LOCALES = ["de_CH", "fr_CH", "it", "de", "de_AT", "fr", "pt_PT", "pt_BR", "es", "en", "nl", "ro", "hr", "sr_RS_latin", "pl", "sk"];
const dir = process.argv[2];
const which = process.argv[3];
if (!dir || !["given", "family", "both"].includes(which)) throw new Error("usage: build-given-names.mjs FAKER_PACKAGE_DIR given|family|both");
const { allLocales } = await import(pathToFileURL(join(dir, "dist/index.js")).href);
const version = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).version;

const STOP = new Set(
  "von van de di da del della dei des du le la lo dos das do der den dal dalla zum zur vom ter ten et und und avec mit con pour per sans ohne senza les des aux sur dans par une uns ein eine los las san santa saint sainte".split(" "),
);
// Words written in lower case in the sample notices (roles, verbs, places' common nouns): never a given name here.
const lower = new Set();
const samples = new URL("../../test/fixtures/sogc/", import.meta.url);
for (const file of readdirSync(samples)) {
  if (!/\.(json|tsv)$/.test(file) || /expected|labels/.test(file)) continue;
  for (const word of readFileSync(new URL(file, samples), "utf8").match(/(?<![\p{L}])\p{Ll}[\p{L}'’-]*/gu) ?? []) lower.add(word);
}

function collect(keys) {
  const names = new Set();
  const perLocale = {};
  for (const locale of LOCALES) {
    const person = allLocales[locale]?.person;
    if (!person) throw new Error(`no locale ${locale}`);
    let count = 0;
    for (const key of keys) {
      const list = person[key];
      if (!list) continue;
      const all = Array.isArray(list) ? list : [...(list.generic ?? []), ...(list.female ?? []), ...(list.male ?? [])];
      for (const written of all) {
        for (const word of written.split(/\s+/)) {
          const key = word.toLowerCase();
          if (!/^\p{Lu}[\p{Ll}]+(?:-\p{Lu}\p{Ll}+)?$/u.test(word) || word.length < 3 || !/^[\p{Script=Latin}-]+$/u.test(word)) continue;
          if (STOP.has(key) || lower.has(key)) continue;
          if (!names.has(key)) count++;
          names.add(key);
        }
      }
    }
    perLocale[locale] = count;
  }
  return { names, perLocale };
}

const given = collect(["first_name", "middle_name"]);
const family = which === "given" ? null : collect(["last_name"]);
const list = which === "both"
  ? {
      description:
        "Given names (lower case) that are family names too in the languages frequent among the persons of the Swiss commercial register (`Martin`, `Robert`, `Lambert`). Used only to tell a name's order: `Martin Ramun` may be family name first, `Hans Zimmerli` is given name first.",
      source: `@faker-js/faker ${version} (MIT), the words of person.first_name or person.middle_name that are words of person.last_name too, locales ${LOCALES.join(", ")}; built by tools/data/build-given-names.mjs`,
      names: [...family.names].filter((name) => given.names.has(name)).sort(),
    }
  : family
  ? {
      description:
        "Family names (lower case) of the languages frequent among the persons of the Swiss commercial register, given names left out. Used only to decide whether a word between a family name and the first known given name belongs to the family name (`Zbinden Chollet Yvonne`).",
      source: `@faker-js/faker ${version} (MIT), person.last_name of the locales ${LOCALES.join(", ")}; built by tools/data/build-given-names.mjs`,
      new_per_locale: family.perLocale,
      names: [...family.names].filter((name) => !given.names.has(name)).sort(),
    }
  : {
      description:
        "Given names (lower case) of the languages frequent among the persons of the Swiss commercial register. Used only to find where a family name ends in a name written without a comma, and whether a list writes the given name first; not to find persons in running text (that uses the shorter list of common given names in vocabulary.ts).",
      source: `@faker-js/faker ${version} (MIT), person.first_name and person.middle_name of the locales ${LOCALES.join(", ")}; built by tools/data/build-given-names.mjs`,
      new_per_locale: given.perLocale,
      names: [...given.names].sort(),
    };
console.log(JSON.stringify(list));
