import { type FormEvent, useEffect } from 'react';
import type { z } from 'zod';
import { type FormOptions, useForm } from '../lib/use-form';

export interface DialogFormOptions<V> extends FormOptions<V> {
  /** The values the form starts from each time the dialog opens (the record it edits); the initial ones when none. */
  fill?: () => V | undefined;
  /** More to start over each time the dialog opens (e.g. the files picked last time). */
  onOpen?: () => void;
}

/**
 * The form of a dialog (components/FormDialog.tsx): it starts over each time the dialog opens,
 * `sendThenClose` makes the submit handler that closes the dialog once the send succeeds, and
 * `dialogProps` hands the dialog frame the open state, closing, form and that handler.
 */
export function useDialogForm<V extends Record<string, string>>(
  open: boolean,
  onClose: () => void,
  initial: V,
  options: DialogFormOptions<V> = {},
) {
  const form = useForm(initial, options);
  // biome-ignore lint/correctness/useExhaustiveDependencies: start over when the dialog opens
  useEffect(() => {
    if (!open) return;
    form.reset(options.fill?.());
    options.onOpen?.();
  }, [open]);
  const sendThenClose = <S extends z.ZodType>(schema: S, send: (data: z.output<S>) => Promise<unknown>) =>
    form.handleSubmit(schema, async (data) => {
      await send(data);
      onClose();
    });
  const dialogProps = (onSubmit: (event: FormEvent) => void) => ({ open, onClose, form, onSubmit });
  return { ...form, sendThenClose, dialogProps };
}
