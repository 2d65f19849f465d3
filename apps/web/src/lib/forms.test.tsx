import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api';
import { problemMessage, serverFieldErrors, validate } from './forms';
import { i18next as i18n } from './i18n';
import { useForm } from './use-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const schema = z.strictObject({
  name: z.string().trim().min(1).max(5),
  code: z.string().trim().min(3),
  email: z.email(),
  floor: z.coerce.number().int().min(-5).max(99),
  kind: z.enum(['a', 'b']),
  id: z.uuid(),
});

const messages = (values: Record<string, unknown>) => {
  const r = validate(schema, values, i18n.t);
  return r.ok ? {} : r.errors;
};

describe('field messages', () => {
  for (const lng of ['sv', 'en'] as const)
    it(`say one thing per kind of problem (${lng})`, async () => {
      await i18n.changeLanguage(lng);
      const t = i18n.t;
      // Empty is "required", whichever check the schema ran first.
      expect(messages({ name: '', code: '  ', email: '', floor: undefined, kind: '', id: '' })).toEqual({
        name: t('fieldErrors.required'),
        code: t('fieldErrors.required'),
        email: t('fieldErrors.required'),
        floor: t('fieldErrors.required'),
        kind: t('fieldErrors.required'),
        id: t('fieldErrors.required'),
      });
      expect(
        messages({ name: 'abcdefg', code: 'ab', email: 'nej', floor: '120', kind: 'c', id: 'x' }),
      ).toEqual({
        name: t('fieldErrors.tooLong', { max: 5 }),
        code: t('fieldErrors.tooShort', { min: 3 }),
        email: t('fieldErrors.invalidEmail'),
        floor: t('fieldErrors.atMost', { max: 99 }),
        kind: t('fieldErrors.choose'),
        id: t('fieldErrors.invalid_format'),
      });
      expect(
        messages({ name: 'a', code: 'abc', email: 'a@b.se', floor: '-9', kind: 'a', id: 'x' }).floor,
      ).toBe(t('fieldErrors.atLeast', { min: -5 }));
    });

  it("put the server's problems in the same words as the client's", async () => {
    await i18n.changeLanguage('sv');
    const t = i18n.t;
    const error = new ApiError(400, 'validation_failed', 'x', [
      { field: 'name', problem: 'too_small', message: 'Värdet är för kort eller för litet.' },
      { field: 'email', problem: 'invalid_format', message: 'Felaktigt format.' },
      { field: 'kind', problem: 'invalid_value', message: 'Ogiltigt värde.' },
      { field: 'code', problem: 'too_big', message: 'Värdet är för långt eller för stort.' },
      { field: 'start', problem: 'in_past', message: 'Tiden har redan passerat.' },
      { field: 'premisesId', problem: 'mismatch', message: 'Ogiltigt värde.' },
    ]);
    expect(serverFieldErrors(error, t, { name: '', email: 'a@b', kind: 'c', code: 'abcdef' })).toEqual({
      name: t('fieldErrors.required'),
      email: t('fieldErrors.invalidEmail'),
      kind: t('fieldErrors.choose'),
      code: t('fieldErrors.tooLongText'),
      start: t('fieldErrors.in_past'),
      premisesId: 'Ogiltigt värde.',
    });
    expect(problemMessage(t, { code: 'unknown_problem', value: 'x' })).toBeUndefined();
  });

  it.each([
    [{ code: 'too_small', value: ['a'], origin: 'array', minimum: 2 }, 'fieldErrors.tooFew', { min: 2 }],
    [{ code: 'too_big', value: ['a', 'b'], origin: 'array', maximum: 1 }, 'fieldErrors.tooMany', { max: 1 }],
    [{ code: 'too_small', value: 'ab', origin: 'string' }, 'fieldErrors.tooShortText', {}],
    [{ code: 'too_small', value: 3, origin: 'number' }, 'fieldErrors.outOfRange', {}],
    [{ code: 'too_big', value: 3, origin: 'file', maximum: 2 }, 'fieldErrors.outOfRange', {}],
  ])('says of %o: %s', (problem, key, options) => {
    expect(problemMessage(i18n.t, problem)).toBe(i18n.t(key, options));
  });
});

/** A one-field form whose schema lets an empty name through, so only the server can refuse it. */
function NameForm({ strict }: { strict: boolean }) {
  const form = useForm({ name: '' });
  const onSubmit = form.handleSubmit(
    strict ? z.object({ name: z.string().min(1) }) : z.object({ name: z.string() }),
    async () => {
      throw new ApiError(400, 'validation_failed', 'Ogiltig begäran.', [
        { field: 'name', problem: 'too_small', message: 'Värdet är för kort eller för litet.' },
      ]);
    },
  );
  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate>
      <input
        aria-label="name"
        name="name"
        value={form.values.name}
        onChange={(e) => form.set('name', e.target.value)}
      />
      <p role="alert">{form.errors.name}</p>
      <button type="submit">send</button>
    </form>
  );
}

describe('a form', () => {
  it('shows the same text for an empty required field, whether the client or the server caught it', async () => {
    await i18n.changeLanguage('sv');
    vi.stubGlobal('CSS', { escape: (s: string) => s });
    const seen: string[] = [];
    for (const strict of [true, false]) {
      render(<NameForm strict={strict} />);
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'send' }));
      });
      seen.push(screen.getByRole('alert').textContent ?? '');
      cleanup();
    }
    expect(seen).toEqual(['Fältet måste fyllas i.', 'Fältet måste fyllas i.']);
  });
});
