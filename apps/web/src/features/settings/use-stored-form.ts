import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useForm } from '../../lib/use-form';
import { useSectionTexts } from './section-texts';

export interface StoredFormOptions<V extends Record<string, string>, T, S extends z.ZodType> {
  /** The fields until the stored values arrive. */
  empty: V;
  /** The stored values, undefined until they have arrived. */
  current: T | undefined;
  toValues: (current: T) => V;
  schema: S;
  save: (body: z.output<S>) => Promise<unknown>;
  /** What is validated and sent, made of the fields (the fields themselves by default). */
  prepare?: (values: V) => unknown;
  /**
   * The catalogue block of the section's texts (see useSectionTexts): its button `save`, and
   * `saved`, the line the card shows after a save.
   */
  texts: string;
}

/**
 * A settings form over values the server keeps: the fields are filled when they arrive (and
 * again when they change), a save shows the `saved` text on the section's card, and the card cannot
 * be sent before the values are there. No draft: the server's values would overwrite it anyway.
 */
export function useStoredForm<V extends Record<string, string>, T, S extends z.ZodType>(
  options: StoredFormOptions<V, T, S>,
) {
  const { current, toValues, texts } = options;
  const sectionTexts = useSectionTexts(texts, 'save');
  const { t } = useTranslation();
  const form = useForm(options.empty, { draft: false });
  const [saved, setSaved] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the fields when the values (re)arrive.
  useEffect(() => {
    if (current !== undefined) form.setValues(toValues(current));
  }, [current]);
  const onSubmit = form.handleSubmit(
    options.schema,
    async (body) => {
      setSaved(false);
      await options.save(body);
      setSaved(true);
    },
    options.prepare,
  );
  /** What the section hands its FormCard, texts included. */
  const card = {
    ...form.cardProps(onSubmit),
    ...sectionTexts,
    submitDisabled: current === undefined,
    success: saved ? t(`${texts}.saved`) : null,
  };
  return { form, card };
}
