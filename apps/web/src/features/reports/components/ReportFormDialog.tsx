import {
  priorities,
  type Report,
  ReportCreate,
  type ReportDetail,
  ReportUpdate,
  trades,
} from '@app/contract';
import { Alert, Box, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, menuItems } from '../../../components/FormDialog';
import { useCurrentUser } from '../../../lib/auth';
import { lookups } from '../../../lib/queries';
import { useForm } from '../../../lib/use-form';
import { AttachmentPicker, useUploads } from '../../attachments';
import { useCreateReport, useUpdateReport } from '../api';
import { OfferedTimesFields } from '../work/OfferedTimesFields';
import { useTimesDraft } from '../work/times-draft';
import {
  bodyOf,
  derive,
  type ReportFormInitial,
  StaffReportCreate,
  type Values,
  valuesOf,
} from './report-form-values';

export type { ReportFormInitial } from './report-form-values';

/**
 * Reporting a fault (or editing one). Staff: property → premises → equipment, then what broke,
 * the trade and how urgent. A tenant: what broke, where (their premises or a common area), a
 * description, how to get in and photos. The pickers only offer what the caller may see.
 */
export function ReportFormDialog({
  open,
  onClose,
  onCreated,
  report,
  initial,
}: {
  open: boolean;
  onClose: () => void;
  onCreated?: (report: Report) => void;
  report?: ReportDetail;
  initial?: ReportFormInitial;
}) {
  const { t } = useTranslation();
  // A tenant reports at the premises they rent, on the tenant's form; staff keep the staff form.
  const tenant = useCurrentUser()?.can.reportAtRentedPremises ?? false;
  const form = useForm<Values>(valuesOf(report, initial), { derive, summary: true });
  const { values, setValues } = form;
  const timesDraft = useTimesDraft(report ? undefined : 'report-times');
  const { times } = timesDraft;
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
      form.reset(valuesOf(report, initial));
      uploads.clear();
      timesDraft.reset();
      filed.current = null;
      // Handed a premises (or none: a common area), the single one is not picked over it.
      pickedFor.current = initial?.premisesId !== undefined ? (initial.propertyId ?? null) : null;
    }
  }, [open]);
  // A single property (a tenant's usual case) is chosen for them.
  useEffect(() => {
    const only = properties.data?.items.length === 1 ? properties.data.items[0] : undefined;
    if (open && !report && only && !values.propertyId) setValues((v) => ({ ...v, propertyId: only.id }));
  }, [open, report, properties.data, values.propertyId, setValues]);
  // Likewise a single premises, once per property: choosing "none" (a common area) afterwards stays.
  const pickedFor = useRef<string | null>(null);
  useEffect(() => {
    const only = premises.data?.items.length === 1 ? premises.data.items[0] : undefined;
    if (!open || report || !only || pickedFor.current === only.propertyId) return;
    pickedFor.current = only.propertyId;
    setValues((v) => (v.premisesId ? v : { ...v, premisesId: only.id }));
  }, [open, report, premises.data, setValues]);

  const submit = form.handleSubmit(
    report ? ReportUpdate : tenant ? ReportCreate : StaffReportCreate,
    async (data) => {
      if (report) {
        await update.mutateAsync(data as ReportUpdate);
        onClose();
      } else {
        filed.current ??= await create.mutateAsync(data as ReportCreate);
        const created = filed.current;
        timesDraft.clear();
        if (!(await uploads.send(created.id, 'report'))) return;
        onClose();
        onCreated?.(created);
      }
    },
    (v) => bodyOf(v, Boolean(report), tenant, times),
  );

  const field = (
    name: keyof Values,
    label: string,
    extra: {
      required?: boolean;
      children?: ReactNode;
      multiline?: boolean;
      disabled?: boolean;
      helper?: string;
      wide?: boolean;
    } = {},
  ) => (
    <TextField
      {...form.dialogField(name, extra.helper)}
      label={label}
      required={extra.required}
      disabled={extra.disabled}
      select={Boolean(extra.children)}
      multiline={extra.multiline}
      minRows={extra.multiline ? 4 : undefined}
      // A choice whose value is empty ("Gemensamt utrymme", "Ingen") is shown as chosen, not as
      // an empty field under its label.
      slotProps={
        extra.children ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined
      }
      sx={{ gridColumn: extra.multiline || extra.wide ? '1 / -1' : undefined }}
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
      form={{
        ...form,
        restored: form.restored || timesDraft.restored,
        discardDraft: () => {
          form.discardDraft();
          timesDraft.clear();
        },
      }}
      onSubmit={submit}
      submitLabel={t(report ? 'adminPages.shared.save' : 'errandsPages.submitReport')}
      intro={
        properties.isSuccess && properties.data.items.length === 0 ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('errandsPages.noProperties')}
          </Alert>
        ) : (
          tenant &&
          !report && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('errandsPages.tenantIntro')}
            </Typography>
          )
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
      {tenant ? (
        <>
          {field('premisesId', t('errandsPages.fields.where'), {
            children: [
              ...menuItems(premises.data?.items, (p) => p.designation),
              <MenuItem key="" value="">
                {t('errandsPages.commonArea')}
              </MenuItem>,
            ],
          })}
          {field('whatBroke', t('errandsPages.fields.whatBroke'), { required: true, wide: true })}
          {field('description', t('errandsPages.fields.description'), { multiline: true })}
          {field('access', t('errandsPages.fields.access'), {
            helper: t('errandsPages.accessHint'),
            wide: true,
          })}
        </>
      ) : (
        <>
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
          {field('access', t('errandsPages.fields.access'), {
            helper: t('errandsPages.accessHint'),
            wide: true,
          })}
        </>
      )}
      {!report && (
        // Optional: when the visit may be, as the reporter would offer it on the errand later.
        <Box component="fieldset" sx={{ gridColumn: '1 / -1', border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, p: 0 }}>
            {t('errandsPages.times.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('errandsPages.times.intro')}
          </Typography>
          <OfferedTimesFields value={times} onChange={timesDraft.change} errors={timesErrors(form.errors)} />
        </Box>
      )}
      {!report && <AttachmentPicker uploads={uploads} label={t('attachments.ui.formHint')} />}
    </FormDialog>
  );
}

/** The form's messages about the times (`times.note`, `times.windows.0.startsAt`), by the times' own field names. */
const timesErrors = (errors: Record<string, string | undefined>) =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith('times.'))
      .map(([k, v]) => [k.slice('times.'.length), v]),
  );
