import { MenuItem, TextField } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useForm } from '../lib/use-form';
import { DateInput } from './dates/DateInput';
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
  /**
   * How an empty box is sent: null, '' or left out. By default null, and for a required field what
   * makes the server name it as missing: '' for a text, left out for a choice.
   */
  emptyAs?: 'null' | 'empty' | 'omit';
  /** Whole numbers or decimals for `number`. */
  step?: string;
  helper?: string;
  disabled?: boolean;
  /** The value of a new record (and of an edited one without this field); '' by default. */
  initial?: string;
}

export type FormValues = Record<string, string>;

/** The form's strings for a record being edited (or a new one): its fields' values, as text. */
export function valuesOf(fields: readonly FieldSpec[], row?: object): FormValues {
  const record = (row ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    fields.map((f) => {
      const value = record[f.name];
      return [f.name, value === null || value === undefined ? (f.initial ?? '') : String(value)];
    }),
  );
}

/** Turns the form's strings into the body the API takes. */
export function toBody(fields: readonly FieldSpec[], values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    if (f.disabled) continue;
    const raw = (values[f.name] ?? '').trim();
    if (raw === '') {
      const how = f.emptyAs ?? (f.required ? (f.kind === 'select' ? 'omit' : 'empty') : 'null');
      if (how === 'null') body[f.name] = null;
      else if (how === 'empty') body[f.name] = '';
      continue;
    }
    body[f.name] = f.kind === 'number' ? Number(raw.replace(',', '.')) : raw;
  }
  return body;
}

/** A plain record's form: its fields, and the title and schema for a new and for an edited one. */
export interface EntityForm {
  fields: readonly FieldSpec[];
  create: { title: string; schema: z.ZodType };
  edit: { title: string; schema: z.ZodType };
  /** Creates (no id) or updates (with the record's id). */
  save: (body: Record<string, unknown>, id?: string) => Promise<unknown>;
  /** Fields of a new record set outside the form (e.g. the property premises are added to). */
  extraBody?: Record<string, unknown>;
}

/**
 * A create or edit form in a dialog, built from a field list: checks the values with the
 * contract's schema before sending, and puts the server's field problems (400 validation_failed)
 * on the same fields.
 */
export function EntityFormDialog({
  open,
  onClose,
  row,
  spec,
  onValuesChange,
}: {
  open: boolean;
  onClose: () => void;
  /** The record being edited; none for a new one. */
  row?: { id: string };
  spec: EntityForm;
  onValuesChange?: (values: FormValues) => void;
}) {
  const { fields } = spec;
  const mode = row ? spec.edit : spec.create;
  const { t } = useTranslation();
  const form = useForm<FormValues>(valuesOf(fields, row), {
    summary: true,
    // A new record's draft and each edited record's are different forms with the same fields.
    draft: `${fields.map((f) => f.name).join(',')}:${row?.id ?? 'new'}`,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (open) form.reset(valuesOf(fields, row));
  }, [open]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reports changed values only
  useEffect(() => onValuesChange?.(form.values), [form.values]);
  const body = () => ({ ...(row ? {} : spec.extraBody), ...toBody(fields, form.values) });
  const submit = form.handleSubmit(
    mode.schema,
    async () => {
      await spec.save(body(), row?.id);
      onClose();
    },
    body,
  );

  // Dates in the site's language (components/dates), `YYYY-MM-DD` in the values.
  const dateProps = (name: string, helper?: string) => {
    const { id: _, onChange: __, ...rest } = form.dialogField(name, helper);
    return { ...rest, value: rest.value ?? '', onChange: (value: string) => form.set(name, value) };
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={mode.title}
      form={form}
      onSubmit={submit}
      submitLabel={t('adminPages.shared.save')}
    >
      {fields.map((f) =>
        f.kind === 'date' ? (
          <DateInput
            key={f.name}
            {...dateProps(f.name, f.helper)}
            label={f.label}
            required={f.required}
            disabled={f.disabled}
          />
        ) : (
          <TextField
            key={f.name}
            {...form.dialogField(f.name, f.helper)}
            label={f.label}
            required={f.required}
            disabled={f.disabled}
            select={f.kind === 'select'}
            multiline={f.kind === 'multiline'}
            minRows={f.kind === 'multiline' ? 3 : undefined}
            // Numbers are text with a numeric keyboard, so a Swedish decimal comma is accepted.
            type={f.kind === 'email' || f.kind === 'tel' ? f.kind : 'text'}
            value={form.values[f.name] ?? ''}
            sx={{ gridColumn: f.kind === 'multiline' ? '1 / -1' : undefined }}
            slotProps={{
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
        ),
      )}
    </FormDialog>
  );
}
