/** Building blocks for company names: invented brand names, place-like words, audit firms, association names. */

/** Syllables for invented brand names (`Nearivo`, `Valtix`, `Corena`). */
export const BRAND_STARTS: readonly string[] = [
  "Ne", "Va", "Lu", "Ar", "Cor", "Mi", "Sol", "Tri", "Ve", "Zen", "Al", "Bel", "Cas", "Del", "Eo", "Fi", "Gal", "Ha",
  "Is", "Ka", "Lo", "Mar", "No", "Or", "Pra", "Qui", "Ro", "Sa", "Ta", "Ul", "Vi", "Xa", "Ya", "Zu", "Ax", "Bri",
  "Cla", "Dro", "El", "Fla", "Gra", "Hel", "In", "Jo", "Kra", "Li", "Mo", "Na", "Om", "Pe", "Quo", "Ri", "Se", "Ti",
  "Un", "Vo", "Wi", "Ze", "Ae", "Bo", "Ce", "Di", "Ex", "Fo", "Ge", "Ho", "Ka", "Le", "Ma", "Ni", "Op", "Pi", "Re",
];
export const BRAND_MIDDLES: readonly string[] = ["", "", "", "ri", "ta", "lo", "ne", "va", "ro", "li", "ti", "ma", "se", "da", "ve", "ca", "x", "n", "r", "l"];
export const BRAND_ENDS: readonly string[] = [
  "vo", "tix", "na", "nar", "via", "lis", "tec", "ion", "ara", "o", "ex", "um", "ia", "ica", "ova", "ent", "ix", "on",
  "ys", "ana", "era", "ium", "ora", "ano", "ea", "is", "us", "ax", "eo", "ino", "ella", "ando", "ena", "ity", "iq",
];

/** Swiss-flavoured words used in company names across languages. */
export const PLACE_WORDS: Readonly<Record<"de" | "fr" | "it", readonly string[]>> = {
  de: ["Alpen", "Alpin", "Helvetia", "Edelweiss", "Bergblick", "Seeblick", "Sonnenhof", "Lindenhof", "Rosengarten", "Mittelland", "Jura", "Rigi", "Pilatus", "Säntis", "Gotthard", "Rhein", "Aare", "Limmat", "Reuss", "Emme", "Tell", "Zentrum", "Bahnhof", "Kreuz", "Sternen", "Löwen", "Rössli", "Bären", "Ochsen", "Adler", "Hirschen", "Krone", "Schwanen", "Linde", "Eiche", "Falken", "Panorama", "Horizont", "Vision", "Prime", "Swiss", "Nova"],
  fr: ["Alpes", "Léman", "Jura", "Helvetia", "Edelweiss", "Mont-Blanc", "Lavaux", "Salève", "Rhône", "Trois-Chênes", "Belle-Vue", "Beau-Site", "Centre", "Gare", "Lac", "Cygne", "Lion d'Or", "Croix-Blanche", "Cheval Blanc", "Couronne", "Soleil", "Étoile", "Horizon", "Vision", "Prime", "Swiss", "Nova", "Arc-en-Ciel"],
  it: ["Alpi", "Ceresio", "Verbano", "Gottardo", "Ticino", "Helvetia", "Monte Brè", "San Salvatore", "Generoso", "Lago", "Stazione", "Centro", "Sole", "Stella", "Corona", "Leone", "Aquila", "Orizzonte", "Vision", "Prime", "Swiss", "Nova", "Ponte", "Castello", "Piazza"],
};

/** English words common in modern Swiss company names. */
export const ENGLISH_WORDS: readonly string[] = [
  "Solutions", "Consulting", "Services", "Group", "Partners", "Technologies", "Systems", "Ventures", "Capital", "Labs",
  "Trading", "Management", "Invest", "Digital", "Media", "Concepts", "Projects", "Network", "Innovation", "Engineering",
  "Advisors", "Global", "International", "Logistics", "Design", "Studio", "Works", "Properties", "Holdings", "Experts",
];

/** Audit firms: the second part of their names by language (`Müller Treuhand AG`, `Fiduciaire Rochat SA`). */
export const AUDIT_PATTERNS: Readonly<Record<"de" | "fr" | "it", readonly string[]>> = {
  de: ["{last} Treuhand AG", "{last} Revisions AG", "{last} & Partner Treuhand AG", "{brand} Revision AG", "{brand} Audit AG", "Treuhandbüro {last} AG", "{last} + {last2} Revisions AG", "{brand} Treuhand AG", "Revisionsgesellschaft {last} AG", "{place} Treuhand AG"],
  fr: ["Fiduciaire {last} SA", "{last} & Associés SA", "{brand} Audit SA", "Fiduciaire {brand} SA", "{last} Révision SA", "Société Fiduciaire {place} SA", "{brand} Révision SA", "Fiduciaire {last} & {last2} SA"],
  it: ["Fiduciaria {last} SA", "{last} & Partners SA", "{brand} Revisioni SA", "Fiduciaria {brand} SA", "Studio fiduciario {last} SA", "{last} Revisioni SA", "Fiduciaria {place} SA"],
};

/** Name patterns by language and NOGA division (`*`: any other); `{town}` is the seat (`{of-town}`: `de Bulle`, `du Locle`, `di Lugano`), `{topic}` a word of the activity. */
export type PatternsByDivision = Readonly<Record<"de" | "fr" | "it", Readonly<Record<string, readonly string[]>>>>;

