import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../auth/auth-user';
import { systemPrompt } from './prompt';

const tenant: AuthUser = {
  id: 'u1',
  email: 'tove@example.test',
  name: 'Tove',
  role: 'PropertyTenant',
  organisationId: 'o1',
  contractorId: null,
  locale: 'sv',
  metadata: {},
  sessionId: 's1',
};

describe('the model’s instructions', () => {
  it('give it the interface’s words (packages/i18n/GLOSSARY.md) in both languages', () => {
    const prompt = systemPrompt(tenant, 'sv');
    for (const word of ['"errand"', '"ärende"', '"contractor"', '"frilansare"'])
      expect(prompt).toContain(word);
    expect(prompt).toMatch(/never a case/);
    expect(prompt).toMatch(/never a freelancer or a "hantverkare"/);
  });
});
