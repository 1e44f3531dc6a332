import type { ActCode, Eligibility } from "../../api/src/db/generated/prisma/enums.ts";
import { priceExpertAct } from "../../api/src/domain/billing/consult-act.ts";
import { billableSides, feedStateOf } from "../../api/src/domain/requests/participant-state.ts";
import { toSearchText } from "../../api/src/domain/rules/search-text.ts";
import { KRANKENKASSEN, makeKvnr, makeNir, numericDepartment } from "./identifiers.ts";
import { addMinutes, DURATION } from "./random.ts";
import { seedUserOfAct, type RequestRows } from "./request-builder.ts";
import { specialtyByCode } from "./specialties.ts";
import type { SeedUser } from "./users.ts";

// Issue 21 item 8: completed consults that show each period of the act table (RULES.md §8, §9;
// spec 2 §5 "Billing date thresholds"): France before 1 April 2022 (TE1 and TE2 for restricted
// patients, the requester's 5 € / 10 €), after it (TE2 20 € + RQD 10 €), after 1 January 2026
// (TE2 23 €); a nurse before and after her 23 March 2023 threshold and a midwife after her
// 1 September 2022 one as requesters; German Telekonsile with 01671 and 01672 (in German); a
// non-eligible request. Each is a question with its answer, dated, so the act is the table's on
// that day. The requesters and experts are ordinary demo professionals (not the README's demo
// accounts, whose feeds the journeys count).

type BillingCase = {
  key: string;
  country: "FR" | "DE";
  /** Specialty codes of who asks and who answers. */
  askedBy: string;
  answeredBy: string;
  /** Which matching professional (0: the first), so two cases do not always share one. */
  pick?: number;
  completedAt: string;
  eligibility: Eligibility | null;
  actCode: ActCode;
  supplements?: number;
  patient: { sex: "F" | "M"; age: number; firstName: string; lastName: string };
  description: string;
  conclusion: string;
  thanks: string;
};

