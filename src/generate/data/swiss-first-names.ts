/**
 * Swiss first names by language region, sex and birth era (classic: born before about 1950, middle: 1950-1979,
 * recent: from 1980), roughly by frequency within each list.
 */

export interface FirstNamesByEra {
  classic: readonly string[];
  middle: readonly string[];
  recent: readonly string[];
}

export interface FirstNames {
  male: FirstNamesByEra;
  female: FirstNamesByEra;
}

export const GERMAN_FIRST_NAMES: FirstNames = {
  male: {
    classic: [
      "Hans", "Walter", "Ernst", "Fritz", "Werner", "Max", "Paul", "Karl", "Otto", "Emil",
      "Josef", "Jakob", "Rudolf", "Alfred", "Hermann", "Albert", "Gottfried", "Arnold", "Eduard", "Robert",
      "Alois", "Konrad", "Heinrich", "Adolf", "Gustav", "Johann", "Oskar", "Friedrich", "Theodor", "Anton",
      "Kurt", "Willi", "Rolf", "Heinz", "Erwin", "Eugen", "Franz", "August", "Ulrich", "Edwin",
      "Gottlieb", "Johannes", "Ludwig", "Leo", "Xaver", "Viktor", "Armin", "Bruno", "Hugo", "Traugott",
    ],
    middle: [
      "Peter", "Thomas", "Daniel", "Martin", "Andreas", "Markus", "Christian", "Stefan", "Beat", "Urs",
      "Bruno", "Roland", "René", "Jürg", "Ueli", "Reto", "Michael", "Heinz", "Rolf", "Kurt",
      "Marcel", "Roger", "Patrick", "Adrian", "Christoph", "Bernhard", "Hanspeter", "Hansruedi", "Rudolf", "Walter",
      "Matthias", "Werner", "Felix", "Alex", "Erich", "Ernst", "Franz", "Josef", "Anton", "Rainer",
      "Thomas Peter", "Hans Rudolf", "Hans Peter", "Marc", "Philipp", "Stephan", "Urs Peter", "Martin Andreas", "Guido", "Pius",
      "Toni", "Fredy", "Ruedi", "Armin", "Gerhard", "Herbert", "Kilian", "Konrad", "Norbert", "Silvio",
    ],
    recent: [
      "Lukas", "Simon", "David", "Fabian", "Dominik", "Raphael", "Manuel", "Pascal", "Philipp", "Samuel",
      "Jonas", "Luca", "Nicolas", "Oliver", "Tobias", "Sandro", "Remo", "Silvan", "Cyrill", "Jan",
      "Marco", "Michael", "Daniel", "Kevin", "Mario", "Florian", "Benjamin", "Adrian", "Stefan", "Patrick",
      "Noah", "Levin", "Nils", "Joel", "Janis", "Lars", "Elias", "Julian", "Matthias", "Yannick",
      "Dario", "Fabio", "Gian", "Andrin", "Timo", "Severin", "Roman", "Reto", "Christoph", "Thomas",
      "Marc André", "Jan Philipp", "Lukas Andreas", "Mathias", "Valentin", "Moritz", "Nico", "Robin", "Sven", "Urs",
    ],
  },
  female: {
    classic: [
      "Maria", "Anna", "Elisabeth", "Margrit", "Gertrud", "Rosa", "Martha", "Frieda", "Hedwig", "Elsa",
      "Lina", "Emma", "Bertha", "Klara", "Ida", "Louise", "Marie", "Hanna", "Johanna", "Lydia",
      "Verena", "Ruth", "Heidi", "Rosmarie", "Erika", "Hildegard", "Irma", "Agnes", "Paula", "Theresia",
      "Emilie", "Sophie", "Olga", "Alice", "Helene", "Mathilde", "Josefina", "Annemarie", "Margaritha", "Ottilie",
    ],
    middle: [
      "Ursula", "Monika", "Barbara", "Verena", "Elisabeth", "Ruth", "Brigitte", "Silvia", "Susanne", "Regula",
      "Christine", "Esther", "Marianne", "Doris", "Beatrice", "Cornelia", "Katharina", "Franziska", "Karin", "Claudia",
      "Andrea", "Daniela", "Sandra", "Nicole", "Gabriela", "Priska", "Judith", "Yvonne", "Margrit", "Therese",
      "Irène", "Vreni", "Rita", "Edith", "Heidi", "Rosmarie", "Theres", "Bernadette", "Marlies", "Annelies",
      "Maria Theresia", "Anna Barbara", "Eveline", "Jacqueline", "Dora", "Erika", "Helen", "Sonja", "Susanna", "Ursina",
    ],
    recent: [
      "Sarah", "Laura", "Lea", "Julia", "Nina", "Anja", "Simone", "Tanja", "Corinne", "Melanie",
      "Stefanie", "Jasmin", "Lena", "Mia", "Sabrina", "Martina", "Rahel", "Manuela", "Nadine", "Fabienne",
      "Michelle", "Jessica", "Vanessa", "Selina", "Céline", "Chiara", "Alina", "Anna", "Lara", "Noemi",
      "Deborah", "Tamara", "Carmen", "Seraina", "Ramona", "Natalie", "Janine", "Patricia", "Bettina", "Sonja",
      "Lisa", "Elena", "Leonie", "Jana", "Flurina", "Sina", "Aline", "Livia", "Nora", "Sophie",
      "Anna Lena", "Lea Sophie", "Eva", "Katrin", "Petra", "Sandra", "Andrea", "Claudia", "Nicole", "Daniela",
    ],
  },
};

