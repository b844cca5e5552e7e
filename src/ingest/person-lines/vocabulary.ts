/** The words the person-line reader recognises, in German, French and Italian. */

/** A heading as the lookup sees it: lower case, `(s)`-style plural marks dropped, single spaces. */
export function headingKey(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/\((?:s|e|n|en|es|in|innen)\)/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Section headings before the entries that leave the register. */
export const REMOVED_HEADINGS = new Set([
  "ausgeschiedene personen und erloschene unterschriften",
  "ausgeschiedene personen, erloschene unterschriften",
  "ausgeschiedene personen",
  "ausgeschiedene person",
  "gelöschte personen",
  "gelöschte person",
  "personne et signature radiée",
  "personnes et signatures radiées",
  "personne radiée",
  "personnes radiées",
  "persone dimissionarie e firme cancellate",
  "persona dimissionaria e firma cancellata",
  "persone dimissionarie",
  "persona dimissionaria",
]);

/** Section headings before the entries that are added or changed. */
export const ADDED_HEADINGS = new Set([
  "eingetragene personen neu oder mutierend",
  "eingetragene personen",
  "eingetragene person",
  "eingetragene personen neu",
  "eingetragene personen geändert",
  "personen neu oder mutierend",
  "neu eingetragene personen",
  "neu eingetragene person",
  "nouvelles personnes inscrites",
  "nouvelle personne inscrite",
  "inscription ou modification de personne",
  "inscription ou modification de personnes",
  "personne inscrite",
  "personnes inscrites",
  "nuove persone iscritte o modifiche",
  "nuove persone iscritte",
  "nuova persona iscritta",
  "persone iscritte",
  "persona iscritta",
]);

/** A correction heading (`Der Eintrag … ist wie folgt berichtigt:`): its entries count as changed. */
export const CORRECTION_HEADING = /(?:ist wie folgt berichtigt|est rectifiée? comme suit|è rettificat[ao] come segue)$/;

/** Whether a text opens with a person heading (`Eingetragene Personen: …`), whatever precedes it. */
export function opensPersonSection(text: string): boolean {
  const colon = text.indexOf(":");
  if (colon < 0 || colon > 80) return false;
  const key = headingKey(text.slice(0, colon));
  return REMOVED_HEADINGS.has(key) || ADDED_HEADINGS.has(key);
}

/**
 * Headings that name the role of the entries that follow (`Revisionsstelle: BDO AG, in Zürich`,
 * `Associé-gérant: …`), keyed by heading key; the value is the role each entry gets, singular.
 */
export const ROLE_HEADINGS = new Map<string, string>([
  ["revisionsstelle", "Revisionsstelle"],
  ["neue revisionsstelle", "Revisionsstelle"],
  ["geschäftsleitungsmitglied", "Geschäftsleitungsmitglied"],
  ["liquidator", "Liquidator"],
  ["liquidatorin", "Liquidatorin"],
  ["réviseur", "réviseur"],
  ["organe de révision", "organe de révision"],
  ["nouvel organe de révision", "organe de révision"],
  ["associé-gérant", "associé-gérant"],
  ["associée-gérante", "associée-gérante"],
  ["associés-gérants", "associé-gérant"],
  ["associé", "associé"],
  ["associée", "associée"],
  ["associés", "associé"],
  ["gérant", "gérant"],
  ["gérante", "gérante"],
  ["administrateur", "administrateur"],
  ["administratrice", "administratrice"],
  ["nouvel administrateur", "administrateur"],
  ["nouvelle administratrice", "administratrice"],
  ["nouveaux administrateurs", "administrateur"],
  ["liquidateur", "liquidateur"],
  ["liquidatrice", "liquidatrice"],
  ["ufficio di revisione", "ufficio di revisione"],
  ["nuovo ufficio di revisione", "ufficio di revisione"],
  ["socio", "socio"],
  ["socia", "socia"],
  ["gerente", "gerente"],
  ["liquidatore", "liquidatore"],
]);

/** First words of role names, lower case (feminine and compound forms included). */
const ROLE_WORDS = new Set(
  `mitglied präsident präsidentin vizepräsident vizepräsidentin gesellschafter gesellschafterin
  geschäftsführer geschäftsführerin geschäftsführender geschäftsführende vorsitzender vorsitzende direktor direktorin
  vizedirektor vizedirektorin generaldirektor generaldirektorin delegierter delegierte sekretär sekretärin kassier
  kassierin kassierer kassiererin aktuar aktuarin inhaber inhaberin mitinhaber mitinhaberin teilhaber teilhaberin
  kommanditär kommanditärin komplementär komplementärin liquidator liquidatorin revisionsstelle prokurist prokuristin
  verwaltungsrat verwaltungsrätin verwaltungsratsmitglied verwaltungsratspräsident verwaltungsratspräsidentin
  geschäftsleitungsmitglied geschäftsleiter geschäftsleiterin obmann obfrau vizeobmann cheffluglehrer chef chefin
  leiter leiterin beisitzer beisitzerin stiftungsrat stiftungsrätin stiftungsratsmitglied stiftungsratspräsident
  stiftungsratspräsidentin quästor quästorin revisor revisorin kontrollstelle bevollmächtigter bevollmächtigte
  vertreter vertreterin verwalter verwalterin vorstand vorstandsmitglied ehrenpräsident ehrenpräsidentin
  stellvertretender stellvertretende provisorischer provisorische unbeschränkt
  membre président présidente vice-président vice-présidente secrétaire trésorier trésorière gérant gérante
  associé associée associé-gérant associée-gérante directeur directrice sous-directeur sous-directrice administrateur
  administratrice titulaire liquidateur liquidatrice fondé fondée organe réviseur caissier caissière délégué déléguée
  cheffe responsable commanditaire commandité représentant représentante conseiller conseillère mandataire
  presidente vicepresidente membro socio socia gerente segretario segretaria direttore direttrice vicedirettore
  vicedirettrice amministratore amministratrice titolare liquidatore ufficio revisore procuratore procuratrice
  cassiere cassiera delegato delegata consigliere rappresentante gestore accomandante accomandatario`.split(/\s+/),
);

function isRoleWord(word: string): boolean {
  const bare = word.replace(/^(?:vize|vice-|co-|sous-)(?=\p{L}{3})/u, "");
  return [word, bare].some(
    (w) => ROLE_WORDS.has(w) || ROLE_WORDS.has(w.replace(/s$/, "")) || ROLE_WORDS.has(w.replace(/er$/, "")),
  );
}

/** Whether a text starts with a role name (`Präsident des Verwaltungsrates`, `directrice générale`, `socio`). */
export function startsWithRole(text: string): boolean {
  return isRoleWord(text.trim().split(/\s+/)[0]?.toLowerCase() ?? "");
}

/** The singular of a plural role written once for several persons (`les trois gérants`, `beide Verwaltungsratsmitglieder`). */
export function singularRole(role: string): string {
  const [first = "", ...rest] = role.split(" ");
  const lower = first.toLowerCase();
  const plural = /(?:mitglieder|s)$/.test(lower);
  if (!plural) return role;
  for (const singular of [lower.replace(/er$/, ""), lower.replace(/s$/, "")]) {
    if (singular !== lower && ROLE_WORDS.has(singular.replace(/^(?:vize|vice-|co-|sous-)(?=\p{L}{3})/u, ""))) {
      return [first.slice(0, singular.length), ...rest].join(" ");
    }
  }
  return role;
}

/** Country names as French writes them after `de`/`du`/`d'` for a foreigner's nationality (`de Roumanie`, `du Canada`). */
const FRENCH_COUNTRIES = new Set(
  `France|Allemagne|Italie|Autriche|Liechtenstein|Portugal|Espagne|Roumanie|Canada|Inde|Finlande|Brésil|Belgique|
  Pays-Bas|Royaume-Uni|Grande-Bretagne|Etats-Unis|États-Unis|Etats-Unis d'Amérique|États-Unis d'Amérique|Grèce|Turquie|
  Kosovo|Serbie|Croatie|Bosnie-Herzégovine|Macédoine|Macédoine du Nord|Albanie|Monténégro|Slovénie|Slovaquie|Tchéquie|
  République tchèque|Hongrie|Pologne|Bulgarie|Ukraine|Russie|Biélorussie|Lituanie|Lettonie|Estonie|Suède|Norvège|
  Danemark|Islande|Irlande|Luxembourg|Monaco|Chine|Japon|Corée|Corée du Sud|Vietnam|Thaïlande|Indonésie|Philippines|
  Malaisie|Singapour|Australie|Nouvelle-Zélande|Afrique du Sud|Maroc|Tunisie|Algérie|Egypte|Égypte|Liban|Israël|Iran|
  Irak|Syrie|Jordanie|Arabie saoudite|Emirats arabes unis|Émirats arabes unis|Qatar|Pakistan|Sri Lanka|Bangladesh|
  Afghanistan|Mexique|Argentine|Chili|Colombie|Pérou|Venezuela|Equateur|Équateur|Uruguay|Cuba|Sénégal|Côte d'Ivoire|
  Cameroun|Nigeria|Ghana|Kenya|Ethiopie|Éthiopie|Erythrée|Érythrée|Somalie|Congo|Angola|Mozambique|Madagascar|
  Cap-Vert|Chypre|Malte|Géorgie|Arménie|Azerbaïdjan|Kazakhstan|Ouzbékistan|Moldavie`
    .split("|")
    .map((name) => name.trim()),
);

export function isFrenchCountry(text: string): boolean {
  return FRENCH_COUNTRIES.has(text);
}

const COUNTRY_NAMES = new Set([
  ...FRENCH_COUNTRIES,
  ..."Deutschland|Frankreich|Italien|Österreich|Spanien|England|Grossbritannien|Vereinigtes Königreich|Vereinigte Staaten|Niederlande|Belgien|Luxemburg|Brasilien|Kanada|Indien|Russland|Türkei|China|Japan|Taiwan|Germania|Francia|Italia|Austria|Spagna|Regno Unito|Stati Uniti|Paesi Bassi".split(
    "|",
  ),
]);

/** A country written after a foreign residence (`à Londres, GB`, `in Taichung, Taiwan (ROC)`). */
export function isCountryPart(text: string): boolean {
  if (/^[A-Z]{2,3}$/.test(text)) return true;
  return COUNTRY_NAMES.has(text.replace(/\s*\([^)]*\)$/, ""));
}

