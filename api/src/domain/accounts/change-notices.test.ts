import { describe, expect, it } from "vitest";
import { errorMessage } from "../i18n/error-messages.ts";
import { changeNoticeEmail, changeNoticeSms } from "./change-notices.ts";

describe("the notice sent to the old address after a change", () => {
  it("names the new address, masked, and tells what to do if it was not the owner", () => {
    const notice = changeNoticeEmail("email", "d•••@example.org", "fr");
    expect(notice.subject).toBe("Votre adresse e-mail Consilium a été modifiée");
    expect(notice.text).toContain("est désormais d•••@example.org");
    expect(notice.text).toContain("contactez le support");
  });

  it("keeps the Belgian wording: a GSM in fr-BE and nl-BE, a mobile phone in France", () => {
    expect(changeNoticeEmail("phone", "••••5678", "fr").text).toContain("Le numéro de téléphone mobile");
    expect(changeNoticeEmail("phone", "••••5678", "fr-BE").text).toContain("Le numéro de GSM");
    expect(changeNoticeEmail("phone", "••••5678", "fr-BE").subject).toBe("Votre numéro de GSM Consilium a été modifié");
    expect(changeNoticeSms("nl-BE")).toContain("gsm-nummer");
    expect(errorMessage("invalid_phone", "fr")).toBe("Numéro de téléphone mobile non valide.");
    expect(errorMessage("invalid_phone", "fr-BE")).toBe("Numéro de GSM non valide.");
  });

  it("speaks each of the five languages", () => {
    expect(changeNoticeEmail("email", "x", "de").subject).toBe("Ihre Consilium-E-Mail-Adresse wurde geändert");
    expect(changeNoticeEmail("email", "x", "en").subject).toBe("Your Consilium email address was changed");
    expect(changeNoticeEmail("email", "x", "nl-BE").subject).toBe("Uw Consilium-e-mailadres werd gewijzigd");
  });
});
