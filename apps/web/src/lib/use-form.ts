import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from './error-text';
import { restoreDraft, useFormDraft } from './form-drafts';
import { type FieldErrors, serverFieldErrors, validate } from './forms';

export interface FormOptions<V> {
  /** Adjusts the values after a change, e.g. clears a choice that depended on the changed one. */
  derive?: (next: V, changed: keyof V & string) => V;
  /**
   * Always say above the form why it was not sent (the dialogs): "check the
   * marked fields" for local problems, the server's message for any failure.
   */
  summary?: boolean;
  /**
   * The form's identity for its draft (lib/form-drafts.ts), when its field names do not tell
   * it from another form on the same page (e.g. the record it edits); `false` keeps no draft.
   */
  draft?: string | false;
}

/**
 * The one form controller of the app: text values, per-field messages (from
 * the zod schema before sending, from the server's `details` after), one
 * message for the whole form, and a `sending` flag. Values are never cleared on an error.
 */
export function useForm<V extends Record<string, string>>(initial: V, options: FormOptions<V> = {}) {
  const { t } = useTranslation();
  const draft = useFormDraft(
    options.draft === false ? undefined : (options.draft ?? Object.keys(initial).sort().join(',')),
  );
  // What the form opened with: a draft is what the user changed from it.
  const base = useRef<V>(initial);
  const [mountDraft] = useState(() => restoreDraft(draft.key(), initial));
  const [values, setValues] = useState<V>(mountDraft ?? initial);
  /** The values came back from a draft (the form shows a notice until it is sent or started over). */
  const [restored, setRestored] = useState(mountDraft !== null);
  // Only what the user typed is a draft, not a choice the page made for them.
  const typed = useRef(false);
  // True while a send runs: a `reset` then is the form emptying itself after success.
  const inAction = useRef(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // The message above the form only sums up the fields' own ("Vissa fält är felaktiga."): it goes
  // when the last marked field is changed, rather than staying after the field is fixed.
  const fieldSummary = useRef(false);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirstError = (fieldErrors: FieldErrors) => {
    const first = Object.keys(fieldErrors)[0];
    if (!first) return;
    const input = formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`);
    // A group of choices (stars, radio buttons) is brought into view, not focused: focusing its
    // first choice lit the first star of an unrated score, and focusing its "none" choice laid
    // that choice's label over the stars, so the next click on a star chose none.
    if (input?.getAttribute('type') === 'radio') input.scrollIntoView?.({ block: 'center' });
    else input?.focus();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: saves when the values change
  useEffect(() => {
    if (typed.current) draft.schedule(values, base.current);
  }, [values]);

  /** Changes one value (and what `derive` makes of it); its message goes. */
  const set = (name: keyof V & string, value: string) => {
    typed.current = true;
    setValues((v) => {
      const next = { ...v, [name]: value };
      return options.derive ? options.derive(next, name) : next;
    });
    if (errors[name]) {
      setErrors(({ [name]: _, ...rest }) => rest);
      const othersLeft = Object.keys(errors).some((k) => k !== name);
      if (fieldSummary.current && !othersLeft) {
        fieldSummary.current = false;
        setFormError(null);
      }
    }
  };

  /**
   * Starts over (a dialog opening again): these values, or the draft the user left in this
   * form, no messages. After a successful send it starts empty and the draft goes.
   */
  const reset = (next: V = initial) => {
    base.current = next;
    typed.current = false;
    const fromDraft = inAction.current ? null : restoreDraft(draft.key(), next);
    if (inAction.current) draft.clear();
    setValues(fromDraft ?? next);
    setRestored(fromDraft !== null);
    setErrors({});
    setFormError(null);
    fieldSummary.current = false;
  };

  /** Forgets the draft (an explicit cancel). */
  const discardDraft = () => {
    draft.clear();
    typed.current = false;
    setRestored(false);
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
      fieldSummary.current = false;
      setSending(true);
      try {
        // A field that knows itself to be unfinished (a half-typed date) holds back the send
        // with its own message, whatever the schema thinks of the value it passed on.
        const unfinished = unfinishedFields(formRef.current);
        if (Object.keys(unfinished).length > 0) {
          setErrors((e) => ({ ...e, ...unfinished }));
          fieldSummary.current = true;
          if (options.summary) setFormError(t('errors.validation_failed'));
          focusFirstError(unfinished);
          return;
        }
        const resolved = typeof schema === 'function' ? await schema() : schema;
        const result = validate(resolved, prepare(values) as Record<string, unknown>, t);
        if (!result.ok) {
          setErrors(result.errors);
          fieldSummary.current = true;
          if (options.summary) setFormError(t('errors.validation_failed'));
          focusFirstError(result.errors);
          return;
        }
        setErrors({});
        inAction.current = true;
        await action(result.data);
        draft.clear();
        typed.current = false;
        setRestored(false);
      } catch (error) {
        const fieldErrors = serverFieldErrors(error, t, values);
        const known = Object.fromEntries(Object.entries(fieldErrors).filter(([k]) => k in values));
        setErrors(known);
        const unplaced = Object.entries(fieldErrors).find(([k]) => !(k in values));
        fieldSummary.current = Object.keys(known).length > 0 && !unplaced;
        setFormError(
          Object.keys(known).length > 0 && !unplaced && !options.summary
            ? null
            : (unplaced?.[1] ?? errorMessage(t, error)),
        );
        focusFirstError(known);
      } finally {
        inAction.current = false;
        setSending(false);
      }
    };

  /**
   * What a form card (components/FormCard.tsx) takes of this form: its message, sending flag,
   * element and the submit handler made by `handleSubmit`. A form that keeps drafts passes
   * `restored` beside it.
   */
  const cardProps = (onSubmit: (event: FormEvent) => void) => ({
    formError,
    sending,
    onSubmit,
    formRef,
  });

  return {
    values,
    setValues,
    set,
    reset,
    restored,
    discardDraft,
    errors,
    setErrors,
    formError,
    setFormError,
    sending,
    field,
    dialogField,
    handleSubmit,
    cardProps,
    formRef,
  };
}

/** The named inputs of a form that mark themselves unfinished (setCustomValidity), with their message. */
function unfinishedFields(form: HTMLFormElement | null): FieldErrors {
  const found: FieldErrors = {};
  for (const input of form?.querySelectorAll<HTMLInputElement>('input[name]') ?? []) {
    if (input.validity.customError) found[input.name] = input.validationMessage;
  }
  return found;
}

export type Form<V extends Record<string, string>> = ReturnType<typeof useForm<V>>;
