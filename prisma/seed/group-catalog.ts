import type { CountryCode } from "./towns.ts";

// The networks of the demo data: every mode and layout, three countries, topics of both
// types (some with a structured form, one tree for the hierarchy layout).

export type TopicSeed = {
  label: string;
  type?: "TE" | "MEETING";
  description?: string;
  instructions?: string;
  form?: "cardio" | "wound" | "geriatric";
  /** Specialty codes of the requesters the topic accepts (spec 1 §4); absent: every specialty. */
  specialtyCodes?: string[];
  /** Specialty of the experts who answer it, when it differs from the group's. */
  answeredBy?: string;
  /** Takes only the demo cases that name it (an ECG reading, a child psychiatry question...). */
  specific?: boolean;
  recipientProfessionalMode?: "PREVENT" | "ALLOW" | "REQUIRE";
  /** How a meeting topic's requests find their meeting (spec 1 §3); absent: AUTOMATIC. */
  meetingAssignment?: "AUTOMATIC" | "MANUAL" | "DELEGATE";
  children?: TopicSeed[];
};

export type GroupSeed = {
  name: string;
  shortDescription: string;
  mode: "SENDER" | "RECIPIENT";
  layout: "MAP" | "CPTS" | "HIERARCHY" | "DEFAULT";
  country: CountryCode;
  town: string;
  /** Specialty of the experts (recipient groups) drawn from the directory. */
  expertSpecialty?: string;
  isPanel?: boolean;
  autoAcceptsApplication?: boolean;
  keywords: string[];
  tags: string[];
  topics: TopicSeed[];
  size: number;
};

export const FORMS = {
  cardio: {
    title: "Avis cardiologique",
    type: "object",
    required: ["motif", "ecg"],
    properties: {
      motif: { type: "string", title: "Motif de la demande", enum: ["Souffle", "Douleur thoracique", "Palpitations", "Hypertension", "Bilan préopératoire"] },
      ecg: { type: "boolean", title: "ECG joint" },
      traitement: { type: "string", title: "Traitement en cours" },
      tension: { type: "string", title: "Tension artérielle (mmHg)" },
    },
  },
  wound: {
    title: "Plaie chronique",
    type: "object",
    required: ["localisation", "duree"],
    properties: {
      localisation: { type: "string", title: "Localisation" },
      duree: { type: "integer", title: "Ancienneté (semaines)", minimum: 0 },
      type: { type: "string", title: "Type de plaie", enum: ["Ulcère veineux", "Ulcère artériel", "Escarre", "Pied diabétique", "Brûlure"] },
      douleur: { type: "integer", title: "Douleur (EVA 0-10)", minimum: 0, maximum: 10 },
    },
  },
  geriatric: {
    title: "Évaluation gériatrique",
    type: "object",
    required: ["motif"],
    properties: {
      motif: { type: "string", title: "Motif", enum: ["Chutes", "Troubles cognitifs", "Dénutrition", "Polymédication", "Troubles du comportement"] },
      mms: { type: "integer", title: "MMS (sur 30)", minimum: 0, maximum: 30 },
      autonomie: { type: "string", title: "Autonomie (GIR)", enum: ["GIR 1", "GIR 2", "GIR 3", "GIR 4", "GIR 5", "GIR 6"] },
    },
  },
} as const;

