import {
  priorities,
  type Report,
  ReportCreate,
  type ReportDetail,
  ReportUpdate,
  trades,
} from '@app/contract';
import { Alert, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentPicker } from '../../../components/attachments/AttachmentPicker';
import { useUploads } from '../../../components/attachments/use-uploads';
import { FormDialog, menuItems } from '../../../components/FormDialog';
import { lookups } from '../../../lib/queries';
import { useForm } from '../../../lib/use-form';
import { useCreateReport, useUpdateReport } from '../api';

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

/** A new property clears the premises and equipment chosen for the old one. */
function derive(next: Values, changed: keyof Values): Values {
  return changed === 'propertyId' ? { ...next, premisesId: '', equipmentId: '' } : next;
}

/** What the API takes: empty choices as null (or left out), the property only when creating. */
function bodyOf(values: Values, editing: boolean) {
  return {
    ...(editing ? {} : { propertyId: values.propertyId || undefined }),
    premisesId: values.premisesId || null,
    equipmentId: values.equipmentId || null,
    whatBroke: values.whatBroke,
    description: values.description,
    trade: values.trade || undefined,
    priority: values.priority,
    customerNumber: values.customerNumber.trim() || null,
  };
}

/**
 * Reporting a fault (or editing one): property → premises → equipment, then what broke and how
 * urgent. The pickers only offer what the caller may see (a tenant: their own premises).
 */
export function ReportFormDialog({
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
  const form = useForm<Values>(valuesOf(report), { derive, summary: true });
  const { values, setValues } = form;
  const chosenProperty = open && values.propertyId ? values.propertyId : undefined;
  const properties = useQuery({ ...lookups.properties(), enabled: open });
  const premises = useQuery(lookups.premises(chosenProperty));
  const equipment = useQuery(lookups.equipment(chosenProperty));
  const create = useCreateReport();
  const update = useUpdateReport(report?.id ?? '');
  const uploads = useUploads();
  // Filed already while its photos failed to arrive: submitting again only retries them.
  const filed = useRef<Report | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the dialog opens
  useEffect(() => {
    if (open) {
      form.reset(valuesOf(report));
      uploads.clear();
      filed.current = null;
    }
  }, [open]);
  // A single property (a tenant's usual case) is chosen for them.
  useEffect(() => {
    const only = properties.data?.items.length === 1 ? properties.data.items[0] : undefined;
    if (open && !report && only && !values.propertyId) setValues((v) => ({ ...v, propertyId: only.id }));
  }, [open, report, properties.data, values.propertyId, setValues]);
  useEffect(() => {
    const only = premises.data?.items.length === 1 ? premises.data.items[0] : undefined;
    if (open && !report && only && !values.premisesId) setValues((v) => ({ ...v, premisesId: only.id }));
  }, [open, report, premises.data, values.premisesId, setValues]);

  const submit = form.handleSubmit(
    report ? ReportUpdate : ReportCreate,
    async (data) => {
      if (report) {
        await update.mutateAsync(data as ReportUpdate);
        onClose();
      } else {
        filed.current ??= await create.mutateAsync(data as ReportCreate);
        const created = filed.current;
        if (!(await uploads.send(created.id, 'report'))) return;
        onClose();
        onCreated?.(created);
      }
    },
    (v) => bodyOf(v, Boolean(report)),
  );

  const field = (
    name: keyof Values,
    label: string,
    extra: { required?: boolean; children?: ReactNode; multiline?: boolean; disabled?: boolean } = {},
  ) => (
    <TextField
      {...form.dialogField(name)}
      label={label}
      required={extra.required}
      disabled={extra.disabled}
      select={Boolean(extra.children)}
      multiline={extra.multiline}
      minRows={extra.multiline ? 4 : undefined}
      sx={{ gridColumn: extra.multiline ? '1 / -1' : undefined }}
    >
      {extra.children}
    </TextField>
  );
  const none = <MenuItem value="">{t('adminPages.shared.none')}</MenuItem>;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t(report ? 'errandsPages.editTitle' : 'errandsPages.createTitle')}
      form={form}
      onSubmit={submit}
      submitLabel={t(report ? 'adminPages.shared.save' : 'errandsPages.submitReport')}
      intro={
        properties.isSuccess &&
        properties.data.items.length === 0 && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('errandsPages.noProperties')}
          </Alert>
        )
      }
    >
      {field('propertyId', t('errandsPages.fields.property'), {
        required: true,
        disabled: Boolean(report),
        children: [
          <MenuItem key="" value="" disabled>
            {t('errandsPages.chooseProperty')}
          </MenuItem>,
          ...menuItems(properties.data?.items, (p) => `${p.address}${p.city ? `, ${p.city}` : ''}`),
        ],
      })}
      {field('premisesId', t('errandsPages.fields.premises'), {
        children: [none, ...menuItems(premises.data?.items, (p) => p.designation)],
      })}
      {field('equipmentId', t('errandsPages.fields.equipment'), {
        children: [none, ...menuItems(equipment.data?.items, (q) => q.name)],
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
      {!report && <AttachmentPicker uploads={uploads} label={t('attachments.ui.formHint')} />}
    </FormDialog>
  );
}
