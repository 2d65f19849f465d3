import { describe, expect, it } from 'vitest';
import { contractorLabel } from './contractor-label';

const sv: Record<string, string> = {
  'errandsPages.unknownContractor': 'Okänd frilansare',
  'errandsPages.unassigned': 'Ej tilldelad',
};
const t = ((key: string) => sv[key] ?? key) as Parameters<typeof contractorLabel>[0];

describe('who holds an errand', () => {
  it('reads “Ej tilldelad” while nobody does, the name when known, the unknown label otherwise', () => {
    expect(contractorLabel(t, { contractorId: null, contractorName: null })).toBe('Ej tilldelad');
    expect(contractorLabel(t, { contractorId: 'c1', contractorName: 'Rör-Pelle AB' })).toBe('Rör-Pelle AB');
    expect(contractorLabel(t, { contractorId: 'c1', contractorName: null })).toBe('Okänd frilansare');
  });
});
