import type { TFunction } from 'i18next';

/**
 * Who holds an errand: the contractor's name; "Ej tilldelad" / "Unassigned" while nobody does; the
 * specification's unknown-contractor label only for a contractor the errand names but whose name
 * is not known (one removed since, or seen from outside the marketplace's reach).
 */
export function contractorLabel(
  t: TFunction,
  r: { contractorId: string | null; contractorName: string | null },
): string {
  if (r.contractorName) return r.contractorName;
  return r.contractorId ? t('errandsPages.unknownContractor') : t('errandsPages.unassigned');
}