export const ASSOCIATION_PATTERNS: PatternsByDivision = {
  de: {
    "93": ["Turnverein {town}", "Skiclub {town}", "FC {town}", "Tennisclub {town}", "Schützengesellschaft {town}", "Sportclub {brand}", "Unihockeyclub {town}", "Schwingclub {town}"],
    "90": ["Musikgesellschaft {town}", "Jodlerklub {town}", "Theatergruppe {town}", "Gemischter Chor {town}", "Kulturverein {brand}", "Verein Kulturzentrum {town}"],
    "91": ["Museumsverein {town}", "Verein Freunde des Ortsmuseums {town}", "Bibliotheksverein {town}"],
    "85": ["Schulverein {town}", "Elternverein {town}", "Verein Musikschule {town}"],
    "88": ["Spitexverein {town}", "Verein Kinderbetreuung {town}", "Verein Mittagstisch {town}"],
    "*": ["Gewerbeverein {town}", "Quartierverein {town}", "Förderverein {brand}", "Verein {brand}", "Verein {topic} {town}", "Verkehrsverein {town}", "Dorfverein {town}"],
  },
  fr: {
    "93": ["Ski-Club {town}", "FC {town}", "Tennis-Club {town}", "Société de gymnastique {of-town}", "Club sportif {brand}", "Société de tir {of-town}"],
    "90": ["Société de musique {of-town}", "Chœur mixte {of-town}", "Fanfare {of-town}", "Association culturelle {brand}", "Troupe de théâtre {brand}"],
    "91": ["Association du Musée {of-town}", "Amis de la Bibliothèque {of-town}"],
    "85": ["Association des parents d'élèves {of-town}", "École de musique {of-town}"],
    "88": ["Association d'aide et de soins à domicile {of-town}", "Association Accueil de jour {town}"],
    "*": ["Association des commerçants {of-town}", "Association {brand}", "Association {topic} {town}", "Société de développement {of-town}", "Amicale {brand}"],
  },
  it: {
    "93": ["Sci Club {town}", "FC {town}", "Tennis Club {town}", "Società di tiro {of-town}", "Società federale di ginnastica {of-town}", "Club sportivo {brand}"],
    "90": ["Società Filarmonica {of-town}", "Coro {brand}", "Associazione culturale {brand}", "Compagnia teatrale {brand}"],
    "91": ["Associazione Amici del Museo {of-town}"],
    "85": ["Associazione genitori {of-town}", "Scuola di musica {of-town}"],
    "88": ["Associazione assistenza e cura a domicilio {of-town}", "Associazione Centro diurno {town}"],
    "*": ["Associazione {brand}", "Associazione {topic} {town}", "Pro {town}", "Gruppo {brand}", "Società commercianti {of-town}"],
  },
};

export const FOUNDATION_PATTERNS: PatternsByDivision = {
  de: {
    "65": ["Personalvorsorgestiftung der {firm}", "Wohlfahrtsfonds der {firm}", "Pensionskasse der {firm}", "Vorsorgestiftung {brand}"],
    "87": ["Stiftung Alterswohnungen {town}", "Stiftung Alters- und Pflegeheim {town}", "Stiftung Wohnheim {brand}"],
    "*": ["Stiftung {brand}", "{first} {last} Stiftung", "{last}-Stiftung", "Stiftung {topic} {town}", "Stiftung für {topic}"],
  },
  fr: {
    "65": ["Fondation de prévoyance en faveur du personnel de {firm}", "Caisse de pensions de {firm}", "Fondation de prévoyance {brand}"],
    "87": ["Fondation du Home {of-town}", "Fondation Résidence {brand}"],
    "*": ["Fondation {brand}", "Fondation {first} {last}", "Fondation {last}", "Fondation {topic} {town}"],
  },
  it: {
    "65": ["Fondazione di previdenza del personale della {firm}", "Cassa pensioni della {firm}", "Fondazione di previdenza {brand}"],
    "87": ["Fondazione Casa anziani {of-town}", "Fondazione Residenza {brand}"],
    "*": ["Fondazione {brand}", "Fondazione {first} {last}", "Fondazione {last}", "Fondazione {topic} {town}"],
  },
};

export const COOPERATIVE_PATTERNS: PatternsByDivision = {
  de: {
    "68": ["Wohnbaugenossenschaft {brand}", "Baugenossenschaft {town}", "Wohngenossenschaft {brand}", "Genossenschaft Wohnen {town}"],
    "01": ["Landwirtschaftliche Genossenschaft {town}", "Alpgenossenschaft {town}", "Viehzuchtgenossenschaft {town}", "Obstbaugenossenschaft {town}"],
    "10": ["Käsereigenossenschaft {town}", "Milchgenossenschaft {town}"],
    "35": ["Elektrizitätsgenossenschaft {town}", "Energiegenossenschaft {brand}"],
    "36": ["Wasserversorgungsgenossenschaft {town}", "Wassergenossenschaft {town}"],
    "*": ["Genossenschaft {brand}", "Genossenschaft {topic} {town}", "Einkaufsgenossenschaft {brand}"],
  },
  fr: {
    "68": ["Coopérative d'habitation {brand}", "Société coopérative d'habitation {of-town}"],
    "01": ["Société coopérative agricole {of-town}", "Consortage d'alpage {brand}"],
    "10": ["Société de laiterie {of-town}", "Fromagerie coopérative {of-town}"],
    "35": ["Coopérative d'énergie {brand}"],
    "36": ["Coopérative des eaux {of-town}"],
    "*": ["Société coopérative {brand}", "Coopérative {topic} {town}"],
  },
  it: {
    "68": ["Cooperativa di abitazione {brand}", "Cooperativa edilizia {of-town}"],
    "01": ["Cooperativa agricola {of-town}", "Patriziato alpe {brand}"],
    "10": ["Caseificio sociale {of-town}"],
    "35": ["Cooperativa energetica {brand}"],
    "36": ["Cooperativa acqua potabile {of-town}"],
    "*": ["Società cooperativa {brand}", "Cooperativa {topic} {town}"],
  },
};
