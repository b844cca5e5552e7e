/**
 * Officers who are not Swiss citizens: names by country, the register's nationality wording in German (masculine,
 * feminine), French and Italian (masculine, feminine), and places of residence abroad.
 */

export interface Country {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** `deutscher Staatsangehöriger` / `deutsche Staatsangehörige`. */
  de: readonly [string, string];
  /** `de nationalité allemande` (the same for both sexes). */
  fr: string;
  /** `cittadino tedesco` / `cittadina tedesca`. */
  it: readonly [string, string];
  lastNames: readonly string[];
  male: readonly string[];
  female: readonly string[];
  /** Towns abroad for officers who do not live in Switzerland. */
  towns: readonly string[];
}

const GERMAN_FAMILY = [
  "Schulz", "Wagner", "Becker", "Hoffmann", "Koch", "Richter", "Klein", "Wolf", "Schröder", "Neumann",
  "Schwarz", "Zimmermann", "Braun", "Krüger", "Hartmann", "Lange", "Werner", "Krause", "Lehmann", "Schmitt",
  "Meyer", "Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Bauer", "Schäfer", "Köhler", "Herrmann",
  "König", "Walter", "Mayer", "Huber", "Kaiser", "Fuchs", "Peters", "Lang", "Scholz", "Möller",
  "Weiss", "Jung", "Hahn", "Schubert", "Vogel", "Friedrich", "Keller", "Günther", "Frank", "Berger",
  "Winkler", "Roth", "Beck", "Lorenz", "Baumann", "Franke", "Albrecht", "Schuster", "Simon", "Ludwig",
];

