export type SpecialtyOption = { readonly code: string; readonly label: string; readonly professionCode: number; readonly professionLabel: string };

/** Specialties under their profession, in the server's order (doctors, dentists, nurses first). */
export function byProfession(specialties: readonly SpecialtyOption[]): { professionCode: number; professionLabel: string; specialties: SpecialtyOption[] }[] {
  const groups = new Map<number, { professionCode: number; professionLabel: string; specialties: SpecialtyOption[] }>();
  for (const specialty of specialties) {
    const group = groups.get(specialty.professionCode) ?? { professionCode: specialty.professionCode, professionLabel: specialty.professionLabel, specialties: [] };
    group.specialties.push(specialty);
    groups.set(specialty.professionCode, group);
  }
  return [...groups.values()];
}