export const GROUP_CATALOG: readonly GroupSeed[] = [
  {
    name: "Réseau cardiologie Auvergne-Rhône-Alpes",
    shortDescription: "Avis cardiologiques en moins de 72 heures pour les médecins de la région.",
    mode: "RECIPIENT", layout: "MAP", country: "FR", town: "Lyon", expertSpecialty: "SM04",
    keywords: ["cardiologie", "ECG", "hypertension"], tags: ["Urgent", "ECG", "HTA", "Insuffisance cardiaque"], size: 14,
    topics: [
      { label: "Avis cardiologique", form: "cardio", description: "Pour toute question de cardiologie non urgente. Joignez l'ECG lorsqu'il est disponible.", instructions: "Précisez le traitement en cours et les derniers chiffres tensionnels." },
      { label: "Lecture d'ECG", description: "Interprétation d'un tracé ECG de repos.", recipientProfessionalMode: "PREVENT", specific: true },
      { label: "RCP insuffisance cardiaque", type: "MEETING", meetingAssignment: "MANUAL", description: "Réunion de concertation pluridisciplinaire mensuelle : choisissez la séance où présenter votre patient." },
    ],
  },
  {
    name: "CPTS Tours Nord",
    shortDescription: "Communauté professionnelle territoriale de santé du nord de Tours.",
    mode: "SENDER", layout: "CPTS", country: "FR", town: "Tours",
    keywords: ["CPTS", "soins primaires"], tags: ["Coordination"], size: 22,
    topics: [{ label: "Demandes de la CPTS" }],
  },
  {
    name: "CHU de Tours — avis spécialisés",
    shortDescription: "Les services du CHU répondent aux médecins de ville.",
    mode: "RECIPIENT", layout: "HIERARCHY", country: "FR", town: "Tours",
    keywords: ["CHU", "hôpital", "spécialistes"], tags: ["Hospitalisation", "Consultation"], size: 20,
    topics: [
      { label: "Médecine", children: [
        { label: "Cardiologie", answeredBy: "SM04", form: "cardio" },
        { label: "Neurologie", answeredBy: "SM32" },
        { label: "Endocrinologie", answeredBy: "SM16" },
      ] },
      { label: "Pédiatrie", children: [{ label: "Pédiatrie générale", answeredBy: "SM40", specialtyCodes: ["SM54"] }] },
      { label: "Imagerie", children: [{ label: "Relecture d'imagerie", answeredBy: "SM44", recipientProfessionalMode: "REQUIRE" }] },
    ],
  },
  {
    name: "Gériatrie Centre-Val de Loire",
    shortDescription: "Équipe mobile de gériatrie : avis pour les patients âgés à domicile et en EHPAD.",
    mode: "RECIPIENT", layout: "DEFAULT", country: "FR", town: "Tours", expertSpecialty: "SM18", autoAcceptsApplication: true,
    keywords: ["gériatrie", "EHPAD", "chutes"], tags: ["EHPAD", "Domicile", "Chutes"], size: 12,
    topics: [
      { label: "Avis gériatrique", form: "geriatric", description: "Évaluation à distance des patients de plus de 75 ans." },
      { label: "Staff EHPAD", type: "MEETING", description: "Staff hebdomadaire avec les EHPAD partenaires." },
    ],
  },
  {
    name: "Plaies et cicatrisation Occitanie",
    shortDescription: "Infirmiers experts et médecins pour les plaies chroniques.",
    mode: "RECIPIENT", layout: "MAP", country: "FR", town: "Toulouse", expertSpecialty: "G15_60",
    keywords: ["plaies", "cicatrisation", "ulcère"], tags: ["Ulcère", "Escarre", "Pied diabétique"], size: 12,
    topics: [{ label: "Plaie chronique", form: "wound", description: "Envoyez une photo de la plaie et la date d'apparition." }],
  },
  {
    name: "Dermatologie Île-de-France",
    shortDescription: "Télé-expertise dermatologique avec photos.",
    mode: "RECIPIENT", layout: "DEFAULT", country: "FR", town: "Paris", expertSpecialty: "SM15",
    keywords: ["dermatologie", "grains de beauté", "photos"], tags: ["Lésion pigmentée", "Eczéma"], size: 10,
    topics: [
      { label: "Lésion cutanée", description: "Trois photos : vue d'ensemble, vue rapprochée, dermoscopie si possible." },
      { label: "Dermatologie pédiatrique", specific: true },
    ],
  },
  {
    name: "Panel national d'ophtalmologie",
    shortDescription: "Un panel d'ophtalmologues répond aux questions de rétinographie.",
    mode: "RECIPIENT", layout: "DEFAULT", country: "FR", town: "Paris", expertSpecialty: "SM38", isPanel: true,
    keywords: ["ophtalmologie", "rétinopathie"], tags: ["Rétinopathie diabétique"], size: 8,
    topics: [{ label: "Lecture de rétinographie", recipientProfessionalMode: "PREVENT" }],
  },
  {
    name: "EHPAD du Val de Loire",
    shortDescription: "Les EHPAD du Val de Loire demandent des avis pour leurs résidents.",
    mode: "SENDER", layout: "DEFAULT", country: "FR", town: "Blois",
    keywords: ["EHPAD"], tags: [], size: 10,
    topics: [{ label: "Demandes des EHPAD" }],
  },
  {
    name: "Santé mentale Hauts-de-France",
    shortDescription: "Avis psychiatriques pour les médecins généralistes.",
    mode: "RECIPIENT", layout: "HIERARCHY", country: "FR", town: "Lille", expertSpecialty: "SM42",
    keywords: ["psychiatrie", "addictologie"], tags: ["Risque suicidaire", "Addiction"], size: 10,
    topics: [
      { label: "Adultes", children: [{ label: "Troubles de l'humeur", specific: true }, { label: "Addictologie", specific: true }] },
      { label: "Enfants et adolescents", children: [{ label: "Pédopsychiatrie", specific: true }] },
    ],
  },
  {
    name: "Réseau cardiologique bruxellois",
    shortDescription: "Avis cardiologiques pour les médecins de Bruxelles et du Brabant.",
    mode: "RECIPIENT", layout: "MAP", country: "BE", town: "Bruxelles", expertSpecialty: "SM04",
    keywords: ["cardiologie", "Bruxelles"], tags: ["ECG"], size: 10,
    topics: [{ label: "Avis cardiologique", form: "cardio" }, { label: "Concertation cardiologique", type: "MEETING", meetingAssignment: "DELEGATE" }],
  },
  {
    name: "Huisartsenkring Gent",
    shortDescription: "Huisartsen van Gent vragen advies aan specialisten.",
    mode: "SENDER", layout: "CPTS", country: "BE", town: "Gent",
    keywords: ["huisartsen"], tags: [], size: 12,
    topics: [{ label: "Adviesaanvragen" }],
  },
  {
    name: "Telekonsil Kardiologie Berlin",
    shortDescription: "Kardiologisches Telekonsil für Hausärztinnen und Hausärzte in Berlin.",
    mode: "RECIPIENT", layout: "DEFAULT", country: "DE", town: "Berlin", expertSpecialty: "SM04",
    keywords: ["Kardiologie", "EKG"], tags: ["EKG", "Bluthochdruck"], size: 10,
    topics: [{ label: "Kardiologisches Konsil" }, { label: "Fallkonferenz Herzinsuffizienz", type: "MEETING" }],
  },
  {
    name: "Hausarztnetz Berlin-Mitte",
    shortDescription: "Hausarztpraxen in Berlin-Mitte.",
    mode: "SENDER", layout: "DEFAULT", country: "DE", town: "Berlin",
    keywords: ["Hausarzt"], tags: [], size: 12,
    topics: [{ label: "Konsilanfragen" }],
  },
  {
    name: "Dermatologie-Netz Köln",
    shortDescription: "Teledermatologie für Praxen im Rheinland.",
    mode: "RECIPIENT", layout: "MAP", country: "DE", town: "Köln", expertSpecialty: "SM15",
    keywords: ["Dermatologie"], tags: ["Hautkrebs-Screening"], size: 8,
    topics: [{ label: "Hautbefund" }],
  },
];
