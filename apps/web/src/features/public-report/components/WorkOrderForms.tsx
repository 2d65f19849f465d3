import type { WorkOrderView } from '@app/contract';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-text';
import { type FieldErrors, serverFieldErrors } from '../../../lib/forms';
import { workOrder, workOrderCalls } from '../work-order-api';

/** A `datetime-local` value (the phone's own picker) as an instant with its offset. */
const instant = (local: string) => (local ? new Date(local).toISOString() : '');
/** An instant as a `datetime-local` value in the phone's time zone. */
function localValue(iso: string | undefined, hoursAhead: number): string {
  const d = iso ? new Date(iso) : new Date(Date.now() + hoursAhead * 3_600_000);
  if (!iso) d.setMinutes(0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * One call through the link: busy while it runs, the server's answer shown at once (the page
 * re-reads nothing), and its error in the site's words: a problem with a field the form sent
 * (`values`, named as in the body) under that field, and the whole failure above the forms.
 */
function useCall(token: string) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  // What succeeded, unless the page itself now says it (done work shows its own notice).
  const [done, setDone] = useState<string | null>(null);
  const run = async (
    call: () => Promise<WorkOrderView | unknown>,
    success: string | null,
    values: Record<string, string> = {},
  ) => {
    setBusy(true);
    setFailure(null);
    setFieldErrors({});
    setDone(null);
    try {
      const view = await call();
      if (view && typeof view === 'object' && 'errand' in view)
        qc.setQueryData(workOrder(token).queryKey, view as WorkOrderView);
      // A photo answers its files only: the page reads the work order again.
      else if (Array.isArray(view)) await qc.invalidateQueries({ queryKey: workOrder(token).queryKey });
      setDone(success);
      return true;
    } catch (err) {
      const found = Object.entries(serverFieldErrors(err, t, values));
      setFieldErrors(Object.fromEntries(found.filter(([name]) => name in values)));
      // A problem with something the form did not send has no field to stand under.
      setFailure(found.find(([name]) => !(name in values))?.[1] ?? errorMessage(t, err));
      return false;
    } finally {
      setBusy(false);
    }
  };
  /**
   * A text field's props: its value, and its problem under it (`name` as the body names it);
   * changing the field takes its problem away.
   */
  const field = (name: string, value: string, set: (value: string) => void) => ({
    value,
    onChange: (ev: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      set(ev.target.value);
      if (fieldErrors[name]) setFieldErrors(({ [name]: _, ...rest }) => rest);
    },
    error: Boolean(fieldErrors[name]),
    helperText: fieldErrors[name],
  });
  return { busy, failure, done, run, field };
}

/** The props of a longer text the holder writes (a note, what was done, a reason). */
const longText = {
  multiline: true,
  minRows: 2,
  required: true,
  slotProps: { htmlInput: { maxLength: 4000 } },
};
/** The props of a moment the holder picks with the phone's own picker (the visit's start and end). */
const moment = { type: 'datetime-local', required: true, slotProps: { inputLabel: { shrink: true } } };

/** One form of the work order: its heading, fields, and the button that sends it (held while a call runs). */
function Section({
  title,
  onSubmit,
  busy,
  button,
  children,
}: {
  title: string;
  onSubmit: (ev: FormEvent) => void;
  busy: boolean;
  button: { label: string; variant: 'outlined' | 'contained'; color?: 'error' };
  children: ReactNode;
}) {
  const heading = useId();
  return (
    <Stack component="form" spacing={1.5} onSubmit={onSubmit} aria-labelledby={heading}>
      <Typography id={heading} variant="h6" component="h2">
        {title}
      </Typography>
      {children}
      <Button
        type="submit"
        color={button.color}
        variant={button.variant}
        disabled={busy}
        sx={{ alignSelf: 'flex-start' }}
      >
        {button.label}
      </Button>
    </Stack>
  );
}

export interface WorkOrderProps {
  token: string;
  view: WorkOrderView;
  /** The holder declined the work order: the page says so in place of it. */
  onDeclined: () => void;
}