export const FRENCH_FIRST_NAMES: FirstNames = {
  male: {
    classic: [
      "Jean", "Pierre", "Louis", "Marcel", "André", "Henri", "Georges", "Charles", "Paul", "Albert",
      "Émile", "Roger", "René", "Fernand", "Marius", "Joseph", "Robert", "Maurice", "Gaston", "Léon",
      "Raymond", "Lucien", "Edmond", "Eugène", "Auguste", "Alfred", "Ernest", "Alphonse", "Gustave", "Armand",
      "François", "Jules", "Camille", "Victor", "Aimé", "Francis", "Gilbert", "Max", "Oscar", "Willy",
    ],
    middle: [
      "Jean-Pierre", "Michel", "Claude", "Jacques", "Philippe", "Alain", "Daniel", "Christian", "Pierre-André", "Jean-Claude",
      "Bernard", "François", "Gérard", "Yves", "Jean-Marc", "Pascal", "Patrick", "Didier", "Thierry", "Olivier",
      "Laurent", "Dominique", "Serge", "Jean-Daniel", "Jean-François", "Jean-Luc", "Marc", "Gilles", "Denis", "Roland",
      "Éric", "Joël", "Raphaël", "Christophe", "Frédéric", "Jean-Michel", "Pierre-Alain", "Jean-Jacques", "Francis", "Charles-André",
    ],
    recent: [
      "Nicolas", "Julien", "Sébastien", "Mathieu", "David", "Alexandre", "Cédric", "Fabien", "Maxime", "Thomas",
      "Lucas", "Hugo", "Théo", "Louis", "Gabriel", "Arthur", "Noah", "Nathan", "Antoine", "Guillaume",
      "Benoît", "Romain", "Vincent", "Stéphane", "Grégoire", "Jérôme", "Loïc", "Yannick", "Kevin", "Florian",
      "Adrien", "Bastien", "Damien", "Quentin", "Valentin", "Baptiste", "Léo", "Samuel", "Simon", "Mehdi",
    ],
  },
  female: {
    classic: [
      "Marie", "Jeanne", "Madeleine", "Simone", "Yvette", "Germaine", "Suzanne", "Odette", "Marguerite", "Hélène",
      "Lucie", "Louise", "Marcelle", "Georgette", "Yvonne", "Alice", "Andrée", "Berthe", "Denise", "Renée",
      "Juliette", "Paulette", "Irène", "Rose", "Gabrielle", "Colette", "Agnès", "Antoinette", "Céline", "Léonie",
    ],
    middle: [
      "Françoise", "Monique", "Catherine", "Nicole", "Danielle", "Claudine", "Josiane", "Jacqueline", "Chantal", "Martine",
      "Christine", "Anne", "Marie-Claude", "Marie-France", "Sylvie", "Isabelle", "Nathalie", "Véronique", "Brigitte", "Michèle",
      "Pierrette", "Mireille", "Dominique", "Evelyne", "Ghislaine", "Marianne", "Anne-Marie", "Marie-José", "Patricia", "Corinne",
    ],
    recent: [
      "Sandrine", "Valérie", "Céline", "Sophie", "Stéphanie", "Laurence", "Florence", "Caroline", "Aline", "Julie",
      "Camille", "Léa", "Chloé", "Emma", "Manon", "Sarah", "Laura", "Mélanie", "Elodie", "Marine",
      "Anaïs", "Louise", "Alice", "Jade", "Zoé", "Mathilde", "Pauline", "Amélie", "Audrey", "Virginie",
      "Noémie", "Océane", "Justine", "Margaux", "Clara", "Lucie", "Inès", "Eva", "Charlotte", "Delphine",
    ],
  },
};