export const COUNTRIES: readonly Country[] = [
  {
    code: "DE",
    de: ["deutscher Staatsangehöriger", "deutsche Staatsangehörige"],
    fr: "de nationalité allemande",
    it: ["cittadino tedesco", "cittadina tedesca"],
    lastNames: GERMAN_FAMILY,
    male: ["Jürgen", "Klaus", "Uwe", "Dirk", "Sven", "Jens", "Torsten", "Frank", "Michael", "Thomas", "Stefan", "Andreas", "Matthias", "Markus", "Tobias", "Florian", "Maximilian", "Christian", "Alexander", "Sebastian", "Jörg", "Holger", "Volker", "Wolfgang", "Bernd", "Carsten", "Dieter", "Ralf"],
    female: ["Petra", "Sabine", "Anja", "Katrin", "Claudia", "Susanne", "Birgit", "Kerstin", "Julia", "Anna", "Lena", "Nicole", "Stefanie", "Christiane", "Heike", "Silke", "Ute", "Katharina", "Miriam", "Franziska"],
    towns: ["Berlin", "München", "Frankfurt am Main", "Hamburg", "Stuttgart", "Köln", "Konstanz", "Lörrach", "Freiburg im Breisgau", "Düsseldorf", "Singen", "Waldshut-Tiengen", "Lindau", "Ravensburg"],
  },
  {
    code: "IT",
    de: ["italienischer Staatsangehöriger", "italienische Staatsangehörige"],
    fr: "de nationalité italienne",
    it: ["cittadino italiano", "cittadina italiana"],
    lastNames: ["Russo", "Esposito", "Romano", "Ricci", "Marino", "Greco", "Bruno", "Gallo", "Conti", "De Luca", "Mancini", "Costa", "Giordano", "Rizzo", "Lombardi", "Moretti", "Barbieri", "Fontana", "Santoro", "Mariani", "Rinaldi", "Caruso", "Ferrara", "Galli", "Martini", "Leone", "Longo", "Gentile", "Martinelli", "Vitale", "Lombardo", "Serra", "Coppola", "De Santis", "D'Angelo", "Marchetti", "Parisi", "Villa", "Conte", "Ferraro"],
    male: ["Giuseppe", "Antonio", "Francesco", "Salvatore", "Vincenzo", "Alessandro", "Luca", "Marco", "Andrea", "Giovanni", "Roberto", "Stefano", "Paolo", "Davide", "Matteo", "Gennaro", "Domenico", "Carmine", "Pasquale", "Raffaele"],
    female: ["Maria", "Anna", "Giulia", "Francesca", "Chiara", "Sara", "Valentina", "Laura", "Elena", "Alessandra", "Rosa", "Carmela", "Concetta", "Federica", "Silvia"],
    towns: ["Milano", "Como", "Varese", "Roma", "Torino", "Lecco", "Bergamo", "Campione d'Italia", "Genova", "Bologna", "Verbania", "Domodossola", "Sondrio", "Napoli"],
  },
  {
    code: "FR",
    de: ["französischer Staatsangehöriger", "französische Staatsangehörige"],
    fr: "de nationalité française",
    it: ["cittadino francese", "cittadina francese"],
    lastNames: ["Martin", "Bernard", "Thomas", "Petit", "Durand", "Leroy", "Moreau", "Simon", "Laurent", "Lefebvre", "Michel", "Garcia", "David", "Bertrand", "Roux", "Vincent", "Fournier", "Girard", "Bonnet", "Dupont", "Lambert", "Fontaine", "Rousseau", "Mercier", "Guérin", "Boyer", "Chevalier", "Faure", "André", "Blanchard", "Gauthier", "Perrin", "Morin", "Robin", "Masson", "Henry", "Roussel", "Lemaire", "Duval", "Brun"],
    male: ["Jean", "Pierre", "Nicolas", "Philippe", "Christophe", "Stéphane", "Laurent", "Olivier", "Julien", "Sébastien", "Frédéric", "Thierry", "Éric", "Guillaume", "Arnaud", "Benoît", "Jérôme", "Fabrice", "Bruno", "Franck"],
    female: ["Nathalie", "Isabelle", "Sylvie", "Catherine", "Valérie", "Sandrine", "Céline", "Sophie", "Christelle", "Aurélie", "Émilie", "Élodie", "Caroline", "Virginie", "Claire"],
    towns: ["Paris", "Lyon", "Annecy", "Annemasse", "Mulhouse", "Strasbourg", "Thonon-les-Bains", "Besançon", "Ferney-Voltaire", "Saint-Louis", "Évian-les-Bains", "Saint-Julien-en-Genevois", "Pontarlier", "Gex"],
  },
  {
    code: "AT",
    de: ["österreichischer Staatsangehöriger", "österreichische Staatsangehörige"],
    fr: "de nationalité autrichienne",
    it: ["cittadino austriaco", "cittadina austriaca"],
    lastNames: ["Gruber", "Huber", "Bauer", "Wagner", "Pichler", "Steiner", "Moser", "Mayer", "Hofer", "Leitner", "Berger", "Fuchs", "Eder", "Fischer", "Schmid", "Winkler", "Weber", "Schwarz", "Maier", "Schneider", "Reiter", "Mayr", "Schmidt", "Wimmer", "Egger", "Brunner", "Lang", "Baumgartner", "Auer", "Binder"],
    male: ["Johann", "Franz", "Josef", "Michael", "Thomas", "Andreas", "Wolfgang", "Markus", "Christian", "Gerhard", "Manfred", "Helmut", "Stefan", "Martin", "Lukas", "Florian", "Georg", "Herbert"],
    female: ["Maria", "Elisabeth", "Sabine", "Andrea", "Claudia", "Birgit", "Monika", "Karin", "Barbara", "Julia", "Katharina", "Christina", "Martina", "Verena"],
    towns: ["Wien", "Innsbruck", "Bregenz", "Salzburg", "Graz", "Feldkirch", "Dornbirn", "Linz", "Klagenfurt", "Lustenau"],
  },
  {
    code: "PT",
    de: ["portugiesischer Staatsangehöriger", "portugiesische Staatsangehörige"],
    fr: "de nationalité portugaise",
    it: ["cittadino portoghese", "cittadina portoghese"],
    lastNames: ["da Silva", "dos Santos", "Ferreira", "Pereira", "Oliveira", "da Costa", "Rodrigues", "Martins", "de Jesus", "de Sousa", "Fernandes", "Gonçalves", "Gomes", "Lopes", "Marques", "Alves", "de Almeida", "Ribeiro", "Pinto", "Carvalho", "Teixeira", "Moreira", "Correia", "Mendes", "Nunes", "Soares", "Vieira", "Monteiro", "Cardoso", "Rocha", "Moreira Abreu", "Dos Santos Ramos", "Pereira da Silva", "Ferreira Lopes"],
    male: ["José", "João", "António", "Manuel", "Francisco", "Carlos", "Paulo", "Pedro", "Luís", "Jorge", "Rui", "Nuno", "Ricardo", "Miguel", "Tiago", "Bruno", "Fernando", "Sérgio", "Vítor", "Hugo"],
    female: ["Maria", "Ana", "Paula", "Sandra", "Sónia", "Cláudia", "Carla", "Rosa", "Fátima", "Isabel", "Cristina", "Patrícia", "Joana", "Sara", "Rita"],
    towns: ["Lisboa", "Porto", "Braga", "Coimbra", "Viseu", "Aveiro", "Guimarães", "Funchal"],
  },
  {
    code: "ES",
    de: ["spanischer Staatsangehöriger", "spanische Staatsangehörige"],
    fr: "de nationalité espagnole",
    it: ["cittadino spagnolo", "cittadina spagnola"],
    lastNames: ["García", "Fernández", "González", "Rodríguez", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Martín", "Jiménez", "Ruiz", "Hernández", "Díaz", "Moreno", "Muñoz", "Álvarez", "Romero", "Alonso", "Gutiérrez", "Navarro", "Torres", "Domínguez", "Vázquez", "Ramos", "Gil", "Serrano", "Blanco", "Molina", "Castro"],
    male: ["Antonio", "José", "Manuel", "Francisco", "David", "Juan", "Javier", "Daniel", "Carlos", "Jesús", "Alejandro", "Miguel", "Rafael", "Pablo", "Sergio", "Jorge", "Luis", "Alberto"],
    female: ["María", "Carmen", "Ana", "Isabel", "Laura", "Cristina", "Marta", "Lucía", "Elena", "Pilar", "Raquel", "Sara", "Paula", "Silvia"],
    towns: ["Madrid", "Barcelona", "Valencia", "Sevilla", "Bilbao", "Málaga", "Zaragoza", "Palma"],
  },
  {
    code: "XK",
    de: ["kosovarischer Staatsangehöriger", "kosovarische Staatsangehörige"],
    fr: "de nationalité kosovare",
    it: ["cittadino kosovaro", "cittadina kosovara"],
    lastNames: ["Berisha", "Krasniqi", "Gashi", "Morina", "Shala", "Hoxha", "Bytyqi", "Kelmendi", "Rexhepi", "Hajdari", "Ahmeti", "Mustafa", "Maliqi", "Kastrati", "Aliu", "Hasani", "Mahmuti", "Sadiku", "Thaqi", "Bajrami", "Zeqiri", "Osmani", "Gjoka", "Syla", "Rama", "Halili", "Ibrahimi", "Jashari", "Lleshi", "Musliu"],
    male: ["Arben", "Besnik", "Driton", "Fatmir", "Agron", "Blerim", "Ilir", "Valon", "Arton", "Bekim", "Fitim", "Labinot", "Shkelzen", "Visar", "Burim", "Egzon", "Florent", "Liridon"],
    female: ["Arta", "Blerta", "Drita", "Fatime", "Mimoza", "Vlora", "Teuta", "Shqipe", "Lirije", "Besarta", "Donika", "Albulena", "Arbnore"],
    towns: ["Prishtina", "Prizren", "Peja", "Gjakova", "Mitrovica", "Ferizaj"],
  },
  {
    code: "TR",
    de: ["türkischer Staatsangehöriger", "türkische Staatsangehörige"],
    fr: "de nationalité turque",
    it: ["cittadino turco", "cittadina turca"],
    lastNames: ["Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Aydın", "Öztürk", "Arslan", "Doğan", "Kılıç", "Aslan", "Çetin", "Kara", "Koç", "Polat", "Kurt", "Özdemir", "Erdoğan", "Yıldırım", "Coban", "Korkmaz", "Acar", "Tekin", "Güneş"],
    male: ["Mehmet", "Mustafa", "Ahmet", "Ali", "Hüseyin", "Hasan", "İbrahim", "Murat", "Ömer", "Emre", "Serkan", "Burak", "Cemal", "Kemal", "Yusuf", "Osman"],
    female: ["Fatma", "Ayşe", "Emine", "Hatice", "Zeynep", "Elif", "Meryem", "Cennet", "Özlem", "Esra", "Derya", "Selin"],
    towns: ["Istanbul", "Ankara", "Izmir", "Bursa", "Antalya"],
  },
  {
    code: "RS",
    de: ["serbischer Staatsangehöriger", "serbische Staatsangehörige"],
    fr: "de nationalité serbe",
    it: ["cittadino serbo", "cittadina serba"],
    lastNames: ["Jovanović", "Petrović", "Nikolić", "Marković", "Đorđević", "Stojanović", "Ilić", "Stanković", "Pavlović", "Milošević", "Todorović", "Živković", "Popović", "Kostić", "Ristić", "Savić"],
    male: ["Dragan", "Zoran", "Goran", "Milan", "Nenad", "Dejan", "Marko", "Nikola", "Stefan", "Aleksandar", "Miloš", "Vladimir"],
    female: ["Jelena", "Milica", "Ivana", "Marija", "Snežana", "Dragana", "Jovana", "Tamara", "Vesna"],
    towns: ["Beograd", "Novi Sad", "Niš", "Kragujevac"],
  },
  {
    code: "HR",
    de: ["kroatischer Staatsangehöriger", "kroatische Staatsangehörige"],
    fr: "de nationalité croate",
    it: ["cittadino croato", "cittadina croata"],
    lastNames: ["Horvat", "Kovačević", "Babić", "Marić", "Jurić", "Novak", "Kovačić", "Knežević", "Vuković", "Marković", "Petrović", "Matić", "Tomić", "Pavlović", "Božić", "Blažević"],
    male: ["Ivan", "Josip", "Tomislav", "Marko", "Ante", "Mario", "Stjepan", "Luka", "Dario", "Zvonimir"],
    female: ["Ana", "Marija", "Ivana", "Katarina", "Petra", "Martina", "Mirjana", "Snježana", "Vesna"],
    towns: ["Zagreb", "Split", "Rijeka", "Osijek", "Zadar"],
  },
  {
    code: "GB",
    de: ["britischer Staatsangehöriger", "britische Staatsangehörige"],
    fr: "de nationalité britannique",
    it: ["cittadino britannico", "cittadina britannica"],
    lastNames: ["Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Robinson", "Wright", "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Wood", "Jackson", "Clarke", "Norgate", "Hughes", "Edwards", "Turner", "Harris", "Cooper", "Ward", "Morris", "King", "Baker"],
    male: ["James", "John", "David", "Richard", "Andrew", "Mark", "Paul", "Simon", "Christopher", "Peter", "Stephen", "Jonathan", "Matthew", "Nicholas", "William", "Thomas", "Edward", "Alastair", "Duncan", "Robert"],
    female: ["Sarah", "Elizabeth", "Emma", "Claire", "Helen", "Catherine", "Victoria", "Rebecca", "Joanna", "Charlotte", "Fiona", "Alison", "Susan", "Rachel"],
    towns: ["London", "Goring", "Oxford", "Manchester", "Edinburgh", "Cambridge", "Bristol", "Guildford", "Leeds"],
  },
  {
    code: "US",
    de: ["amerikanischer Staatsangehöriger", "amerikanische Staatsangehörige"],
    fr: "de nationalité américaine",
    it: ["cittadino statunitense", "cittadina statunitense"],
    lastNames: ["Miller", "Davis", "Anderson", "Taylor", "Moore", "Martin", "Thompson", "Lee", "Harris", "Clark", "Lewis", "Young", "Allen", "Scott", "Hill", "Adams", "Nelson", "Baker", "Mitchell", "Campbell", "Parker", "Collins", "Stewart", "Murphy", "Cook"],
    male: ["Michael", "John", "Robert", "David", "William", "James", "Richard", "Daniel", "Brian", "Kevin", "Jeffrey", "Scott", "Eric", "Steven", "Matthew", "Ryan"],
    female: ["Jennifer", "Elizabeth", "Susan", "Karen", "Lisa", "Nancy", "Amy", "Michelle", "Laura", "Rebecca", "Emily", "Megan", "Heather"],
    towns: ["New York", "Boston", "San Francisco", "Chicago", "Miami", "Greenwich", "Palo Alto", "Washington"],
  },
  {
    code: "NL",
    de: ["niederländischer Staatsangehöriger", "niederländische Staatsangehörige"],
    fr: "de nationalité néerlandaise",
    it: ["cittadino olandese", "cittadina olandese"],
    lastNames: ["de Jong", "Jansen", "de Vries", "van den Berg", "van Dijk", "Bakker", "Visser", "Smit", "Meijer", "de Boer", "Mulder", "de Groot", "Bos", "Vos", "Peters", "Hendriks", "van Leeuwen", "Dekker", "Brouwer", "de Wit"],
    male: ["Jan", "Pieter", "Hendrik", "Willem", "Johannes", "Maarten", "Bas", "Sander", "Joost", "Thijs", "Ruud", "Dirk", "Erik", "Bram"],
    female: ["Anna", "Maria", "Johanna", "Sanne", "Femke", "Marieke", "Anouk", "Ingrid", "Esther", "Lotte", "Mirjam"],
    towns: ["Amsterdam", "Rotterdam", "Den Haag", "Utrecht", "Eindhoven"],
  },
  {
    code: "BE",
    de: ["belgischer Staatsangehöriger", "belgische Staatsangehörige"],
    fr: "de nationalité belge",
    it: ["cittadino belga", "cittadina belga"],
    lastNames: ["Peeters", "Janssens", "Maes", "Jacobs", "Mertens", "Willems", "Claes", "Goossens", "Wouters", "De Smet", "Dubois", "Lambert", "Dupont", "Leclercq", "Renard", "de Caritat de Peruzzis", "Hermans", "Michiels"],
    male: ["Luc", "Marc", "Patrick", "Philippe", "Dirk", "Koen", "Pieter", "Olivier", "Cédric", "Geert", "Wim", "Bart"],
    female: ["Ann", "Sophie", "Nathalie", "Isabelle", "Katrien", "Els", "An", "Valérie", "Sarah", "Marie"],
    towns: ["Bruxelles", "Liège", "Namur", "Gand", "Anvers", "Louvain"],
  },
  {
    code: "IN",
    de: ["indischer Staatsangehöriger", "indische Staatsangehörige"],
    fr: "de nationalité indienne",
    it: ["cittadino indiano", "cittadina indiana"],
    lastNames: ["Sharma", "Patel", "Kumar", "Singh", "Gupta", "Rao", "Iyer", "Nair", "Reddy", "Jain", "Mehta", "Shah", "Menon", "Krishnan", "Banerjee", "Chatterjee"],
    male: ["Rahul", "Amit", "Vikram", "Sanjay", "Rajesh", "Neeraj", "Arjun", "Ravi", "Anil", "Suresh", "Venkatesh", "Kiran"],
    female: ["Priya", "Anjali", "Neha", "Deepa", "Kavita", "Sunita", "Pooja", "Lakshmi", "Meera", "Shreya"],
    towns: ["Mumbai", "Bangalore", "Delhi", "Pune", "Chennai", "Hyderabad", "Faridabad"],
  },
];

/** Share of foreign officers by country, per language region of the company (weights, not percentages). */
export const COUNTRY_WEIGHTS: Record<"de" | "fr" | "it", Record<string, number>> = {
  de: { DE: 36, IT: 12, FR: 4, AT: 8, PT: 5, ES: 3, XK: 8, TR: 5, RS: 4, HR: 3, GB: 5, US: 3, NL: 3, BE: 1, IN: 2 },
  fr: { DE: 8, IT: 12, FR: 36, AT: 1, PT: 16, ES: 6, XK: 5, TR: 3, RS: 2, HR: 1, GB: 5, US: 3, NL: 2, BE: 4, IN: 1 },
  it: { DE: 10, IT: 60, FR: 3, AT: 1, PT: 4, ES: 2, XK: 5, TR: 1, RS: 3, HR: 2, GB: 3, US: 2, NL: 1, BE: 1, IN: 1 },
};
