/**
 * The pages' labels in the four languages of the site, and how a request picks one: `?lang=` wins, then the
 * browser's Accept-Language, then English. Register texts (names, roles, purposes, notices) stay in the register's
 * language; only the labels around them are translated.
 */
import type { CompanyStatus, LegalFormCategory } from "../../domain/codes.js";
import { inWords } from "../../domain/limits.js";

export const PAGE_LANGUAGES = ["en", "de", "fr", "it"] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

/** Locale used for dates and numbers on the pages (Swiss conventions, British English). */
export const LOCALES: Record<PageLanguage, string> = { en: "en-GB", de: "de-CH", fr: "fr-CH", it: "it-CH" };

/** Each language's name in that language, for the language switcher. */
export const LANGUAGE_NAMES: Record<PageLanguage, string> = { en: "English", de: "Deutsch", fr: "Français", it: "Italiano" };

export function isPageLanguage(value: string | undefined | null): value is PageLanguage {
  return (PAGE_LANGUAGES as readonly string[]).includes(value ?? "");
}

/** Picks the language of a request; `explicit` is true when `?lang=` chose it (links within the site then keep it). */
export function pickLanguage(langParam: string | undefined, acceptLanguage: string | undefined): { lang: PageLanguage; explicit: boolean } {
  const asked = langParam?.trim().toLowerCase();
  if (isPageLanguage(asked)) return { lang: asked, explicit: true };
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .slice(0, 20)
    .map((entry, index) => {
      const [tag, ...parameters] = entry.trim().split(";");
      const qParam = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = qParam ? Number(qParam.slice(2)) : 1;
      return { primary: tag.trim().toLowerCase().split("-")[0], quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { primary } of ranked) if (isPageLanguage(primary)) return { lang: primary, explicit: false };
  return { lang: "en", explicit: false };
}

export interface Messages {
  siteName: string;
  tagline: string;
  skipToContent: string;
  language: string;
  searchLabel: string;
  searchPlaceholder: string;
  searchHint: string;
  searchButton: string;
  suggestionsCount: string;
  suggestionsNone: string;
  datasetSummary: (companies: string, people: string) => string;
  examplesHeading: string;
  // Company profile
  company: string;
  uid: string;
  legalForm: string;
  status: string;
  seat: string;
  canton: string;
  address: string;
  registered: string;
  capital: string;
  industry: string;
  purpose: string;
  notRecorded: string;
  officers: string;
  officersPresent: (count: number) => string;
  noOfficers: string;
  role: string;
  signingAuthority: string;
  legalEntity: string;
  redactedPerson: string;
  redactedNote: string;
  previousNames: string;
  publications: string;
  publicationsShown: (shown: number, total: number) => string;
  noPublications: string;
  showFullText: string;
  textClipped: (characters: number) => string;
  journalNo: string;
  otherFormats: string;
  markdownFactSheet: string;
  jsonApi: string;
  // Person profile
  person: string;
  origin: string;
  residence: string;
  nationality: string;
  currentMandates: (count: number) => string;
  formerMandates: (count: number) => string;
  noMandates: string;
  // Search
  searchTitle: (q: string) => string;
  searchTitleEmpty: string;
  resultsCount: (count: number, total: string) => string;
  resultsRange: (from: number, to: number, total: string) => string;
  noResults: string;
  noResultsHint: string;
  emptyPage: string;
  firstPage: string;
  deepPagingNote: (rows: number) => string;
  filters: string;
  allCantons: string;
  allStatuses: string;
  allLegalForms: string;
  selectedCount: (count: number) => string;
  activeFilters: string;
  removeFilter: string;
  demoNotice: string;
  hideFullText: string;
  applyFilters: string;
  clearFilters: string;
  pagination: string;
  previousPage: string;
  nextPage: string;
  pageOf: (page: number, pages: number) => string;
  ignoredFilters: (values: string) => string;
  queryLength: string;
  pageOutOfRange: string;
  invalidInput: string;
  // Errors
  notFoundTitle: string;
  notFoundText: string;
  rateLimitedTitle: string;
  rateLimitedText: (seconds: number) => string;
  unavailableTitle: string;
  unavailableText: string;
  errorTitle: string;
  errorText: string;
  backHome: string;
  // Footer and discovery
  footerSource: string;
  apiDocs: string;
  openApi: string;
  llmsTxt: string;
  matched: (field: "translation" | "former_name" | "uid", value: string) => string;
  didYouMean: string;
  people: string;
  peopleSearchTitle: (q: string) => string;
  peopleSearchTitleEmpty: string;
  peopleSearchPlaceholder: string;
  peopleResultsCount: (count: number, total: string) => string;
  allPeopleResults: (total: string) => string;
  searchPeopleInstead: string;
  peopleNoResultsHint: string;
  mandateCantons: string;
  atCompany: (name: string) => string;
  homonymsNote: string;
  statuses: Record<CompanyStatus | "inactive", string>;
  legalForms: Record<LegalFormCategory, string>;
}

const en: Messages = {
  siteName: "Swiss Company Register",
  tagline: "Companies, officers and gazette notices from the Swiss commercial register.",
  skipToContent: "Skip to content",
  language: "Language",
  searchLabel: "Search companies",
  searchPlaceholder: "Company name or UID",
  searchHint: "Name, part of a name, or UID such as CHE‑123.456.789",
  searchButton: "Search",
  suggestionsCount: "{n} suggestions. Use the up and down arrow keys to choose.",
  suggestionsNone: "No suggestions.",
  datasetSummary: (companies, people) => `${companies} companies and ${people} people on record.`,
  examplesHeading: "For example",
  company: "Company",
  uid: "UID",
  legalForm: "Legal form",
  status: "Status",
  seat: "Seat",
  canton: "Canton",
  address: "Address",
  registered: "Registered",
  capital: "Capital",
  industry: "Industry (NOGA 2008)",
  purpose: "Purpose",
  notRecorded: "Not recorded",
  officers: "Present officers",
  officersPresent: (n) => `(${n})`,
  noOfficers: "No present officers on record.",
  role: "Role",
  signingAuthority: "Signing authority",
  legalEntity: "Legal entity",
  redactedPerson: "Redacted person",
  redactedNote: "The register has suppressed this person's details.",
  previousNames: "Previous names",
  publications: "Gazette publications",
  publicationsShown: (shown, total) => `Newest ${shown} of ${total}`,
  noPublications: "No publications on record.",
  showFullText: "Show full text",
  textClipped: (n) => `Text clipped at ${inWords(n)} characters.`,
  journalNo: "No.",
  otherFormats: "Other formats",
  markdownFactSheet: "Markdown fact sheet",
  jsonApi: "JSON (API)",
  person: "Person",
  origin: "Place of origin",
  residence: "Residence",
  nationality: "Nationality",
  currentMandates: (n) => `Current mandates (${n})`,
  formerMandates: (n) => `Mandates in companies no longer active (${n})`,
  noMandates: "None.",
  searchTitle: (q) => `Companies matching “${q}”`,
  searchTitleEmpty: "Search companies",
  resultsCount: (count, total) => (count === 1 ? "1 company found" : `${total} companies found`),
  resultsRange: (from, to, total) => `Showing ${from}–${to} of ${total}`,
  noResults: "No companies match your search.",
  noResultsHint: "Check the spelling, use fewer words, or remove filters.",
  emptyPage: "There are no results on this page.",
  firstPage: "Go to the first page",
  deepPagingNote: (n) => `Only the first ${n} results can be browsed. Add words or filters to narrow the search.`,
  filters: "Filters",
  allCantons: "Canton",
  allStatuses: "Status",
  allLegalForms: "Legal form",
  selectedCount: (n) => `${n} selected`,
  activeFilters: "Active filters",
  removeFilter: "remove filter",
  demoNotice: "Demo register: the companies and people shown here are fictitious.",
  hideFullText: "Hide full text",
  applyFilters: "Apply filters",
  clearFilters: "Clear filters",
  pagination: "Pages",
  previousPage: "Previous",
  nextPage: "Next",
  pageOf: (page, pages) => `Page ${page} of ${pages}`,
  ignoredFilters: (values) => `These filter values are unknown and were ignored: ${values}.`,
  queryLength: "Please enter between 2 and 200 characters.",
  pageOutOfRange: "Only pages 1 to 5 can be shown. Add words or filters to narrow the search.",
  invalidInput: "This request could not be understood. Please check the address or search again.",
  notFoundTitle: "Page not found",
  notFoundText: "There is nothing at this address. The company or person may not exist, or the register has suppressed the record.",
  rateLimitedTitle: "Too many requests",
  rateLimitedText: (s) => `You have opened many pages in a short time. Please wait ${s} seconds and try again.`,
  unavailableTitle: "Temporarily unavailable",
  unavailableText: "The register cannot be reached right now. Please try again in a moment.",
  errorTitle: "Something went wrong",
  errorText: "An unexpected error occurred. It has been logged; please try again later.",
  backHome: "Back to the search",
  footerSource: "Facts as published in the Swiss Official Gazette of Commerce. The cantonal commercial register remains the legal authority.",
  apiDocs: "API reference",
  openApi: "OpenAPI",
  llmsTxt: "llms.txt",
  matched: (field, value) => (field === "former_name" ? `Formerly: ${value}` : field === "translation" ? `Also named: ${value}` : `UID ${value}`),
  didYouMean: "Did you mean",
  people: "People",
  peopleSearchTitle: (q) => `People named “${q}”`,
  peopleSearchTitleEmpty: "Search people",
  peopleSearchPlaceholder: "First and last name, in any order",
  peopleResultsCount: (count, total) => (count === 1 ? "1 person found" : `${total} people found`),
  allPeopleResults: (total) => `All ${total} people found →`,
  searchPeopleInstead: "Search people by this name →",
  peopleNoResultsHint: "Check the spelling, try the last name alone, or remove filters. Persons the register has suppressed are not listed.",
  mandateCantons: "Canton of a mandate",
  atCompany: (name) => `With a mandate at ${name}`,
  homonymsNote: "People with the same name are different persons when their place of origin or residence differs; narrow by canton or company.",
  statuses: { active: "Active", liquidation: "In liquidation", deleted: "Deleted", inactive: "Inactive" },
  legalForms: {
    limited_or_corporation: "Company limited by shares (AG)",
    limited_liability_company: "Limited liability company (GmbH)",
    sole_proprietorship: "Sole proprietorship",
    general_partnership: "General partnership",
    limited_partnership: "Limited partnership",
    cooperative: "Cooperative",
    association: "Association",
    foundation: "Foundation",
    swiss_branch: "Branch",
    foreign_branch: "Branch of a foreign company",
    institut: "Public-law institution",
    indivision: "Community of property",
    special_legal_forms: "Special legal form",
  },
};

const de: Messages = {
  siteName: "Handelsregister Schweiz",
  tagline: "Firmen, Zeichnungsberechtigte und Publikationen aus dem Schweizer Handelsregister.",
  skipToContent: "Zum Inhalt springen",
  language: "Sprache",
  searchLabel: "Firmen suchen",
  searchPlaceholder: "Firmenname oder UID",
  searchHint: "Name, Namensteil oder UID wie CHE‑123.456.789",
  searchButton: "Suchen",
  suggestionsCount: "{n} Vorschläge. Mit den Pfeiltasten auswählen.",
  suggestionsNone: "Keine Vorschläge.",
  datasetSummary: (companies, people) => `${companies} Firmen und ${people} Personen erfasst.`,
  examplesHeading: "Zum Beispiel",
  company: "Firma",
  uid: "UID",
  legalForm: "Rechtsform",
  status: "Status",
  seat: "Sitz",
  canton: "Kanton",
  address: "Adresse",
  registered: "Eingetragen",
  capital: "Kapital",
  industry: "Branche (NOGA 2008)",
  purpose: "Zweck",
  notRecorded: "Nicht erfasst",
  officers: "Eingetragene Personen",
  officersPresent: (n) => `(${n})`,
  noOfficers: "Keine eingetragenen Personen.",
  role: "Funktion",
  signingAuthority: "Zeichnungsart",
  legalEntity: "Juristische Person",
  redactedPerson: "Redacted person",
  redactedNote: "Das Register hat die Angaben zu dieser Person gesperrt.",
  previousNames: "Frühere Namen",
  publications: "SHAB-Publikationen",
  publicationsShown: (shown, total) => `Die neuesten ${shown} von ${total}`,
  noPublications: "Keine Publikationen erfasst.",
  showFullText: "Ganzen Text anzeigen",
  textClipped: (n) => `Text nach ${n} Zeichen gekürzt.`,
  journalNo: "Nr.",
  otherFormats: "Weitere Formate",
  markdownFactSheet: "Markdown-Datenblatt",
  jsonApi: "JSON (API)",
  person: "Person",
  origin: "Heimatort",
  residence: "Wohnort",
  nationality: "Staatsangehörigkeit",
  currentMandates: (n) => `Aktuelle Mandate (${n})`,
  formerMandates: (n) => `Mandate in nicht mehr aktiven Firmen (${n})`,
  noMandates: "Keine.",
  searchTitle: (q) => `Firmen zu «${q}»`,
  searchTitleEmpty: "Firmen suchen",
  resultsCount: (count, total) => (count === 1 ? "1 Firma gefunden" : `${total} Firmen gefunden`),
  resultsRange: (from, to, total) => `${from}–${to} von ${total}`,
  noResults: "Keine Firma entspricht Ihrer Suche.",
  noResultsHint: "Prüfen Sie die Schreibweise, verwenden Sie weniger Wörter oder entfernen Sie Filter.",
  emptyPage: "Auf dieser Seite gibt es keine Treffer.",
  firstPage: "Zur ersten Seite",
  deepPagingNote: (n) => `Nur die ersten ${n} Treffer sind abrufbar. Grenzen Sie die Suche mit weiteren Wörtern oder Filtern ein.`,
  filters: "Filter",
  allCantons: "Kanton",
  allStatuses: "Status",
  allLegalForms: "Rechtsform",
  selectedCount: (n) => `${n} ausgewählt`,
  activeFilters: "Aktive Filter",
  removeFilter: "Filter entfernen",
  demoNotice: "Demoregister: Die gezeigten Firmen und Personen sind frei erfunden.",
  hideFullText: "Text ausblenden",
  applyFilters: "Filter anwenden",
  clearFilters: "Filter zurücksetzen",
  pagination: "Seiten",
  previousPage: "Zurück",
  nextPage: "Weiter",
  pageOf: (page, pages) => `Seite ${page} von ${pages}`,
  ignoredFilters: (values) => `Diese Filterwerte sind unbekannt und wurden ignoriert: ${values}.`,
  queryLength: "Bitte geben Sie 2 bis 200 Zeichen ein.",
  pageOutOfRange: "Nur die Seiten 1 bis 5 sind abrufbar. Grenzen Sie die Suche mit weiteren Wörtern oder Filtern ein.",
  invalidInput: "Diese Anfrage ist ungültig. Bitte prüfen Sie die Adresse oder suchen Sie erneut.",
  notFoundTitle: "Seite nicht gefunden",
  notFoundText: "Unter dieser Adresse gibt es nichts. Die Firma oder Person existiert nicht, oder das Register hat den Eintrag gesperrt.",
  rateLimitedTitle: "Zu viele Anfragen",
  rateLimitedText: (s) => `Sie haben in kurzer Zeit viele Seiten geöffnet. Bitte warten Sie ${s} Sekunden und versuchen Sie es erneut.`,
  unavailableTitle: "Vorübergehend nicht verfügbar",
  unavailableText: "Das Register ist im Moment nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.",
  errorTitle: "Etwas ist schiefgelaufen",
  errorText: "Ein unerwarteter Fehler ist aufgetreten und wurde protokolliert. Bitte versuchen Sie es später erneut.",
  backHome: "Zurück zur Suche",
  footerSource: "Angaben gemäss Schweizerischem Handelsamtsblatt (SHAB). Rechtsverbindlich ist allein das kantonale Handelsregister.",
  apiDocs: "API-Referenz",
  openApi: "OpenAPI",
  llmsTxt: "llms.txt",
  matched: (field, value) => (field === "former_name" ? `Früher: ${value}` : field === "translation" ? `Auch: ${value}` : `UID ${value}`),
  didYouMean: "Meinten Sie",
  people: "Personen",
  peopleSearchTitle: (q) => `Personen namens «${q}»`,
  peopleSearchTitleEmpty: "Personen suchen",
  peopleSearchPlaceholder: "Vor- und Nachname, in beliebiger Reihenfolge",
  peopleResultsCount: (count, total) => (count === 1 ? "1 Person gefunden" : `${total} Personen gefunden`),
  allPeopleResults: (total) => `Alle ${total} gefundenen Personen →`,
  searchPeopleInstead: "Personen mit diesem Namen suchen →",
  peopleNoResultsHint: "Prüfen Sie die Schreibweise, versuchen Sie nur den Nachnamen oder entfernen Sie Filter. Vom Register unterdrückte Personen werden nicht aufgeführt.",
  mandateCantons: "Kanton eines Mandats",
  atCompany: (name) => `Mit Mandat bei ${name}`,
  homonymsNote: "Personen gleichen Namens sind verschiedene Personen, wenn Heimatort oder Wohnort abweichen; grenzen Sie nach Kanton oder Firma ein.",
  statuses: { active: "Aktiv", liquidation: "In Liquidation", deleted: "Gelöscht", inactive: "Inaktiv" },
  legalForms: {
    limited_or_corporation: "Aktiengesellschaft (AG)",
    limited_liability_company: "Gesellschaft mit beschränkter Haftung (GmbH)",
    sole_proprietorship: "Einzelunternehmen",
    general_partnership: "Kollektivgesellschaft",
    limited_partnership: "Kommanditgesellschaft",
    cooperative: "Genossenschaft",
    association: "Verein",
    foundation: "Stiftung",
    swiss_branch: "Zweigniederlassung",
    foreign_branch: "Zweigniederlassung eines ausländischen Unternehmens",
    institut: "Institut des öffentlichen Rechts",
    indivision: "Gemeinderschaft",
    special_legal_forms: "Besondere Rechtsform",
  },
};

const fr: Messages = {
  siteName: "Registre du commerce suisse",
  tagline: "Entreprises, personnes inscrites et publications du registre du commerce suisse.",
  skipToContent: "Aller au contenu",
  language: "Langue",
  searchLabel: "Rechercher une entreprise",
  searchPlaceholder: "Raison sociale ou IDE",
  searchHint: "Nom, partie du nom ou IDE comme CHE‑123.456.789",
  searchButton: "Rechercher",
  suggestionsCount: "{n} suggestions. Choisissez avec les flèches haut et bas.",
  suggestionsNone: "Aucune suggestion.",
  datasetSummary: (companies, people) => `${companies} entreprises et ${people} personnes enregistrées.`,
  examplesHeading: "Par exemple",
  company: "Entreprise",
  uid: "IDE",
  legalForm: "Forme juridique",
  status: "Statut",
  seat: "Siège",
  canton: "Canton",
  address: "Adresse",
  registered: "Inscrite le",
  capital: "Capital",
  industry: "Branche (NOGA 2008)",
  purpose: "But",
  notRecorded: "Non inscrit",
  officers: "Personnes inscrites",
  officersPresent: (n) => `(${n})`,
  noOfficers: "Aucune personne inscrite.",
  role: "Fonction",
  signingAuthority: "Mode de signature",
  legalEntity: "Personne morale",
  redactedPerson: "Redacted person",
  redactedNote: "Le registre a masqué les données de cette personne.",
  previousNames: "Anciennes raisons sociales",
  publications: "Publications FOSC",
  publicationsShown: (shown, total) => `Les ${shown} plus récentes sur ${total}`,
  noPublications: "Aucune publication enregistrée.",
  showFullText: "Afficher le texte complet",
  textClipped: (n) => `Texte tronqué à ${n} caractères.`,
  journalNo: "N°",
  otherFormats: "Autres formats",
  markdownFactSheet: "Fiche Markdown",
  jsonApi: "JSON (API)",
  person: "Personne",
  origin: "Lieu d’origine",
  residence: "Domicile",
  nationality: "Nationalité",
  currentMandates: (n) => `Mandats actuels (${n})`,
  formerMandates: (n) => `Mandats dans des entreprises qui ne sont plus actives (${n})`,
  noMandates: "Aucun.",
  searchTitle: (q) => `Entreprises pour « ${q} »`,
  searchTitleEmpty: "Rechercher une entreprise",
  resultsCount: (count, total) => (count === 1 ? "1 entreprise trouvée" : `${total} entreprises trouvées`),
  resultsRange: (from, to, total) => `${from}–${to} sur ${total}`,
  noResults: "Aucune entreprise ne correspond à votre recherche.",
  noResultsHint: "Vérifiez l’orthographe, utilisez moins de mots ou retirez des filtres.",
  emptyPage: "Cette page ne contient aucun résultat.",
  firstPage: "Aller à la première page",
  deepPagingNote: (n) => `Seuls les ${n} premiers résultats sont consultables. Ajoutez des mots ou des filtres pour affiner la recherche.`,
  filters: "Filtres",
  allCantons: "Canton",
  allStatuses: "Statut",
  allLegalForms: "Forme juridique",
  selectedCount: (n) => `${n} sélectionné(s)`,
  activeFilters: "Filtres actifs",
  removeFilter: "retirer le filtre",
  demoNotice: "Registre de démonstration : les entreprises et personnes présentées sont fictives.",
  hideFullText: "Masquer le texte",
  applyFilters: "Appliquer les filtres",
  clearFilters: "Effacer les filtres",
  pagination: "Pages",
  previousPage: "Précédente",
  nextPage: "Suivante",
  pageOf: (page, pages) => `Page ${page} sur ${pages}`,
  ignoredFilters: (values) => `Ces valeurs de filtre sont inconnues et ont été ignorées : ${values}.`,
  queryLength: "Veuillez saisir entre 2 et 200 caractères.",
  pageOutOfRange: "Seules les pages 1 à 5 sont consultables. Ajoutez des mots ou des filtres pour affiner la recherche.",
  invalidInput: "Cette requête n’a pas pu être comprise. Vérifiez l’adresse ou recherchez à nouveau.",
  notFoundTitle: "Page introuvable",
  notFoundText: "Il n’y a rien à cette adresse. L’entreprise ou la personne n’existe pas, ou le registre a masqué l’inscription.",
  rateLimitedTitle: "Trop de requêtes",
  rateLimitedText: (s) => `Vous avez ouvert beaucoup de pages en peu de temps. Veuillez patienter ${s} secondes puis réessayer.`,
  unavailableTitle: "Momentanément indisponible",
  unavailableText: "Le registre n’est pas joignable pour le moment. Veuillez réessayer dans un instant.",
  errorTitle: "Une erreur s’est produite",
  errorText: "Une erreur inattendue s’est produite et a été consignée. Veuillez réessayer plus tard.",
  backHome: "Retour à la recherche",
  footerSource: "Données publiées dans la Feuille officielle suisse du commerce (FOSC). Seul le registre du commerce cantonal fait foi.",
  apiDocs: "Référence de l’API",
  openApi: "OpenAPI",
  llmsTxt: "llms.txt",
  matched: (field, value) => (field === "former_name" ? `Anciennement : ${value}` : field === "translation" ? `Aussi : ${value}` : `IDE ${value}`),
  didYouMean: "Vouliez-vous dire",
  people: "Personnes",
  peopleSearchTitle: (q) => `Personnes nommées « ${q} »`,
  peopleSearchTitleEmpty: "Rechercher des personnes",
  peopleSearchPlaceholder: "Prénom et nom, dans n’importe quel ordre",
  peopleResultsCount: (count, total) => (count === 1 ? "1 personne trouvée" : `${total} personnes trouvées`),
  allPeopleResults: (total) => `Les ${total} personnes trouvées →`,
  searchPeopleInstead: "Rechercher des personnes de ce nom →",
  peopleNoResultsHint: "Vérifiez l’orthographe, essayez le nom seul ou retirez des filtres. Les personnes masquées par le registre ne sont pas listées.",
  mandateCantons: "Canton d’un mandat",
  atCompany: (name) => `Avec un mandat chez ${name}`,
  homonymsNote: "Des personnes de même nom sont des personnes différentes lorsque leur lieu d’origine ou de domicile diffère ; filtrez par canton ou entreprise.",
  statuses: { active: "Active", liquidation: "En liquidation", deleted: "Radiée", inactive: "Inactive" },
  legalForms: {
    limited_or_corporation: "Société anonyme (SA)",
    limited_liability_company: "Société à responsabilité limitée (Sàrl)",
    sole_proprietorship: "Entreprise individuelle",
    general_partnership: "Société en nom collectif",
    limited_partnership: "Société en commandite",
    cooperative: "Société coopérative",
    association: "Association",
    foundation: "Fondation",
    swiss_branch: "Succursale",
    foreign_branch: "Succursale d’une entreprise étrangère",
    institut: "Institut de droit public",
    indivision: "Indivision",
    special_legal_forms: "Forme juridique particulière",
  },
};

const it: Messages = {
  siteName: "Registro di commercio svizzero",
  tagline: "Aziende, persone iscritte e pubblicazioni del registro di commercio svizzero.",
  skipToContent: "Vai al contenuto",
  language: "Lingua",
  searchLabel: "Cerca aziende",
  searchPlaceholder: "Ragione sociale o IDI",
  searchHint: "Nome, parte del nome o IDI come CHE‑123.456.789",
  searchButton: "Cerca",
  suggestionsCount: "{n} suggerimenti. Scegliere con i tasti freccia su e giù.",
  suggestionsNone: "Nessun suggerimento.",
  datasetSummary: (companies, people) => `${companies} aziende e ${people} persone registrate.`,
  examplesHeading: "Per esempio",
  company: "Azienda",
  uid: "IDI",
  legalForm: "Forma giuridica",
  status: "Stato",
  seat: "Sede",
  canton: "Cantone",
  address: "Indirizzo",
  registered: "Iscritta il",
  capital: "Capitale",
  industry: "Settore (NOGA 2008)",
  purpose: "Scopo",
  notRecorded: "Non iscritto",
  officers: "Persone iscritte",
  officersPresent: (n) => `(${n})`,
  noOfficers: "Nessuna persona iscritta.",
  role: "Funzione",
  signingAuthority: "Diritto di firma",
  legalEntity: "Persona giuridica",
  redactedPerson: "Redacted person",
  redactedNote: "Il registro ha oscurato i dati di questa persona.",
  previousNames: "Ragioni sociali precedenti",
  publications: "Pubblicazioni FUSC",
  publicationsShown: (shown, total) => `Le ${shown} più recenti su ${total}`,
  noPublications: "Nessuna pubblicazione registrata.",
  showFullText: "Mostra il testo completo",
  textClipped: (n) => `Testo troncato a ${n} caratteri.`,
  journalNo: "N.",
  otherFormats: "Altri formati",
  markdownFactSheet: "Scheda Markdown",
  jsonApi: "JSON (API)",
  person: "Persona",
  origin: "Luogo d’origine",
  residence: "Domicilio",
  nationality: "Nazionalità",
  currentMandates: (n) => `Mandati attuali (${n})`,
  formerMandates: (n) => `Mandati in aziende non più attive (${n})`,
  noMandates: "Nessuno.",
  searchTitle: (q) => `Aziende per «${q}»`,
  searchTitleEmpty: "Cerca aziende",
  resultsCount: (count, total) => (count === 1 ? "1 azienda trovata" : `${total} aziende trovate`),
  resultsRange: (from, to, total) => `${from}–${to} di ${total}`,
  noResults: "Nessuna azienda corrisponde alla ricerca.",
  noResultsHint: "Controllare l’ortografia, usare meno parole o rimuovere dei filtri.",
  emptyPage: "Questa pagina non contiene risultati.",
  firstPage: "Vai alla prima pagina",
  deepPagingNote: (n) => `Sono consultabili solo i primi ${n} risultati. Aggiungere parole o filtri per restringere la ricerca.`,
  filters: "Filtri",
  allCantons: "Cantone",
  allStatuses: "Stato",
  allLegalForms: "Forma giuridica",
  selectedCount: (n) => `${n} selezionati`,
  activeFilters: "Filtri attivi",
  removeFilter: "rimuovi il filtro",
  demoNotice: "Registro dimostrativo: le aziende e le persone presentate sono fittizie.",
  hideFullText: "Nascondi il testo",
  applyFilters: "Applica i filtri",
  clearFilters: "Rimuovi i filtri",
  pagination: "Pagine",
  previousPage: "Precedente",
  nextPage: "Successiva",
  pageOf: (page, pages) => `Pagina ${page} di ${pages}`,
  ignoredFilters: (values) => `Questi valori di filtro sono sconosciuti e sono stati ignorati: ${values}.`,
  queryLength: "Inserire da 2 a 200 caratteri.",
  pageOutOfRange: "Sono consultabili solo le pagine da 1 a 5. Aggiungere parole o filtri per restringere la ricerca.",
  invalidInput: "Questa richiesta non è valida. Controllare l’indirizzo o cercare di nuovo.",
  notFoundTitle: "Pagina non trovata",
  notFoundText: "A questo indirizzo non c’è nulla. L’azienda o la persona non esiste, oppure il registro ha oscurato l’iscrizione.",
  rateLimitedTitle: "Troppe richieste",
  rateLimitedText: (s) => `Ha aperto molte pagine in poco tempo. Attenda ${s} secondi e riprovi.`,
  unavailableTitle: "Temporaneamente non disponibile",
  unavailableText: "Il registro non è raggiungibile in questo momento. Riprovi tra poco.",
  errorTitle: "Si è verificato un errore",
  errorText: "Si è verificato un errore imprevisto, che è stato registrato. Riprovi più tardi.",
  backHome: "Torna alla ricerca",
  footerSource: "Dati pubblicati nel Foglio ufficiale svizzero di commercio (FUSC). Fa stato solo il registro di commercio cantonale.",
  apiDocs: "Riferimento API",
  openApi: "OpenAPI",
  llmsTxt: "llms.txt",
  matched: (field, value) => (field === "former_name" ? `Già: ${value}` : field === "translation" ? `Anche: ${value}` : `IDI ${value}`),
  didYouMean: "Intendevi",
  people: "Persone",
  peopleSearchTitle: (q) => `Persone di nome «${q}»`,
  peopleSearchTitleEmpty: "Cerca persone",
  peopleSearchPlaceholder: "Nome e cognome, in qualsiasi ordine",
  peopleResultsCount: (count, total) => (count === 1 ? "1 persona trovata" : `${total} persone trovate`),
  allPeopleResults: (total) => `Tutte le ${total} persone trovate →`,
  searchPeopleInstead: "Cerca persone con questo nome →",
  peopleNoResultsHint: "Controllare l’ortografia, provare solo il cognome o rimuovere dei filtri. Le persone oscurate dal registro non sono elencate.",
  mandateCantons: "Cantone di un mandato",
  atCompany: (name) => `Con un mandato presso ${name}`,
  homonymsNote: "Persone con lo stesso nome sono persone diverse se il luogo d’origine o di domicilio differisce; restringere per cantone o azienda.",
  statuses: { active: "Attiva", liquidation: "In liquidazione", deleted: "Cancellata", inactive: "Inattiva" },
  legalForms: {
    limited_or_corporation: "Società anonima (SA)",
    limited_liability_company: "Società a garanzia limitata (Sagl)",
    sole_proprietorship: "Impresa individuale",
    general_partnership: "Società in nome collettivo",
    limited_partnership: "Società in accomandita",
    cooperative: "Società cooperativa",
    association: "Associazione",
    foundation: "Fondazione",
    swiss_branch: "Succursale",
    foreign_branch: "Succursale di un’impresa straniera",
    institut: "Istituto di diritto pubblico",
    indivision: "Indivisione",
    special_legal_forms: "Forma giuridica speciale",
  },
};

export const MESSAGES: Record<PageLanguage, Messages> = { en, de, fr, it };
