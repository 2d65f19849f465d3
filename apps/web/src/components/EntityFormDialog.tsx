import { MenuItem, TextField } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useForm } from '../lib/use-form';
import { FormDialog } from './FormDialog';

export interface Option {
  value: string;
  label: string;
}

export interface FieldSpec {
  name: string;
  label: string;
  kind: 'text' | 'multiline' | 'email' | 'tel' | 'date' | 'number' | 'select';
  required?: boolean;
  options?: readonly Option[];
  /** How an empty box is sent: null (default), '' or left out. */
  emptyAs?: 'null' | 'empty' | 'omit';
  /** Whole numbers or decimals for `number`. */
  step?: string;
  helper?: string;
  disabled?: boolean;
}

export type FormValues = Record<string, string>;

/** Turns the form's strings into the body the API takes. */
export function toBody(fields: readonly FieldSpec[], values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    if (f.disabled) continue;
    const raw = (values[f.name] ?? '').trim();
    if (raw === '') {
      const how = f.emptyAs ?? 'null';
      if (how === 'null') body[f.name] = null;
      else if (how === 'empty') body[f.name] = '';
      continue;
    }
    body[f.name] = f.kind === 'number' ? Number(raw.replace(',', '.')) : raw;
  }
  return body;
}

/**
 * A create or edit form in a dialog, built from a field list: checks the values with the
 * contract's schema before sending, and puts the server's field problems (400 validation_failed)
 * on the same fields.
 */
export function EntityFormDialog({
  open,
  title,
  fields,
  initial,
  schema,
  onSubmit,
  onClose,
  extraBody,
  onValuesChange,
}: {
  open: boolean;
  title: string;
  fields: readonly FieldSpec[];
  initial: FormValues;
  schema: z.ZodType;
  onSubmit: (body: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
  /** Fields set outside the form (e.g. the property premises are added to). */
  extraBody?: Record<string, unknown>;
  onValuesChange?: (values: FormValues) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<FormValues>(initial, { summary: true });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (open) form.reset(initial);
  }, [open]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reports changed values only
  useEffect(() => onValuesChange?.(form.values), [form.values]);
  const body = () => ({ ...extraBody, ...toBody(fields, form.values) });
  const submit = form.handleSubmit(
    schema,
    async () => {
      await onSubmit(body());
      onClose();
    },
    body,
  );

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title}
      form={form}
      onSubmit={submit}
      submitLabel={t('adminPages.shared.save')}
    >
      {fields.map((f) => (
        <TextField
          key={f.name}
          {...form.field(f.name)}
          id={undefined}
          label={f.label}
          required={f.required}
          disabled={f.disabled}
          select={f.kind === 'select'}
          multiline={f.kind === 'multiline'}
          minRows={f.kind === 'multiline' ? 3 : undefined}
          // Numbers are text with a numeric keyboard, so a Swedish decimal comma is accepted.
          type={f.kind === 'email' || f.kind === 'tel' || f.kind === 'date' ? f.kind : 'text'}
          value={form.values[f.name] ?? ''}
          helperText={form.errors[f.name] || f.helper || ' '}
          sx={{ gridColumn: f.kind === 'multiline' ? '1 / -1' : undefined }}
          slotProps={{
            inputLabel: f.kind === 'date' ? { shrink: true } : undefined,
            htmlInput:
              f.kind === 'number' ? { inputMode: f.step === '1' ? 'numeric' : 'decimal' } : undefined,
          }}
        >
          {f.kind === 'select'
            ? [
                ...(f.required ? [] : [{ value: '', label: t('adminPages.shared.none') }]),
                ...(f.options ?? []),
              ].map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {o.label}
                </MenuItem>
              ))
            : null}
        </TextField>
      ))}
    </FormDialog>
  );
}
