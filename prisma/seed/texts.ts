import type { NameLanguage } from "./names.ts";

// Plausible clinical wording for requests and messages, in the sender's language. None of it
// describes a real patient.

export const QUESTIONS: Record<NameLanguage, readonly string[]> = {
  fr: [
    "Patient(e) présentant une dyspnée d'effort depuis trois semaines, ECG ci-joint. Faut-il adapter le traitement avant la consultation ?",
    "Découverte d'un souffle systolique lors d'un bilan de routine. Une échographie cardiaque vous semble-t-elle nécessaire ?",
    "Hypertension mal contrôlée malgré une bithérapie. Quelle troisième molécule proposeriez-vous ?",
    "Lésion pigmentée du dos apparue il y a six mois, photos jointes. Qu'en pensez-vous ?",
    "Chutes répétées à domicile, traitement comportant quatre psychotropes. Pouvez-vous nous aider à alléger l'ordonnance ?",
    "Ulcère de jambe qui ne cicatrise pas depuis deux mois malgré les pansements. Quelle conduite à tenir ?",
    "Troubles de la mémoire d'apparition progressive, MMS à 22. Un bilan en consultation mémoire est-il justifié ?",
    "Glycémie à jeun à 1,32 g/L à deux reprises, HbA1c à 6,8 %. Faut-il débuter la metformine ?",
    "Douleurs articulaires inflammatoires des mains, CRP à 18. Un avis rhumatologique rapide est-il possible ?",
    "Palpitations nocturnes, Holter de 24 heures ci-joint. Y a-t-il lieu d'anticoaguler ?",
    "Rétinographie de dépistage réalisée ce jour chez un patient diabétique. Merci pour la lecture.",
    "Anxiété avec troubles du sommeil depuis un deuil récent. Quelle prise en charge proposer en attendant un suivi ?",
  ],
  nl: [
    "Patiënt met kortademigheid bij inspanning sinds drie weken, ECG in bijlage. Moet de behandeling worden aangepast?",
    "Systolisch geruis ontdekt bij een routineonderzoek. Is een echocardiografie nodig?",
    "Gepigmenteerde huidletsel op de rug, foto's in bijlage. Wat is uw advies?",
    "Herhaalde valpartijen thuis bij een oudere patiënt met veel medicatie. Kunt u helpen de medicatie af te bouwen?",
    "Slecht gecontroleerde hypertensie ondanks twee middelen. Welk derde middel raadt u aan?",
    "Beenulcus dat na twee maanden niet geneest. Wat is het beleid?",
  ],
  de: [
    "Patientin mit Belastungsdyspnoe seit drei Wochen, EKG anbei. Sollte die Therapie vor dem Termin angepasst werden?",
    "Systolisches Herzgeräusch bei einer Routineuntersuchung. Ist eine Echokardiographie erforderlich?",
    "Unzureichend eingestellte Hypertonie trotz Zweifachtherapie. Welches dritte Medikament empfehlen Sie?",
    "Pigmentierte Hautveränderung am Rücken seit sechs Monaten, Fotos anbei. Wie ist Ihre Einschätzung?",
    "Wiederholte Stürze zu Hause unter vier Psychopharmaka. Können Sie bei der Reduktion helfen?",
    "Nächtliches Herzrasen, Langzeit-EKG anbei. Besteht eine Indikation zur Antikoagulation?",
  ],
};

export const REPLIES: Record<NameLanguage, readonly string[]> = {
  fr: [
    "Merci pour votre demande. Pouvez-vous me transmettre le dernier bilan biologique (créatinine, kaliémie) ?",
    "Au vu des éléments transmis, pas d'urgence. Je vous propose une consultation dans les quatre semaines.",
    "Je vous conseille d'introduire un inhibiteur calcique à faible dose et de contrôler la tension dans quinze jours.",
    "L'aspect est rassurant. Surveillance photographique dans trois mois ; revoir plus tôt si modification.",
    "Je propose d'arrêter progressivement la benzodiazépine sur quatre semaines et de réévaluer les chutes.",
    "Bilan reçu, merci. Pas d'indication à un traitement supplémentaire pour le moment.",
    "Avis rendu : je vous adresse le compte rendu détaillé dans le dossier.",
  ],
  nl: [
    "Bedankt voor uw aanvraag. Kunt u de laatste bloedresultaten doorsturen?",
    "Geen dringende situatie. Ik stel een consultatie binnen vier weken voor.",
    "Het aspect is geruststellend. Fotografische opvolging over drie maanden.",
    "Advies gegeven: het volledige verslag staat in het dossier.",
  ],
  de: [
    "Vielen Dank für Ihre Anfrage. Können Sie mir die letzten Laborwerte (Kreatinin, Kalium) schicken?",
    "Nach den übermittelten Befunden besteht keine Dringlichkeit. Ich schlage einen Termin in vier Wochen vor.",
    "Ich empfehle einen Calciumantagonisten in niedriger Dosis und eine Blutdruckkontrolle in zwei Wochen.",
    "Der Befund ist unauffällig. Fotokontrolle in drei Monaten.",
    "Konsil abgeschlossen: der ausführliche Bericht liegt in der Akte.",
  ],
};

export const FOLLOW_UPS: Record<NameLanguage, readonly string[]> = {
  fr: ["Voici le bilan demandé, merci.", "Merci beaucoup pour votre réponse rapide.", "Le patient a bien été informé, je vous tiens au courant."],
  nl: ["Hierbij de gevraagde resultaten.", "Hartelijk dank voor uw snelle antwoord."],
  de: ["Anbei die angeforderten Befunde.", "Vielen Dank für die schnelle Rückmeldung."],
};