/** What the holder may do now, as the errand's `can` block (the server's rules) says. */
export function WorkOrderForms({ token, view, onDeclined }: WorkOrderProps) {
  const { t } = useTranslation();
  const call = useCall(token);
  const e = view.errand;
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [resolution, setResolution] = useState('');
  const [from, setFrom] = useState(() => localValue(e.visit?.startsAt, 24));
  const [to, setTo] = useState(() => localValue(e.visit?.endsAt, 26));
  const photo = useRef<HTMLInputElement>(null);
  const w = (key: string) => t(`publicReport.workOrder.${key}`);
  const submit = (action: () => Promise<unknown>) => (ev: FormEvent) => {
    ev.preventDefault();
    void action();
  };
  const canFinish = e.can.moves.some((m) => m.to === 'FollowingUp');
  return (
    <Stack spacing={3}>
      {/* The last call's outcome, read out where it happened; while empty, it adds no gap. */}
      <Stack role="status" spacing={1} sx={{ '&:empty + *': { mt: 0 } }}>
        {call.failure && <Alert severity="error">{call.failure}</Alert>}
        {call.done && <Alert severity="success">{call.done}</Alert>}
      </Stack>
      {e.status === 'FollowingUp' && <Alert severity="success">{w('doneInfo')}</Alert>}
      {e.can.accept && (
        <Stack spacing={1.5}>
          <Alert severity="info">{w('offered')}</Alert>
          <Button
            variant="contained"
            size="large"
            disabled={call.busy}
            onClick={() => void call.run(() => workOrderCalls.accept(token), w('accepted'))}
          >
            {w('accept')}
          </Button>
        </Stack>
      )}
      {e.can.planVisit && (
        <Section
          title={w('planVisit')}
          busy={call.busy}
          button={{ label: w('planVisit'), variant: 'outlined' }}
          onSubmit={submit(() => {
            const plan = { startsAt: instant(from), endsAt: instant(to) };
            return call.run(() => workOrderCalls.planVisit(token, plan), w('visitSaved'), plan);
          })}
        >
          <TextField label={w('visitStart')} {...call.field('startsAt', from, setFrom)} {...moment} />
          <TextField label={w('visitEnd')} {...call.field('endsAt', to, setTo)} {...moment} />
        </Section>
      )}
      {e.can.note && (
        <>
          <Button variant="outlined" disabled={call.busy} onClick={() => photo.current?.click()}>
            {w('addPhoto')}
          </Button>
          <input
            ref={photo}
            type="file"
            accept="image/*"
            hidden
            aria-label={w('addPhoto')}
            onChange={(ev) => {
              const files = [...(ev.target.files ?? [])];
              ev.target.value = '';
              if (files.length)
                void call.run(() => workOrderCalls.addPhotos(token, e.id, files), w('photoAdded'));
            }}
          />
          <Section
            title={w('note')}
            busy={call.busy}
            button={{ label: w('sendNote'), variant: 'outlined' }}
            onSubmit={submit(async () => {
              if (await call.run(() => workOrderCalls.addNote(token, note), w('noteSent'), { note }))
                setNote('');
            })}
          >
            <TextField label={w('note')} {...call.field('note', note, setNote)} {...longText} />
          </Section>
        </>
      )}
      {canFinish && (
        <Section
          title={w('markDone')}
          busy={call.busy}
          button={{ label: w('markDone'), variant: 'contained' }}
          onSubmit={submit(() =>
            call.run(() => workOrderCalls.markDone(token, { resolution }), null, { resolution }),
          )}
        >
          <TextField
            label={w('resolution')}
            {...call.field('resolution', resolution, setResolution)}
            {...longText}
          />
        </Section>
      )}
      {view.canDecline && (
        <Section
          title={w('decline')}
          busy={call.busy}
          button={{ label: w('declineSend'), variant: 'outlined', color: 'error' }}
          onSubmit={submit(async () => {
            if (await call.run(() => workOrderCalls.decline(token, reason), w('declined'), { reason }))
              onDeclined();
          })}
        >
          <TextField label={w('declineReason')} {...call.field('reason', reason, setReason)} {...longText} />
        </Section>
      )}
    </Stack>
  );
}
