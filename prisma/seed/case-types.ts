import type { FORMS } from "./group-catalog.ts";

// A clinical case of the demo data: one question, the specialty that answers it, the patient it
// fits and the conversation that answers that very question. Every demo request is drawn from a
// case, so a clinician reading any request finds an answer to what was asked.

export type CaseLanguage = "fr" | "de";

export type FormKind = keyof typeof FORMS;

/** What the seed draws for a case; honest names, the bytes are generated (attachments.ts). */
export type AttachmentKind = "skin-photo" | "wound-photo" | "ecg-trace" | "lab-report" | "heart-sound";

export type ClinicalCase = {
  id: string;
  language: CaseLanguage;
  /** Specialty code of who answers (specialties.ts). */
  specialty: string;
  /** Labels of the specific topics it fits (topics marked `specific` take only their cases). */
  topics?: readonly string[];
  /** Specialty codes of who may ask; default: doctors of another specialty. */
  askedBy?: readonly string[];
  patient: { sex?: "F" | "M"; minAge: number; maxAge: number };
  /**
   * The question as a free-text description. Placeholders: {age} (the patient's age in years,
   * at the time of writing).
   */
  description: string;
  /** The same question as the value of a topic's form, when a topic with that form fits. */
  forms?: Partial<Record<FormKind, Record<string, string | number | boolean>>>;
  attachment?: AttachmentKind;
  /** The expert asks for one more element... */
  expertQuestion: string;
  /** ...and the requester gives it (optionally with a file). */
  senderAnswer: string;
  senderAnswerAttachment?: AttachmentKind;
  /** The expert's answer to the question. Placeholder: {date} (a follow-up date after completion). */
  conclusion: string;
  /** Act code of a completed consult in France (elsewhere: none). */
  /** The act the case calls for; the seed keeps it only when the act table gives it to the expert that day. */
  actCode: "TE1" | "TE2" | "EBM_01671" | "NONE";
};
