import { daysAgo } from "./random.ts";
import type { SeedUser } from "./users.ts";

// Smaller reference data: contacts of the demo accounts, a few INSEE commune codes (real
// codes of the official geographic code) and platform news.

export function contactRows(users: SeedUser[]) {
  const [martin, bernard, durand, peeters, schmidt] = users;
  const rows: { ownerId: number; professionalId?: number; groupId?: number }[] = [];
  if (martin && bernard?.professional) rows.push({ ownerId: martin.id, professionalId: bernard.professional.id }, { ownerId: martin.id, groupId: 1 }, { ownerId: martin.id, groupId: 4 });
  if (durand && martin?.professional) rows.push({ ownerId: durand.id, professionalId: martin.professional.id });
  if (bernard && martin?.professional) rows.push({ ownerId: bernard.id, professionalId: martin.professional.id });
  if (peeters) rows.push({ ownerId: peeters.id, groupId: 10 });
  if (schmidt) rows.push({ ownerId: schmidt.id, groupId: 12 });
  return rows;
}

export function inseeCodeRows() {
  return [
    { code: "37261", label: "Tours", departmentCode: "37" },
    { code: "69123", label: "Lyon", departmentCode: "69" },
    { code: "75056", label: "Paris", departmentCode: "75" },
    { code: "13055", label: "Marseille", departmentCode: "13" },
    { code: "31555", label: "Toulouse", departmentCode: "31" },
    { code: "59350", label: "Lille", departmentCode: "59" },
    { code: "33063", label: "Bordeaux", departmentCode: "33" },
    { code: "44109", label: "Nantes", departmentCode: "44" },
    { code: "67482", label: "Strasbourg", departmentCode: "67" },
    { code: "2A004", label: "Ajaccio", departmentCode: "2A" },
  ];
}

export function infoRows() {
  return [
    { id: 1, country: "FR" as const, title: "Nouveaux tarifs de télé-expertise", content: "Les actes TE1 et TE2 sont facturables selon les tarifs en vigueur.", publishedAt: daysAgo(20) },
    { id: 2, country: null, title: "Maintenance programmée", content: "Une courte interruption est prévue dimanche entre 6 h et 7 h.", publishedAt: daysAgo(3) },
  ];
}
