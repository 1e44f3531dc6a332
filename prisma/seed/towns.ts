// Real towns with their real coordinates and a real postal code, so that map pins land in
// plausible places; `weight` roughly follows population so big cities hold more practices.

export type CountryCode = "FR" | "BE" | "DE";

export type Town = {
  name: string;
  country: CountryCode;
  postalCode: string;
  lat: number;
  lng: number;
  weight: number;
  /** Belgian language area, which decides fr-BE or nl-BE (Brussels is both). */
  language?: "fr" | "nl" | "both";
};

const fr = (name: string, postalCode: string, lat: number, lng: number, weight = 1): Town => ({ name, country: "FR", postalCode, lat, lng, weight });
const be = (name: string, postalCode: string, lat: number, lng: number, language: "fr" | "nl" | "both", weight = 1): Town => ({ name, country: "BE", postalCode, lat, lng, weight, language });
const de = (name: string, postalCode: string, lat: number, lng: number, weight = 1): Town => ({ name, country: "DE", postalCode, lat, lng, weight });

export const TOWNS: readonly Town[] = [
  fr("Paris", "75014", 48.8566, 2.3522, 8),
  fr("Lyon", "69003", 45.764, 4.8357, 4),
  fr("Marseille", "13005", 43.2965, 5.3698, 4),
  fr("Toulouse", "31000", 43.6047, 1.4442, 3),
  fr("Nice", "06000", 43.7102, 7.262, 2),
  fr("Nantes", "44000", 47.2184, -1.5536, 2),
  fr("Strasbourg", "67000", 48.5734, 7.7521, 2),
  fr("Montpellier", "34000", 43.6108, 3.8767, 2),
  fr("Bordeaux", "33000", 44.8378, -0.5792, 2),
  fr("Lille", "59000", 50.6292, 3.0573, 2),
  fr("Rennes", "35000", 48.1173, -1.6778, 2),
  fr("Reims", "51100", 49.2583, 4.0317),
  fr("Toulon", "83000", 43.1242, 5.928),
  fr("Saint-Étienne", "42000", 45.4397, 4.3872),
  fr("Le Havre", "76600", 49.4944, 0.1079),
  fr("Grenoble", "38000", 45.1885, 5.7245),
  fr("Dijon", "21000", 47.322, 5.0415),
  fr("Angers", "49000", 47.4784, -0.5632),
  fr("Nîmes", "30000", 43.8367, 4.3601),
  fr("Clermont-Ferrand", "63000", 45.7772, 3.087),
  fr("Tours", "37000", 47.3941, 0.6848, 3),
  fr("Orléans", "45000", 47.903, 1.9093, 2),
  fr("Blois", "41000", 47.5861, 1.3359),
  fr("Chartres", "28000", 48.4439, 1.489),
  fr("Bourges", "18000", 47.081, 2.3988),
  fr("Châteauroux", "36000", 46.8103, 1.6913),
  fr("Limoges", "87000", 45.8336, 1.2611),
  fr("Amiens", "80000", 49.8941, 2.2958),
  fr("Metz", "57000", 49.1193, 6.1757),
  fr("Besançon", "25000", 47.2378, 6.0241),
  fr("Perpignan", "66000", 42.6887, 2.8948),
  fr("Caen", "14000", 49.1829, -0.3707),
  fr("Rouen", "76000", 49.4432, 1.0999),
  fr("Nancy", "54000", 48.6921, 6.1844),
  fr("Brest", "29200", 48.3904, -4.4861),
  fr("Poitiers", "86000", 46.5802, 0.3404),
  fr("La Rochelle", "17000", 46.1603, -1.1511),
  fr("Pau", "64000", 43.2951, -0.3708),
  fr("Avignon", "84000", 43.9493, 4.8055),
  fr("Ajaccio", "20000", 41.9192, 8.7386),
  be("Bruxelles", "1000", 50.8503, 4.3517, "both", 4),
  be("Antwerpen", "2000", 51.2194, 4.4025, "nl", 2),
  be("Gent", "9000", 51.0543, 3.7174, "nl", 2),
  be("Brugge", "8000", 51.2093, 3.2247, "nl"),
  be("Leuven", "3000", 50.8798, 4.7005, "nl"),
  be("Mechelen", "2800", 51.0259, 4.4776, "nl"),
  be("Hasselt", "3500", 50.9307, 5.3378, "nl"),
  be("Kortrijk", "8500", 50.828, 3.2649, "nl"),
  be("Liège", "4000", 50.6326, 5.5797, "fr", 2),
  be("Charleroi", "6000", 50.4108, 4.4446, "fr", 2),
  be("Namur", "5000", 50.4674, 4.872, "fr"),
  be("Mons", "7000", 50.4542, 3.9567, "fr"),
  be("Ottignies-Louvain-la-Neuve", "1348", 50.6681, 4.6118, "fr"),
  be("Arlon", "6700", 49.6833, 5.8167, "fr"),
  de("Berlin", "10117", 52.52, 13.405, 4),
  de("Hamburg", "20095", 53.5511, 9.9937, 2),
  de("München", "80331", 48.1351, 11.582, 2),
  de("Köln", "50667", 50.9375, 6.9603, 2),
  de("Frankfurt am Main", "60311", 50.1109, 8.6821, 2),
  de("Stuttgart", "70173", 48.7758, 9.1829),
  de("Düsseldorf", "40213", 51.2277, 6.7735),
  de("Leipzig", "04109", 51.3397, 12.3731),
  de("Dresden", "01067", 51.0504, 13.7373),
  de("Dortmund", "44135", 51.5136, 7.4653),
  de("Essen", "45127", 51.4556, 7.0116),
  de("Bremen", "28195", 53.0793, 8.8017),
  de("Hannover", "30159", 52.3759, 9.732),
  de("Nürnberg", "90402", 49.4521, 11.0767),
  de("Freiburg im Breisgau", "79098", 47.999, 7.8421),
  de("Heidelberg", "69117", 49.3988, 8.6724),
];

export function townsOf(country: CountryCode): Town[] {
  return TOWNS.filter((town) => town.country === country);
}

export function townNamed(name: string): Town {
  const town = TOWNS.find((t) => t.name === name);
  if (!town) throw new Error(`unknown town ${name}`);
  return town;
}