export const ITALIAN_FIRST_NAMES: FirstNames = {
  male: {
    classic: [
      "Giuseppe", "Giovanni", "Mario", "Carlo", "Luigi", "Antonio", "Angelo", "Pietro", "Francesco", "Giacomo",
      "Battista", "Emilio", "Ernesto", "Ugo", "Guido", "Aldo", "Attilio", "Arnoldo", "Plinio", "Remo",
      "Enrico", "Alfredo", "Giulio", "Renato", "Silvio", "Ettore", "Agostino", "Natale", "Severino", "Vittorio",
    ],
    middle: [
      "Marco", "Paolo", "Franco", "Claudio", "Fabio", "Stefano", "Roberto", "Massimo", "Sergio", "Giorgio",
      "Fulvio", "Tiziano", "Mauro", "Piero", "Alberto", "Bruno", "Gianni", "Renzo", "Dario", "Ivo",
      "Gianfranco", "Gianluca", "Giampiero", "Pierluigi", "Luciano", "Raffaele", "Michele", "Fausto", "Flavio", "Moreno",
    ],
    recent: [
      "Luca", "Andrea", "Alessandro", "Daniele", "Davide", "Matteo", "Simone", "Lorenzo", "Federico", "Nicola",
      "Riccardo", "Filippo", "Leonardo", "Tommaso", "Gabriele", "Elia", "Samuele", "Diego", "Mattia", "Alessio",
      "Manuel", "Nicolò", "Jacopo", "Edoardo", "Giacomo", "Enea", "Noah", "Kevin", "Cristian", "Omar",
    ],
  },
  female: {
    classic: [
      "Maria", "Anna", "Rosa", "Teresa", "Giuseppina", "Angela", "Lucia", "Carla", "Luigia", "Elvira",
      "Ines", "Erminia", "Adele", "Clotilde", "Giovanna", "Ida", "Olga", "Pierina", "Rina", "Santina",
    ],
    middle: [
      "Francesca", "Elena", "Laura", "Paola", "Silvia", "Monica", "Daniela", "Roberta", "Cristina", "Manuela",
      "Barbara", "Patrizia", "Nadia", "Antonella", "Graziella", "Rita", "Ornella", "Franca", "Mirella", "Gabriella",
      "Luisa", "Marina", "Fiorenza", "Lorena", "Tiziana", "Raffaella", "Simona", "Loredana", "Claudia", "Sonia",
    ],
    recent: [
      "Chiara", "Sara", "Giulia", "Federica", "Valentina", "Alessandra", "Sabrina", "Martina", "Alice", "Sofia",
      "Aurora", "Emma", "Giorgia", "Beatrice", "Ginevra", "Noemi", "Arianna", "Elisa", "Marta", "Lisa",
      "Camilla", "Elisabetta", "Ilaria", "Irene", "Jessica", "Michela", "Nicole", "Serena", "Veronica", "Vanessa",
    ],
  },
};

/** Romansh first names, mixed with the German list for Romansh-speaking Graubünden. */
export const ROMANSH_FIRST_NAMES: FirstNames = {
  male: {
    classic: ["Gion", "Gian", "Jachen", "Duri", "Luregn", "Men", "Otto", "Giusep", "Sep", "Flurin"],
    middle: ["Gion Reto", "Curdin", "Flurin", "Men", "Gian Andrea", "Duri", "Urs", "Mario", "Reto", "Arno"],
    recent: ["Curdin", "Flurin", "Gian", "Andri", "Dumeni", "Nicolin", "Livio", "Ramun", "Linard", "Mauro"],
  },
  female: {
    classic: ["Mengia", "Anna", "Cilgia", "Uorschla", "Maria", "Barla", "Nesa", "Onna", "Madlaina", "Clara"],
    middle: ["Ursina", "Mengia", "Madlaina", "Annina", "Barla", "Corina", "Claudia", "Romana", "Silvia", "Rita"],
    recent: ["Seraina", "Flurina", "Ladina", "Madlaina", "Ursina", "Annina", "Mirjam", "Chatrina", "Nina", "Laura"],
  },
};
