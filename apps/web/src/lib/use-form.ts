import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from './error-text';
import { type FieldErrors, serverFieldErrors, validate } from './forms';

export interface FormOptions<V> {
  /** Adjusts the values after a change, e.g. clears a choice that depended on the changed one. */
  derive?: (next: V, changed: keyof V & string) => V;
  /**
   * Always say above the form why it was not sent (the dialogs): "check the
   * marked fields" for local problems, the server's message for any failure.
   */
  summary?: boolean;
}

/**
 * The one form controller of the app: text values, per-field messages (from
 * the zod schema before sending, from the server's `details` after), one
 * message for the whole form, and a `sending` flag. Values are never cleared on an error.
 */
export function useForm<V extends Record<string, string>>(initial: V, options: FormOptions<V> = {}) {
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

  /** Changes one value (and what `derive` makes of it); its message goes. */
  const set = (name: keyof V & string, value: string) => {
    setValues((v) => {
      const next = { ...v, [name]: value };
      return options.derive ? options.derive(next, name) : next;
    });
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  };

  /** Starts over (a dialog opening again): these values, no messages. */
  const reset = (next: V = initial) => {
    setValues(next);
    setErrors({});
    setFormError(null);
  };

  /** Props for an MUI TextField bound to `name`. */
  const field = (name: keyof V & string) => ({
    name,
    id: `field-${name}`,
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, e.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name],
  });

  /**
   * Props for an MUI TextField in a dialog: MUI picks the id (two open forms may
   * share a field name), and the helper line is kept so the layout does not jump.
   */
  const dialogField = (name: keyof V & string, helper?: string) => ({
    ...field(name),
    id: undefined,
    helperText: errors[name] || helper || ' ',
  });

  /**
   * An onSubmit handler: validates with `schema` (or a loader of it, so a page
   * can fetch zod on demand) what `prepare` makes of the values (the values
   * themselves by default), then runs `action` with the parsed data. Thrown
   * ApiErrors are shown: field problems on their fields, the rest above the form.
   */
  const handleSubmit =
    <S extends z.ZodType>(
      schema: S | (() => Promise<S>),
      action: (data: z.output<S>) => Promise<void>,
      prepare: (values: V) => unknown = (v) => v,
    ) =>
    async (event: FormEvent) => {
      event.preventDefault();
      if (sending) return;
      setFormError(null);
      setSending(true);
      try {
        const resolved = typeof schema === 'function' ? await schema() : schema;
        const result = validate(resolved, prepare(values) as Record<string, unknown>, t);
        if (!result.ok) {
          setErrors(result.errors);
          if (options.summary) setFormError(t('errors.validation_failed'));
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
          Object.keys(known).length > 0 && !unplaced && !options.summary
            ? null
            : (unplaced?.[1] ?? errorMessage(t, error)),
        );
        focusFirstError(known);
      } finally {
        setSending(false);
      }
    };

  return {
    values,
    setValues,
    set,
    reset,
    errors,
    setErrors,
    formError,
    setFormError,
    sending,
    field,
    dialogField,
    handleSubmit,
    formRef,
  };
}

export type Form<V extends Record<string, string>> = ReturnType<typeof useForm<V>>;
