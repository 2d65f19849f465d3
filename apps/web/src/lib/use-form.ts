import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage, type FieldErrors, serverFieldErrors, validate } from './forms';

/**
 * A small form controller: text values, per-field messages (from the zod
 * schema before sending, from the server's `details` after), one message for
 * the whole form, and a `sending` flag. Values are never cleared on an error.
 */
export function useForm<V extends Record<string, string>>(initial: V) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirstError = (fieldErrors: FieldErrors) => {
    const first = Object.keys(fieldErrors)[0];
    if (!first) return;
    const input = formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`);
    input?.focus();
  };

  /** Props for an MUI TextField bound to `name`. */
  const field = (name: keyof V & string) => ({
    name,
    id: `field-${name}`,
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = e.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
    },
    error: Boolean(errors[name]),
    helperText: errors[name],
  });

  /**
   * An onSubmit handler: validates with `schema` (or a loader of it, so a page
   * can fetch zod on demand), then runs `action` with the parsed data. Thrown
   * ApiErrors are shown: field problems on their fields, the rest above the form.
   */
  const handleSubmit =
    <S extends z.ZodType>(schema: S | (() => Promise<S>), action: (data: z.output<S>) => Promise<void>) =>
    async (event: FormEvent) => {
      event.preventDefault();
      if (sending) return;
      setFormError(null);
      setSending(true);
      try {
        const resolved = typeof schema === 'function' ? await schema() : schema;
        const result = validate(resolved, values, t);
        if (!result.ok) {
          setErrors(result.errors);
          focusFirstError(result.errors);
          return;
        }
        setErrors({});
        await action(result.data);
      } catch (error) {
        const fieldErrors = serverFieldErrors(error);
        const known = Object.fromEntries(Object.entries(fieldErrors).filter(([k]) => k in values));
        setErrors(known);
        const unplaced = Object.entries(fieldErrors).find(([k]) => !(k in values));
        setFormError(
          Object.keys(known).length > 0 && !unplaced ? null : (unplaced?.[1] ?? errorMessage(t, error)),
        );
        focusFirstError(known);
      } finally {
        setSending(false);
      }
    };

  return {
    values,
    setValues,
    errors,
    setErrors,
    formError,
    setFormError,
    sending,
    field,
    handleSubmit,
    formRef,
  };
}
