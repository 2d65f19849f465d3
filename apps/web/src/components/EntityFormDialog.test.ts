import { describe, expect, it } from 'vitest';
import { type FieldSpec, toBody } from './EntityFormDialog';

describe('a plain record form’s body', () => {
  it('sends an empty required text as "", leaves out an empty required choice, and nulls the rest', () => {
    const fields: FieldSpec[] = [
      { name: 'name', label: 'Name', kind: 'text', required: true },
      { name: 'trade', label: 'Trade', kind: 'select', required: true },
      { name: 'phone', label: 'Phone', kind: 'tel' },
      { name: 'city', label: 'City', kind: 'text', emptyAs: 'empty' },
    ];
    expect(toBody(fields, { name: ' ', trade: '', phone: '', city: '' })).toEqual({
      name: '',
      phone: null,
      city: '',
    });
  });
});
