import { describe, expect, it } from "vitest";
import { cleanText, foldLineBreaks, hasRefusedCharacter, stripControlCharacters } from "./control-characters.ts";

describe("the text rule", () => {
  it("refuses NUL and lone surrogates wherever they are", () => {
    for (const text of ["\u0000", "a\u0000b", "x\ud800", "\ud800x", "\udfffy", "a\udc00\ud800b"]) expect(cleanText(text), JSON.stringify(text)).toBeNull();
  });

  it("keeps surrogate pairs, accents, line breaks and tabs", () => {
    for (const text of ["🏥 Hôpital", "Zoë\r\nligne 2\tcolonne", "\u2028", "Ωmega"]) {
      expect(hasRefusedCharacter(text)).toBe(false);
      expect(cleanText(text)).toBe(text);
    }
  });

  it("drops the other C0 controls, DEL and C1", () => {
    expect(stripControlCharacters("a\u0001\u0008b\u000bc\u000cd\u000ee\u001bf\u001fg\u007fh\u0080i\u0085j\u009fk")).toBe("abcdefghijk");
    expect(cleanText("Jean\u000bPaul")).toBe("JeanPaul");
    expect(cleanText("\u00a0é")).toBe("\u00a0é");
  });
});

describe("one-line fields", () => {
  it("fold tabs and line breaks into one space", () => {
    expect(foldLineBreaks("DUPONT\r\nMartin")).toBe("DUPONT Martin");
    expect(foldLineBreaks("Cardiologie\t\tinterventionnelle")).toBe("Cardiologie interventionnelle");
    expect(foldLineBreaks("a\u2028b\u2029c")).toBe("a b c");
    expect(foldLineBreaks("Müller-Lüdenscheidt")).toBe("Müller-Lüdenscheidt");
  });
});
