import {
  Alert,
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage, type FieldErrors, fieldProps, serverFieldErrors, validate } from '../lib/forms';
import { ResponsiveDialog } from './ResponsiveDialog';

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
 * A create or edit form in a dialog: checks the values with the contract's schema before sending,
 * and puts the server's field problems (400 validation_failed) on the same fields.
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
  children,
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
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (open) {
      setValues(initial);
      setErrors({});
      setFailure(null);
    }
  }, [open]);

  const change = (name: string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    onValuesChange?.(next);
    if (errors[name]) setErrors({ ...errors, [name]: '' });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { ...extraBody, ...toBody(fields, values) };
    const checked = validate(schema, body, t);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFailure(t('errors.validation_failed'));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(body);
      onClose();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setFailure(errorMessage(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ResponsiveDialog open={open} onClose={onClose} aria-labelledby={`${id}-title`}>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {failure}
            </Alert>
          )}
          <Box
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, pt: 1 }}
          >
            {fields.map((f) => (
              <TextField
                key={f.name}
                name={f.name}
                label={f.label}
                required={f.required}
                disabled={f.disabled}
                select={f.kind === 'select'}
                multiline={f.kind === 'multiline'}
                minRows={f.kind === 'multiline' ? 3 : undefined}
                // Numbers are text with a numeric keyboard, so a Swedish decimal comma is accepted.
                type={f.kind === 'email' || f.kind === 'tel' || f.kind === 'date' ? f.kind : 'text'}
                value={values[f.name] ?? ''}
                onChange={(e) => change(f.name, e.target.value)}
                {...fieldProps(errors, f.name)}
                helperText={errors[f.name] || f.helper || ' '}
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
          </Box>
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('adminPages.shared.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('adminPages.shared.save')}
          </Button>
        </DialogActions>
      </Box>
    </ResponsiveDialog>
  );
}
