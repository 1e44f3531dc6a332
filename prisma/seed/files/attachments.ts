import type { AttachmentKind, CaseLanguage } from "../case-types.ts";
import { dateInText } from "../cases/conversation.ts";
import { Random } from "../random.ts";
import { onePagePdf } from "./pdf.ts";
import { encodePng, type Rgb } from "./png.ts";
import { syntheticHeartbeatWav } from "./wav.ts";

// The files attached to demo requests, generated in code. Names say plainly that they are demo
// material (a drawn image, a synthetic sound, a lab report with invented values), so nobody
// mistakes them for a real patient's data.

export type GeneratedFile = { name: string; contentType: string; bytes: Uint8Array };

type Context = { language: CaseLanguage; patientName: string; date: Date };

const NAMES: Record<AttachmentKind, Record<CaseLanguage, string>> = {
  "skin-photo": { fr: "demo-dermoscopie-image-dessinee.png", de: "demo-dermatoskopie-gezeichnetes-bild.png" },
  "wound-photo": { fr: "demo-plaie-image-dessinee.png", de: "demo-wunde-gezeichnetes-bild.png" },
  "ecg-trace": { fr: "demo-ecg-trace-synthetique.png", de: "demo-ekg-synthetische-kurve.png" },
  "lab-report": { fr: "demo-bilan-biologique-valeurs-fictives.pdf", de: "demo-laborbefund-fiktive-werte.pdf" },
  "heart-sound": { fr: "demo-auscultation-son-synthetique.wav", de: "demo-auskultation-synthetischer-ton.wav" },
};

const VARIANTS = 4;
const drawn = new Map<string, Uint8Array>();

/** Images and sounds come in a few variants, drawn once: drawing one per request would slow the seed. */
function variant(rng: Random, kind: AttachmentKind, draw: (variantRng: Random) => Uint8Array): Uint8Array {
  const key = `${kind}:${rng.int(0, VARIANTS - 1)}`;
  let bytes = drawn.get(key);
  if (!bytes) {
    bytes = draw(new Random().fork(key));
    drawn.set(key, bytes);
  }
  return bytes;
}

