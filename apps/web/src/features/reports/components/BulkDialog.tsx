import type { ReportBulkResult } from '@app/contract';
import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog';
import { useDialogForm } from '../../../components/use-dialog-form';
import { noteOwnChange } from '../../../lib/live-cues-store';
import { lookups } from '../../../lib/queries';
import { useBulkReports } from '../api';

export type BulkAction = 'assign' | 'close';
const AssignForm = z.object({
  contractorId: z.string().min(1, 'worklists.bulk.contractorRequired'),
  note: z.string().trim().max(4000),
});
const CloseForm = z.object({ note: z.string().trim().min(1, 'errandsPages.reasonRequired').max(4000) });

export interface BulkDialogProps {
  /** The action being filled in; none closes the dialog. */
  action: BulkAction | null;
  ids: readonly string[];
  onClose: () => void;
  /** The server's answer, once the action is done. */
  onDone: (result: ReportBulkResult) => void;
}

/** Assign the picked reports a contractor, or close them with one note. */
export default function BulkDialog({ action, ids, onClose, onDone }: BulkDialogProps) {
  const { t } = useTranslation();
  const bulk = useBulkReports();
  const contractors = useQuery({ ...lookups.contractors(), enabled: action === 'assign' });
  const form = useDialogForm(action !== null, onClose, { contractorId: '', note: '' });
  const submit = form.handleSubmit(action === 'assign' ? AssignForm : CloseForm, async (data) => {
    const { contractorId = '', note } = data as { contractorId?: string; note: string };
    const body =
      action === 'assign'
        ? { action: 'assign' as const, ids: [...ids], contractorId, note: note || undefined }
        : { action: 'close' as const, ids: [...ids], note };
    // The hub tells of each change; this user made them, so the live cues keep quiet.
    noteOwnChange(...ids);
    onDone(await bulk.mutateAsync(body));
  });
  const count = ids.length;
  return (
    <FormDialog
      {...form.dialogProps(submit)}
      title={t(action === 'assign' ? 'worklists.bulk.assignTitle' : 'worklists.bulk.closeTitle', { count })}
      submitLabel={t(action === 'assign' ? 'worklists.bulk.assign' : 'worklists.bulk.close')}
      grid={false}
    >
      {action === 'assign' && (
        <TextField
          {...form.dialogField('contractorId')}
          select
          fullWidth
          required
          label={t('worklists.bulk.contractor')}
        >
          {(contractors.data?.items ?? []).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name} ({t(`enums.trade.${c.trade}`)})
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        {...form.dialogField('note')}
        fullWidth
        multiline
        minRows={3}
        required={action === 'close'}
        label={t(action === 'close' ? 'worklists.bulk.note' : 'errandsPages.noteOptional')}
      />
    </FormDialog>
  );
}
