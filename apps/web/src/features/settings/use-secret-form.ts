import type { z } from 'zod';
import { useForm } from '../../lib/use-form';
import { useShownSecret } from './ShownSecret';
import { useSectionTexts } from './section-texts';

export interface SecretFormOptions<V extends Record<string, string>, S extends z.ZodType> {
  /** The empty form, as it is again after each secret made. */
  empty: V;
  /** The catalogue block of the section's texts (see useSectionTexts), its button `create`. */
  texts: string;
  schema: S;
  /** What is validated and sent, made of the fields. */
  prepare: (values: V) => unknown;
  /** Makes the thing and answers its secret. */
  make: (body: z.output<S>) => Promise<string>;
}

/**
 * The form of a section that makes something with a secret (an API token, a webhook and its
 * signing secret): no draft, since what was sent is made; once made, the secret is shown this
 * once and the form emptied for the next.
 */
export function useSecretForm<V extends Record<string, string>, S extends z.ZodType>(
  options: SecretFormOptions<V, S>,
) {
  const form = useForm(options.empty, { draft: false });
  const secret = useShownSecret();
  const texts = useSectionTexts(options.texts, 'create');
  const onSubmit = form.handleSubmit(
    options.schema,
    async (body) => {
      secret.hide();
      secret.show(await options.make(body));
      form.reset();
    },
    options.prepare,
  );
  return { form, secret, card: { ...form.cardProps(onSubmit), ...texts } };
}