export function generateAttachment(rng: Random, kind: AttachmentKind, context: Context): GeneratedFile {
  const name = NAMES[kind][context.language];
  switch (kind) {
    case "skin-photo":
      return { name, contentType: "image/png", bytes: variant(rng, kind, skinLesion) };
    case "wound-photo":
      return { name, contentType: "image/png", bytes: variant(rng, kind, wound) };
    case "ecg-trace":
      return { name, contentType: "image/png", bytes: variant(rng, kind, ecgTrace) };
    case "lab-report":
      return { name, contentType: "application/pdf", bytes: labReport(rng, context) };
    case "heart-sound":
      return { name, contentType: "audio/wav", bytes: variant(rng, kind, (r) => syntheticHeartbeatWav({ beatsPerMinute: r.int(60, 80), seconds: 3, murmur: true })) };
  }
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

function lighten(c: Rgb, amount: number): Rgb {
  return [c[0] + amount, c[1] + amount, c[2] + amount];
}

/** An irregular brown spot in a round dermoscopy field. */
function skinLesion(rng: Random): Uint8Array {
  const size = 160;
  const skin: Rgb = [228, 184, 150];
  const light: Rgb = [150, 95, 60];
  const dark: Rgb = [70, 40, 25];
  const lobes = [rng.next() * 6, rng.next() * 6, rng.next() * 6];
  const grain = Array.from({ length: 64 }, () => rng.next());
  return encodePng(size, size, (x, y) => {
    const dx = x - size / 2;
    const dy = y - size / 2;
    const r = Math.hypot(dx, dy);
    if (r > size / 2 - 2) return [20, 20, 20];
    const angle = Math.atan2(dy, dx);
    const edge = 34 + 7 * Math.sin(2 * angle + (lobes[0] ?? 0)) + 4 * Math.sin(3 * angle + (lobes[1] ?? 0)) + 3 * Math.sin(5 * angle + (lobes[2] ?? 0));
    const noise = ((grain[(x * 7 + y * 13) % grain.length] ?? 0.5) - 0.5) * 14;
    if (r > edge) return lighten(skin, noise);
    const inner = r / edge;
    const base = dx > 6 ? mix(dark, light, inner) : mix(light, dark, inner * 0.4);
    return lighten(base, noise);
  });
}

/** A red and yellow oval ulcer on pale skin. */
function wound(rng: Random): Uint8Array {
  const [w, h] = [180, 120];
  const skin: Rgb = [232, 196, 170];
  const granulation: Rgb = [190, 45, 50];
  const slough: Rgb = [225, 200, 120];
  const rx = rng.int(45, 60);
  const ry = rng.int(25, 35);
  return encodePng(w, h, (x, y) => {
    const d = ((x - w / 2) / rx) ** 2 + ((y - h / 2) / ry) ** 2;
    if (d > 1.15) return skin;
    if (d > 1) return [200, 130, 120];
    return (x + y) % 9 < 3 && d < 0.5 ? slough : mix(granulation, [160, 30, 40], d);
  });
}

/** A few beats of a synthetic ECG lead on millimetre paper. */
function ecgTrace(rng: Random): Uint8Array {
  const [w, h] = [360, 120];
  const beat = rng.int(70, 95);
  const baseline = 75;
  const wave = (x: number) => {
    const t = x % beat;
    const bump = (centre: number, width: number, height: number) => height * Math.exp(-(((t - centre) / width) ** 2));
    return bump(14, 4, 6) - bump(28, 1.2, 6) + bump(31, 1.5, 48) - bump(34, 1.2, 12) + bump(55, 7, 12);
  };
  const ys = Array.from({ length: w }, (_, x) => baseline - wave(x));
  return encodePng(w, h, (x, y) => {
    const prev = ys[Math.max(0, x - 1)] ?? baseline;
    const here = ys[x] ?? baseline;
    if (y >= Math.min(prev, here) - 1 && y <= Math.max(prev, here) + 1) return [20, 20, 20];
    if (x % 25 === 0 || y % 25 === 0) return [240, 160, 160];
    if (x % 5 === 0 || y % 5 === 0) return [250, 215, 215];
    return [255, 245, 245];
  });
}

function labReport(rng: Random, { language, patientName, date }: Context): Uint8Array {
  const decimal = (value: number, digits: number) => value.toFixed(digits).replace(".", ",");
  const values =
    language === "de"
      ? [
          ["Kreatinin", `${decimal(0.7 + rng.next() * 0.4, 2)} mg/dl`, "0,50 – 1,10"],
          ["Kalium", `${decimal(3.8 + rng.next() * 0.8, 1)} mmol/l`, "3,5 – 5,1"],
          ["Natrium", `${rng.int(136, 144)} mmol/l`, "135 – 145"],
          ["TSH", `${decimal(0.8 + rng.next() * 2, 2)} mU/l`, "0,27 – 4,20"],
          ["CRP", `${decimal(rng.next() * 4, 1)} mg/l`, "< 5"],
        ]
      : [
          ["Créatinine", `${rng.int(60, 95)} µmol/L`, "45 – 90"],
          ["Kaliémie", `${decimal(3.8 + rng.next() * 0.8, 1)} mmol/L`, "3,5 – 5,1"],
          ["Natrémie", `${rng.int(136, 144)} mmol/L`, "135 – 145"],
          ["TSH", `${decimal(0.8 + rng.next() * 2, 2)} mUI/L`, "0,27 – 4,20"],
          ["CRP", `${decimal(rng.next() * 4, 1)} mg/L`, "< 5"],
        ];
  const de = language === "de";
  return onePagePdf([
    { text: de ? "Laborbefund" : "Compte rendu de biologie", size: 18, bold: true },
    { text: de ? "DEMONSTRATIONSDOKUMENT — fiktive Werte, erzeugt für die Demo von Consilium" : "DOCUMENT DE DÉMONSTRATION — valeurs fictives générées pour la démo de Consilium", size: 9 },
    { text: de ? `Patient/in: ${patientName}` : `Patient(e) : ${patientName}` },
    { text: `${de ? "Entnahme am" : "Prélèvement du"} ${dateInText(date, language)}` },
    { text: de ? "Untersuchung — Ergebnis — Referenzbereich" : "Analyse — Résultat — Valeurs de référence", bold: true },
    ...values.map(([label, value, range]) => ({ text: `${label} — ${value} — ${range}` })),
  ]);
}
