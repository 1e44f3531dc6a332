import type { CountryCode } from "./towns.ts";

// Common first and last names per country and language. Pairs are drawn at random, so any
// resemblance of a combination to a real person is coincidental: the seed holds no real people.

type NamePool = { male: readonly string[]; female: readonly string[]; last: readonly string[] };

const FRENCH: NamePool = {
  male: ["Thomas", "Nicolas", "Julien", "Pierre", "Antoine", "Alexandre", "Maxime", "Guillaume", "Mathieu", "Romain", "Sébastien", "Laurent", "Olivier", "François", "Jérôme", "Benoît", "Hugo", "Louis", "Étienne", "Damien", "Vincent", "Arnaud", "Cédric", "Yann", "Grégoire"],
  female: ["Marie", "Camille", "Julie", "Sophie", "Claire", "Émilie", "Anne", "Isabelle", "Nathalie", "Céline", "Aurélie", "Hélène", "Charlotte", "Pauline", "Mathilde", "Élodie", "Laure", "Manon", "Chloé", "Léa", "Sandrine", "Valérie", "Agnès", "Margaux", "Inès"],
  last: ["Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau", "Simon", "Laurent", "Lefèvre", "Michel", "Garcia", "David", "Bertrand", "Roux", "Vincent", "Fournier", "Morel", "Girard", "André", "Lefebvre", "Mercier", "Dupont", "Lambert", "Bonnet", "François", "Martinez", "Legrand", "Garnier", "Faure", "Rousseau", "Blanc", "Guérin", "Muller", "Henry", "Roussel", "Nicolas", "Perrin", "Morin", "Mathieu", "Clément", "Gauthier", "Dumont", "Lopez", "Fontaine", "Chevalier", "Robin", "Masson", "Sanchez", "Gérard", "Nguyen", "Boyer", "Denis", "Lemaire", "Duval", "Joly", "Gautier"],
};

const BELGIAN_FRENCH: NamePool = {
  male: ["Marc", "Luc", "Olivier", "Philippe", "Jean", "Michel", "Benoît", "Arnaud", "Cédric", "Quentin", "Maxime", "Nicolas", "Thibault", "Geoffroy"],
  female: ["Anne", "Isabelle", "Catherine", "Sophie", "Nathalie", "Céline", "Florence", "Caroline", "Valérie", "Justine", "Aurore", "Delphine", "Laurence", "Amandine"],
  last: ["Dubois", "Lambert", "Dupont", "Martin", "Simon", "Laurent", "Leclercq", "Dumont", "Lejeune", "Renard", "Collard", "Lemaire", "Denis", "François", "Gilson", "Hubert", "Henrard", "Mathieu", "Lecomte", "Deprez"],
};

const BELGIAN_DUTCH: NamePool = {
  male: ["Jan", "Pieter", "Koen", "Bart", "Tom", "Wim", "Dirk", "Stijn", "Joris", "Pieterjan", "Wouter", "Jens", "Lucas", "Bram"],
  female: ["An", "Els", "Katrien", "Sofie", "Ann", "Lieve", "Griet", "Hilde", "Lotte", "Eline", "Femke", "Nele", "Sarah", "Inge"],
  last: ["Peeters", "Janssens", "Maes", "Jacobs", "Mertens", "Willems", "Claes", "Goossens", "Wouters", "De Smet", "Dubois", "Hermans", "Aerts", "Van den Bossche", "Vermeulen", "Pauwels", "Van Damme", "De Clercq", "Verstraeten", "Michiels"],
};

const GERMAN: NamePool = {
  male: ["Thomas", "Michael", "Andreas", "Stefan", "Christian", "Markus", "Tobias", "Jan", "Matthias", "Florian", "Sebastian", "Jonas", "Lukas", "Felix", "Martin", "Jürgen"],
  female: ["Anna", "Julia", "Katharina", "Sabine", "Claudia", "Stefanie", "Laura", "Lena", "Sarah", "Christina", "Monika", "Birgit", "Johanna", "Jana", "Sophie", "Miriam"],
  last: ["Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz", "Hoffmann", "Schäfer", "Koch", "Bauer", "Richter", "Klein", "Wolf", "Schröder", "Neumann", "Schwarz", "Zimmermann", "Braun", "Krüger", "Hofmann", "Hartmann", "Lange", "Schmitt", "Werner", "Krause", "Meier", "Lehmann"],
};

export type NameLanguage = "fr" | "nl" | "de";

export function namePool(country: CountryCode, language: NameLanguage): NamePool {
  if (country === "FR") return FRENCH;
  if (country === "DE") return GERMAN;
  return language === "nl" ? BELGIAN_DUTCH : BELGIAN_FRENCH;
}

/** Street names per language area, for practice and patient addresses. */
export const STREETS: Record<NameLanguage, readonly string[]> = {
  fr: ["rue de la République", "avenue de la Gare", "rue Nationale", "boulevard des Tilleuls", "rue du Commerce", "place du Marché", "rue des Écoles", "allée des Peupliers", "rue de l'Église", "avenue des Platanes", "rue du Moulin", "chemin des Vignes", "rue des Lilas", "quai de la Loire", "boulevard de la Liberté"],
  nl: ["Kerkstraat", "Stationsstraat", "Molenstraat", "Schoolstraat", "Dorpstraat", "Nieuwstraat", "Kapelstraat", "Beekstraat", "Lindelaan", "Veldstraat"],
  de: ["Hauptstraße", "Bahnhofstraße", "Gartenstraße", "Schulstraße", "Lindenstraße", "Kirchstraße", "Bergstraße", "Ringstraße", "Waldweg", "Am Markt", "Rosenweg", "Parkstraße"],
};

/** Lower case without accents, the form search compares against (spec 1 directory search). */
export function stripAccents(value: string): string {
  return value.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

export function searchTextOf(firstName: string, lastName: string, rpps: string): string {
  return stripAccents(`${firstName} ${lastName} ${rpps}`);
}

/** ASCII part of an e-mail address: "Van den Bossche" → "van-den-bossche". */
export function emailSlug(value: string): string {
  return stripAccents(value)
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