/** Legal-form words and signs that make a name a firm rather than a person. */
export const LEGAL_FORM =
  /(?:^|[\s\-(])(?:AG|SA|S\.A\.|GmbH|Sàrl|S\.à r\.l\.|Sagl|Ltd\.?|Limited|LLC|LLP|Inc\.?|Corp\.?|KG|SE|SpA|S\.p\.A\.|Srl|S\.r\.l\.|NV|N\.V\.|BV|B\.V\.|plc|PLC|Co\.|Cie\.?|Genossenschaft|Stiftung|Verein|Fondation|Fondazione|Association|Associazione|coopérative|cooperativa|Holding)(?=$|[\s,)])|&/;

/** Lower-case words that begin or join family names (`von Burg`, `de Caritat de Peruzzis`, `Marques dos Santos`). */
export const NAME_PARTICLES = new Set(
  "von van de di da del della dei des du le la lo dos das do zum zur vom ter ten y dal dalla della degli d' d’".split(" "),
);

/** Lower-case words allowed inside a person's name part (`Jakob jun.`, `Peter Dr.` is capitalised anyway). */
export const NAME_SUFFIXES = new Set(["jun.", "sen.", "jr.", "sr."]);

/** Abbreviations after which a full stop does not end a sentence (`Dr. Jean`, `St. Gallen`, `Niederwangen b. Bern`). */
export const ABBREVIATIONS = new Set(
  "Dr Dres Prof St Ste Sta Sto bzw dipl Dipl lic Lic jur iur med vet dent phil oec rer pol publ nat techn Ing ing sen jun Nr No no nr Co Cie ca Mme Mlle MM Me Mr Mrs Hr Fr dott Dott avv Avv arch Arch sig Sig geb verh Mag eidg vgl gem resp evtl inkl exkl ev Pubbl Publ".split(
    " ",
  ),
);