export const BILLING_CASES: readonly BillingCase[] = [
  {
    key: "fr-2021-ald-te2",
    country: "FR",
    askedBy: "SM54",
    answeredBy: "SM15",
    completedAt: "2021-11-16T10:20:00Z",
    eligibility: "ALD",
    actCode: "TE2",
    patient: { sex: "F", age: 72, firstName: "Monique", lastName: "Lefèvre" },
    description:
      "Patiente de 72 ans en ALD pour insuffisance cardiaque, sous apixaban. Lésion pigmentée du dos apparue il y a 6 mois, 8 mm, asymétrique, bords irréguliers, deux teintes de brun. Faut-il une exérèse et dans quel délai ?",
    conclusion:
      "La description et la photo évoquent un mélanome superficiel extensif : exérèse complète avec marges de 2 mm pour analyse histologique, dans les 3 semaines. Je peux la recevoir le 7 décembre à 10 h. Le geste se fait sous anesthésie locale sans arrêter l'apixaban ; compression prolongée après la suture.",
    thanks: "Merci pour ce retour rapide, je préviens la patiente pour le 7 décembre.",
  },
  {
    key: "fr-2022-ehpad-te1",
    country: "FR",
    askedBy: "SM54",
    answeredBy: "SM18",
    completedAt: "2022-02-08T15:05:00Z",
    eligibility: "EHPAD",
    actCode: "TE1",
    patient: { sex: "F", age: 88, firstName: "Germaine", lastName: "Roux" },
    description:
      "Résidente d'EHPAD de 88 ans, maladie d'Alzheimer (MMS 16/30), donépézil 10 mg depuis deux ans. Nausées et perte de 3 kg en deux mois, bilan biologique normal. Peut-on arrêter le donépézil ?",
    conclusion:
      "Nausées et amaigrissement sont des effets indésirables connus du donépézil, et son bénéfice à ce stade est faible : vous pouvez l'arrêter sans décroissance. Pesée hebdomadaire, enrichissement des repas, et réévaluation du comportement dans un mois ; recontactez-moi en cas d'agitation.",
    thanks: "Merci, j'arrête le donépézil et je transmets à l'équipe de l'EHPAD.",
  },
  {
    key: "fr-2022-te2-rqd",
    country: "FR",
    askedBy: "SM54",
    answeredBy: "SM04",
    completedAt: "2022-06-14T09:40:00Z",
    eligibility: "ELIGIBLE",
    actCode: "TE2",
    patient: { sex: "M", age: 58, firstName: "Patrick", lastName: "Morel" },
    description:
      "Homme de 58 ans, asymptomatique, examen clinique normal. Un ECG fait avant une reprise du sport montre un bloc de branche droit complet isolé. Faut-il des explorations avant qu'il reprenne la course à pied ?",
    conclusion:
      "Un bloc de branche droit complet isolé chez un patient asymptomatique ne contre-indique pas le sport. Je propose une échocardiographie transthoracique pour éliminer une surcharge des cavités droites, que je peux faire à ma consultation ; pas de restriction d'activité en attendant. Consultation rapide en cas de malaise ou de syncope.",
    thanks: "Merci, je lui donne vos coordonnées pour l'échographie.",
  },
  {
    key: "fr-2026-te2-23",
    country: "FR",
    askedBy: "SM54",
    answeredBy: "SM16",
    completedAt: "2026-02-10T16:15:00Z",
    eligibility: "ELIGIBLE",
    actCode: "TE2",
    patient: { sex: "F", age: 34, firstName: "Camille", lastName: "Fontaine" },
    description:
      "Femme de 34 ans, palpitations et perte de 4 kg en deux mois. TSH 0,05 mUI/L, T4 libre 28 pmol/L. Pas de goitre palpable, pas de signe oculaire. Quel bilan et quel traitement en attendant votre consultation ?",
    conclusion:
      "Hyperthyroïdie franche : dosez les anticorps anti-récepteurs de la TSH et faites une échographie thyroïdienne avec doppler, avec une NFS et un bilan hépatique. En attendant, propranolol 40 mg deux fois par jour en l'absence d'asthme. Pas d'antithyroïdien de synthèse avant ces résultats ; je la vois dans trois semaines.",
    thanks: "Merci pour ces consignes claires, bilan prescrit ce jour.",
  },
  {
    key: "fr-2023-nurse-before-threshold",
    country: "FR",
    askedBy: "G15_60",
    answeredBy: "SM15",
    pick: 1,
    completedAt: "2023-01-17T11:30:00Z",
    eligibility: "ELIGIBLE",
    actCode: "TE2",
    patient: { sex: "F", age: 79, firstName: "Odette", lastName: "Girard" },
    description:
      "Patiente de 79 ans suivie à domicile pour un ulcère veineux de jambe. Depuis un nouveau pansement il y a dix jours, plaques rouges suintantes et très prurigineuses autour de l'ulcère. Que faire pour la peau péri-ulcéreuse ?",
    conclusion:
      "Il s'agit très probablement d'un eczéma de contact au pansement : arrêtez-le et passez à une interface sans adhésif. Bétaméthasone crème une fois par jour sur la peau péri-ulcéreuse seulement, pas sur la plaie, pendant 7 jours ; compression maintenue. Des patch-tests seront utiles à distance.",
    thanks: "Merci, je change le pansement dès ce soir et j'informe son médecin traitant.",
  },
  {
    key: "fr-2023-nurse-rqd",
    country: "FR",
    askedBy: "G15_60",
    answeredBy: "SM15",
    completedAt: "2023-06-20T14:10:00Z",
    eligibility: "ELIGIBLE",
    actCode: "TE2",
    patient: { sex: "M", age: 81, firstName: "Marcel", lastName: "Bonnet" },
    description:
      "Patient de 81 ans, ulcère veineux de la jambe gauche de 4 × 3 cm depuis quatre mois, fond fibrineux, bords qui ne progressent pas malgré la compression et les hydrocolloïdes. Quel pansement, et faut-il une biopsie ?",
    conclusion:
      "Un ulcère qui ne progresse plus depuis plus de trois mois justifie une biopsie des bords pour éliminer un carcinome : je demande à son médecin de me l'adresser. D'ici là, détersion mécanique de la fibrine, pansement hydrofibre à l'argent pendant deux semaines puis interface, compression poursuivie si l'IPS reste supérieur à 0,8.",
    thanks: "Merci pour votre avis, je transmets au médecin traitant pour la biopsie.",
  },
  {
    key: "fr-2022-midwife-rqd",
    country: "FR",
    askedBy: "G15_50",
    answeredBy: "SM16",
    pick: 1,
    completedAt: "2022-11-03T10:00:00Z",
    eligibility: "ELIGIBLE",
    actCode: "TE2",
    patient: { sex: "F", age: 31, firstName: "Julie", lastName: "Mercier" },
    description:
      "Patiente de 31 ans, première grossesse, 26 SA, IMC 29. HGPO 75 g : 0,98 / 1,85 / 1,62 g/L. Quelle prise en charge du diabète gestationnel proposez-vous ?",
    conclusion:
      "Diabète gestationnel (trois valeurs au-dessus des seuils). Consultation diététique cette semaine et autosurveillance glycémique quatre fois par jour ; objectifs : à jeun sous 0,95 g/L, deux heures après les repas sous 1,20 g/L. Si plus de 20 % des valeurs dépassent ces objectifs après 7 à 10 jours, adressez-la-moi pour l'insuline. Échographie de croissance à 32 SA.",
    thanks: "Merci, je mets en place l'autosurveillance et je vous tiens informé des résultats.",
  },
  {
    key: "fr-2026-noneligible",
    country: "FR",
    askedBy: "SM54",
    answeredBy: "SM15",
    pick: 2,
    completedAt: "2026-03-12T17:20:00Z",
    eligibility: "NONELIGIBLE",
    actCode: "TE2",
    patient: { sex: "M", age: 45, firstName: "Daniel", lastName: "Tremblay" },
    description:
      "Touriste canadien de 45 ans, non assuré en France. Éruption vésiculeuse en bande du flanc droit depuis 48 heures avec douleurs à type de brûlure. Confirmez-vous un zona, et quel traitement ?",
    conclusion:
      "Zona thoracique typique de moins de 72 heures : valaciclovir 1 g trois fois par jour pendant 7 jours, paracétamol, pas de topique sur les vésicules. Consultation si l'éruption atteint le visage ou si les douleurs persistent après la cicatrisation.",
    thanks: "Merci, je lui prescris le valaciclovir aujourd'hui.",
  },
  {
    key: "de-2025-01671-01672",
    country: "DE",
    askedBy: "SM54",
    answeredBy: "SM15",
    completedAt: "2025-03-18T13:45:00Z",
    eligibility: null,
    actCode: "EBM_01671",
    supplements: 1,
    patient: { sex: "F", age: 54, firstName: "Sabine", lastName: "Krüger" },
    description:
      "Patientin, 54 Jahre, seit acht Wochen schuppende, juckende, münzgroße Herde an beiden Unterschenkeln, keine Besserung unter Clotrimazol-Creme. Bitte um Beurteilung und Therapieempfehlung.",
    conclusion:
      "Befund und Verlauf sprechen für ein nummuläres Ekzem, eine Tinea ist bei fehlendem Ansprechen auf Clotrimazol unwahrscheinlich. Empfehlung: Mometasonfuroat-Creme einmal täglich für zwei Wochen, danach ausschleichen, rückfettende Basispflege zweimal täglich. Bei fehlender Besserung nach vier Wochen Vorstellung in unserer Sprechstunde mit Pilzkultur.",
    thanks: "Vielen Dank für den ausführlichen Konsiliarbericht, ich bespreche die Therapie mit der Patientin.",
  },
  {
    key: "de-2026-01671-2x01672",
    country: "DE",
    askedBy: "SM54",
    answeredBy: "SM32",
    pick: 1,
    completedAt: "2026-05-06T08:50:00Z",
    eligibility: null,
    actCode: "EBM_01671",
    supplements: 2,
    patient: { sex: "F", age: 68, firstName: "Renate", lastName: "Schulz" },
    description:
      "Patientin, 68 Jahre, seit sechs Monaten Ruhezittern der rechten Hand, verlangsamtes Gehen und eine kleiner werdende Handschrift. Keine Neuroleptika, keine Metoclopramid-Einnahme. Bitte um Einschätzung, ob ein idiopathisches Parkinson-Syndrom vorliegt, und um Empfehlung zum weiteren Vorgehen.",
    conclusion:
      "Einseitiger Ruhetremor, Bradykinese und Mikrographie sprechen für ein beginnendes idiopathisches Parkinson-Syndrom. Eine MRT des Schädels zum Ausschluss anderer Ursachen kann vorab erfolgen; zur Sicherung der Diagnose bitte Vorstellung in unserer Sprechstunde innerhalb von sechs Wochen. Bei geringer Beeinträchtigung ist eine medikamentöse Therapie noch nicht zwingend, regelmäßige Bewegung und Physiotherapie sind schon jetzt sinnvoll.",
    thanks: "Vielen Dank, ich veranlasse die MRT und vereinbare einen Termin in Ihrer Sprechstunde.",
  },
  {
    key: "de-2021-01671",
    country: "DE",
    askedBy: "SM54",
    answeredBy: "SM41",
    completedAt: "2021-10-12T10:30:00Z",
    eligibility: null,
    actCode: "EBM_01671",
    patient: { sex: "M", age: 63, firstName: "Jürgen", lastName: "Becker" },
    description:
      "Patient, 63 Jahre, Raucher mit 40 Packungsjahren, seit einem Jahr Belastungsdyspnoe. Spirometrie: FEV1/FVC 0,62, FEV1 58 % vom Soll, nach Salbutamol keine relevante Änderung. Bitte um Einordnung und Therapieempfehlung.",
    conclusion:
      "Die Spirometrie zeigt eine nicht reversible Obstruktion, passend zu einer COPD im GOLD-Stadium 2. Empfehlung: Rauchstopp mit Unterstützung, ein langwirksamer Bronchodilatator (Tiotropium 18 µg einmal täglich) und Impfungen gegen Influenza und Pneumokokken. Bitte zusätzlich Alpha-1-Antitrypsin bestimmen; Lungenfunktionskontrolle in sechs Monaten.",
    thanks: "Vielen Dank für die Einordnung, ich bespreche den Rauchstopp mit dem Patienten.",
  },
];

