// Spec 2 §5 "Archiving": if the act is not yet integrated and an IEP or IPP must be collected but
// is missing, the inputs are flagged red and nothing is sent; IEP and IPP are trimmed.

export type ArchiveProblems = { iep: boolean; ipp: boolean };

type Item = { collectIep: boolean; collectIpp: boolean; integratedAct: boolean; integratedReport: boolean };
type Flags = { integratedAct?: boolean; integratedReport?: boolean };

/** Which required numbers are missing for this update (none when it marks nothing as integrated). */
export function archiveProblems(item: Item, values: { iep: string; ipp: string }, flags: Flags): ArchiveProblems {
  const integrating = (flags.integratedAct === true && !item.integratedAct) || (flags.integratedReport === true && !item.integratedReport);
  if (!integrating) return { iep: false, ipp: false };
  return { iep: item.collectIep && values.iep.trim() === "", ipp: item.collectIpp && values.ipp.trim() === "" };
}