/**
 * Common given names (Swiss German, French, Italian, Romansh, Portuguese, Spanish and others frequent in the register),
 * used only to find where a family name of several words ends in a name written without a comma
 * (`Zbinden Chollet Yvonne`, `Marques Dos Santos Ramos Maria Cristina`).
 */
export const GIVEN_NAMES = new Set(
  `adam adolf adrian adriana adrien agnès agnes alain alba albert alberto alessandra alessandro alessia alex alexander
  alexandra alexandre alfred alfredo alice alina aline alois alphonse amanda ambros amélie amelie ana andrea andreas andré
  andre andrés angela angelika angelo anita anja anna anne annemarie anne-marie annette anton antoine antonia antonio
  armin arnaud arnold arthur astrid aurélie barbara bastian beat beatrice béatrice beatrix benedikt benjamin benoît benoit
  bernadette bernard bernhard bertrand bettina bruno brigitte carla carlo carlos carmen carole caroline catherine cecilia
  cédric cedric céline celine charles charlotte christa christian christiane christina christine christoph christophe
  claire clara claude claudia claudio colette corinne cornelia cristina cristiano damien daniel daniela daniele david
  denis denise didier diego dominik dominique doris edith eduard eduardo elena elisabeth elisa elsa emil emilie émilie
  emma emmanuel enrico eric éric erich erika ernst esther eva fabian fabienne fabio fabrice federica federico felix
  fernand fernando florian francesca francesco franco françois francois françoise frank franz franziska frédéric
  frederic fritz gabriel gabriela gabriele gabrielle georg george georges gérald gerald gérard gerard gerhard gertrud
  gianni gilbert gilles giorgio giovanni gisela giulia giuseppe gregor grégoire guido guillaume günter gustav hannes
  hans hanspeter hans-peter hansruedi heidi heinrich heinz helen helena helene hélène helmut henri herbert hermann hugo
  ida ignaz ines irene iris isabel isabella isabelle ivan ivo jacqueline jacques jakob jan jana janine jasmin jean
  jean-claude jean-françois jean-jacques jean-louis jean-luc jean-marc jean-marie jean-paul jean-pierre jeanne jens
  jérôme jerome joachim joao joão johann johanna johannes jonas jörg jorge josé jose josef joseph josiane judith julia
  julian julie julien jürg jürgen karin karl katharina kathrin katrin klaus konrad kurt lara laura laurence laurent lea
  léa leo léon leon liliane lisa lorenz lorenzo louis luc luca lucas lucia lucien lucienne ludwig luis luisa lukas
  luzia madeleine magdalena manfred manuel manuela marc marcel marco margrit margaritha maria marianne marie marie-claire
  marina mario marion mark markus marlies marta martha martin martina massimo mathias mathieu matteo matthias maurice
  mauro max maximilian melanie michael michaela michel michele micheline michelle monica monika myriam nadia nadine
  natalie nathalie nicola nicolas nicole niklaus nina noël noel norbert olivia olivier oscar oskar otto pamela paola
  paolo pascal pascale patricia patrick patrik paul paula pedro peter petra philipp philippe pierre pietro priska rafael
  raffaele rainer ralph raphael raphaël regina regula reinhard remo rené rene renata renate reto richard rita robert
  roberto roger roland rolf roman romano rosa rosemarie rudolf ruedi ruth sabine sabrina salvatore samuel sandra sara
  sarah sebastian sébastien sebastien serge sergio silvia silvio simon simone sonia sonja sophie stefan stefania stefano
  stephan stéphane stephane stephanie stéphanie susanne sylvain sylvie tamara theo theodor therese thérèse thomas tobias
  ulrich urs ursula valentin valérie valerie vera verena véronique veronique victor viktor vincent virginie walter
  werner willi willy wolfgang xavier yann yannick yves yvonne zoé
  achille adèle adele adelheid agathe aldo alfons alice amadeo amalia andreina anouk antje arianna arno augusto aurora
  benedetta bianca bruna caterina cecile cécile chantal chiara christel claudine cornelius corina dario davide delphine
  dora edgar edoardo elias elio eliane elisabetta elsbeth emilio erna ernesto erwin eugen evelyne evelyn fabienne fatima
  felice fiona flavia flavio florence francine gaëlle gaetano gerda germaine gianluca gian gina ginette gottfried greta
  gregorio gudrun guy hanna hedwig heike hildegard huguette ilaria ingrid irma jakob jeannette joel joël jolanda josiane
  karl-heinz kevin lars leonie leonardo liselotte livia lorena lotti lucie ludovic luigi luzius mara marcella marcelle
  marcello margot margrith marlène marlene marta matthieu mélanie mirjam mirko monique nadja nelly nicolai odile ottavio
  pascaline patrizia peter-paul philomena pia pierina pierre-alain pierre-andré rachel raymond rebecca reinhold renato
  ricarda rico rinaldo rita roberta rodolphe romy rosmarie rosalie rudolph sabina samantha sandro sascha selina serena
  severin silvana simona stefanie susanna sven theresia tiziana tiziano tobias toni ueli valentina valeria vittorio
  walburga walther yolanda yvette`.split(/\s+/),
);