/** The case's professionals: validated accounts of that country and specialty, beyond the README's demo accounts. */
function professionalsOf(users: readonly SeedUser[], country: string, specialtyCode: string): SeedUser[] {
  return users.filter((user) => user.id > 6 && user.validated && user.country === country && user.professional?.specialtyCode === specialtyCode);
}

function pickUser(users: readonly SeedUser[], country: string, specialtyCode: string, index: number): SeedUser {
  const candidates = professionalsOf(users, country, specialtyCode);
  const user = candidates[index % Math.max(candidates.length, 1)];
  if (!user) throw new Error(`billing demo: no ${country} ${specialtyCode} account`);
  return user;
}

/** Appends the billing demo's patients, requests, consults, participants, messages and read marks to the seed's rows. */
export function addBillingDemo(rows: RequestRows, users: readonly SeedUser[]): void {
  for (const [index, billingCase] of BILLING_CASES.entries()) addBillingCase(rows, users, billingCase, index);
}

function addBillingCase(rows: RequestRows, users: readonly SeedUser[], billingCase: BillingCase, index: number): void {
  // Requesters from the fourth account on: the first ones take part in other journeys (settings-credentials changes one).
  const author = pickUser(users, billingCase.country, billingCase.askedBy, (billingCase.pick ?? 0) + 3);
  const expert = pickUser(users, billingCase.country, billingCase.answeredBy, billingCase.pick ?? 0);
  const authorProfessional = author.professional;
  const expertProfessional = expert.professional;
  if (!authorProfessional || !expertProfessional) throw new Error("billing demo: professionals only");

  const completedAt = new Date(billingCase.completedAt);
  const publishedAt = addMinutes(completedAt, -(26 * 60 + index * 7));
  const createdAt = addMinutes(publishedAt, -12);
  const thanksAt = addMinutes(completedAt, 95);

  // The act the table gives the expert on that day (throws if the case asks for one it does not give).
  const act = priceExpertAct({ country: expertProfessional.country, professionCode: specialtyByCode(expertProfessional.specialtyCode).professionCode }, completedAt, {
    actCode: billingCase.actCode,
    supplements: billingCase.supplements ?? 0,
  });

  const patientId = rows.patients.length + 1;
  const { sex, age, firstName, lastName } = billingCase.patient;
  // Born some months more than `age` years before the consult: the age the description states.
  const birthDate = new Date(completedAt.getTime() - (age * 365.25 + 100 + index * 13) * DURATION.day);
  birthDate.setUTCHours(0, 0, 0, 0);
  const department = numericDepartment(authorProfessional.town.postalCode);
  const french = billingCase.country === "FR";
  rows.patients.push({
    id: patientId, createdById: author.id, firstName, lastName, birthName: lastName, birthDate, gender: sex, country: billingCase.country,
    nir: french ? makeNir({ sex: sex === "M" ? 1 : 2, birthDate, department, commune: String(100 + index * 11).padStart(3, "0"), serial: 200 + index }) : null,
    regime: french ? "01" : null,
    caisse: french ? `${department}1` : null,
    ...(billingCase.country === "DE" ? { kvnr: makeKvnr(lastName, 31_500_000 + index * 1_234), krankenkasse: KRANKENKASSEN[index % KRANKENKASSEN.length] } : {}),
  });

  const requestId = rows.requests.length + 1;
  const recipientName = `${expertProfessional.firstName} ${expertProfessional.lastName}`;
  rows.requests.push({
    id: requestId, status: "PUBLISHED", authorId: author.id, authorPhone: authorProfessional.mobile, patientId,
    description: billingCase.description,
    senderType: "PROFESSIONAL", recipientType: "PROFESSIONAL", recipientProfessionalId: expertProfessional.id,
    billingNumber: authorProfessional.billingNumber,
    eligibility: billingCase.eligibility,
    lastEditedById: author.id, lastEditedAt: publishedAt,
    publishedAt, createdAt, updatedAt: thanksAt, lastActivityDate: thanksAt, version: 1,
    patientConsentAt: createdAt, patientConsentById: author.id,
    searchText: toSearchText([firstName, lastName, lastName, billingCase.description, recipientName, billingCase.conclusion, billingCase.thanks].join(" ")),
  });
  rows.caseOf.set(requestId, `billing:${billingCase.key}`);

  const consult = { status: "COMPLETED" as const, actCode: act.actCode, completedAt };
  rows.consults.push({
    id: rows.consults.length + 1, requestId, status: "COMPLETED", actCode: act.actCode, actSupplements: act.supplements, actAmountCents: act.amountCents,
    billingNumber: act.needsBillingNumber ? expertProfessional.billingNumber : null,
    billingProfessionalId: expertProfessional.id,
    completedAt, completedById: expert.id,
    createdAt: publishedAt, updatedAt: thanksAt,
  });

  const billable = billableSides({ eligibility: billingCase.eligibility, author: seedUserOfAct(author), consult: { ...consult, completedBy: seedUserOfAct(expert) } });
  const requestState = feedStateOf({ status: "PUBLISHED", eligibility: billingCase.eligibility, consult });
  for (const [user, side] of [[author, "SENDER"], [expert, "RECIPIENT"]] as const) {
    rows.participants.push({
      requestId, userId: user.id, professionalId: user.professional?.id ?? null, side, lastActivityDate: thanksAt, requestState,
      billable: side === "SENDER" ? billable.sender : billable.recipient, unread: false, createdAt: side === "SENDER" ? createdAt : publishedAt,
    });
  }

  for (const [authorId, content, at, readerId] of [[expert.id, billingCase.conclusion, completedAt, author.id], [author.id, billingCase.thanks, thanksAt, expert.id]] as const) {
    const messageId = rows.messages.length + 1;
    rows.messages.push({ id: messageId, requestId, authorId, content, status: "PUBLISHED", publishedAt: at, createdAt: at, updatedAt: at });
    rows.readStatuses.push({ messageId, userId: readerId, readAt: addMinutes(at, 30) });
  }
}
