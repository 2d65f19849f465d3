import {
  priorities,
  type Report,
  ReportCreate,
  type ReportDetail,
  ReportUpdate,
  trades,
} from '@app/contract';
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
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';
import { errorMessage, type FieldErrors, serverFieldErrors, validate } from '../../../lib/forms';
import { lookups } from '../../../lib/queries';
import { useCreateErrand, useUpdateErrand } from '../api';

type Values = Record<
  | 'propertyId'
  | 'premisesId'
  | 'equipmentId'
  | 'whatBroke'
  | 'description'
  | 'trade'
  | 'priority'
  | 'customerNumber',
  string
>;

const blank: Values = {
  propertyId: '',
  premisesId: '',
  equipmentId: '',
  whatBroke: '',
  description: '',
  trade: '',
  priority: 'Normal',
  customerNumber: '',
};

function valuesOf(report: ReportDetail | undefined): Values {
  if (!report) return blank;
  return {
    propertyId: report.propertyId,
    premisesId: report.premisesId ?? '',
    equipmentId: report.equipmentId ?? '',
    whatBroke: report.whatBroke,
    description: report.description,
    trade: report.trade,
    priority: report.priority,
    customerNumber: report.customerNumber ?? '',
  };
}

/**
 * Reporting a fault (or editing one): property → premises → equipment, then what broke and how
 * urgent. The pickers only offer what the caller may see (a tenant: their own premises).
 */
export function ErrandFormDialog({
  open,
  onClose,
  onCreated,
  report,
}: {
  open: boolean;
  onClose: () => void;
  onCreated?: (report: Report) => void;
  report?: ReportDetail;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(report));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const properties = useQuery({ ...lookups.properties(), enabled: open });
  const premises = useQuery(lookups.premises(open && values.propertyId ? values.propertyId : undefined));
  const equipment = useQuery(lookups.equipment(open && values.propertyId ? values.propertyId : undefined));
  const create = useCreateErrand();
  const update = useUpdateErrand(report?.id ?? '');
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the dialog opens
  useEffect(() => {
    if (open) {
      setValues(valuesOf(report));
      setErrors({});
      setFailure(null);
    }
  }, [open]);
  // A single property (a tenant's usual case) is chosen for them.
  useEffect(() => {
    const only = properties.data?.items.length === 1 ? properties.data.items[0] : undefined;
    if (open && !report && only && !values.propertyId) setValues((v) => ({ ...v, propertyId: only.id }));
  }, [open, report, properties.data, values.propertyId]);
  useEffect(() => {
    const only = premises.data?.items.length === 1 ? premises.data.items[0] : undefined;
    if (open && !report && only && !values.premisesId) setValues((v) => ({ ...v, premisesId: only.id }));
  }, [open, report, premises.data, values.premisesId]);

  const set = (name: keyof Values, value: string) => {
    const next = { ...values, [name]: value };
    if (name === 'propertyId') {
      next.premisesId = '';
      next.equipmentId = '';
    }
    setValues(next);
    if (errors[name]) setErrors({ ...errors, [name]: '' });
  };

  const body = () => ({
    ...(report ? {} : { propertyId: values.propertyId || undefined }),
    premisesId: values.premisesId || null,
    equipmentId: values.equipmentId || null,
    whatBroke: values.whatBroke,
    description: values.description,
    trade: values.trade || undefined,
    priority: values.priority,
    customerNumber: values.customerNumber.trim() || null,
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const checked = validate(report ? ReportUpdate : ReportCreate, body(), t);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFailure(t('errors.validation_failed'));
      return;
    }
    try {
      if (report) {
        await update.mutateAsync(checked.data as ReportUpdate);
        onClose();
      } else {
        const created = await create.mutateAsync(checked.data as ReportCreate);
        onClose();
        onCreated?.(created);
      }
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setFailure(errorMessage(t, error));
    }
  };

  const field = (
    name: keyof Values,
    label: string,
    extra: { required?: boolean; children?: ReactNode; multiline?: boolean; disabled?: boolean } = {},
  ) => (
    <TextField
      name={name}
      label={label}
      required={extra.required}
      disabled={extra.disabled}
      select={Boolean(extra.children)}
      multiline={extra.multiline}
      minRows={extra.multiline ? 4 : undefined}
      value={values[name]}
      onChange={(e) => set(name, e.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name] || ' '}
      sx={{ gridColumn: extra.multiline ? '1 / -1' : undefined }}
    >
      {extra.children}
    </TextField>
  );
  const none = <MenuItem value="">{t('adminPages.shared.none')}</MenuItem>;
  const busy = create.isPending || update.isPending;

  return (
    <ResponsiveDialog open={open} onClose={onClose} aria-labelledby={`${id}-title`}>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>
          {t(report ? 'errandsPages.editTitle' : 'errandsPages.createTitle')}
        </DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          {properties.isSuccess && properties.data.items.length === 0 && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('errandsPages.noProperties')}
            </Alert>
          )}
          <Box
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, pt: 1 }}
          >
            {field('propertyId', t('errandsPages.fields.property'), {
              required: true,
              disabled: Boolean(report),
              children: [
                <MenuItem key="" value="" disabled>
                  {t('errandsPages.chooseProperty')}
                </MenuItem>,
                ...(properties.data?.items ?? []).map((p) => (
                  <MenuItem key={p.id} value={p.id}>
                    {p.address}
                    {p.city ? `, ${p.city}` : ''}
                  </MenuItem>
                )),
              ],
            })}
            {field('premisesId', t('errandsPages.fields.premises'), {
              children: [
                none,
                ...(premises.data?.items ?? []).map((p) => (
                  <MenuItem key={p.id} value={p.id}>
                    {p.designation}
                  </MenuItem>
                )),
              ],
            })}
            {field('equipmentId', t('errandsPages.fields.equipment'), {
              children: [
                none,
                ...(equipment.data?.items ?? []).map((q) => (
                  <MenuItem key={q.id} value={q.id}>
                    {q.name}
                  </MenuItem>
                )),
              ],
            })}
            {field('customerNumber', t('errandsPages.fields.customerNumber'))}
            {field('whatBroke', t('errandsPages.fields.whatBroke'), { required: true })}
            {field('trade', t('errandsPages.fields.trade'), {
              required: true,
              children: [
                <MenuItem key="" value="" disabled>
                  {t('errandsPages.chooseTrade')}
                </MenuItem>,
                ...trades.map((s) => (
                  <MenuItem key={s} value={s}>
                    {t(`enums.trade.${s}`)}
                  </MenuItem>
                )),
              ],
            })}
            {field('priority', t('errandsPages.fields.priority'), {
              required: true,
              children: priorities.map((s) => (
                <MenuItem key={s} value={s}>
                  {t(`enums.priority.${s}`)}
                </MenuItem>
              )),
            })}
            {field('description', t('errandsPages.fields.description'), { multiline: true })}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('adminPages.shared.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t(report ? 'adminPages.shared.save' : 'errandsPages.submitReport')}
          </Button>
        </DialogActions>
      </Box>
    </ResponsiveDialog>
  );
}
