import { MAX_OFFERED_WINDOWS, type OfferedWindow, type TimeOfferUpdate } from '@app/contract';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  IconButton,
  List,
  ListItem,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVisitWindow } from '../../../components/dates/use-visit-window';
import { VisitDialog } from './VisitDialog';

/** The times that suit the reporter, as the fields hold them. */
export interface TimesValue {
  windows: OfferedWindow[];
  note: string;
  anyTime: boolean;
}
export const noTimes: TimesValue = { windows: [], note: '', anyTime: false };

/** What the API takes (PUT …/times, or `times` when filing): an empty note left out. */
export const timesBody = (v: TimesValue): TimeOfferUpdate => ({
  windows: v.windows,
  note: v.note.trim() || undefined,
  anyTime: v.anyTime,
});
/** Whether anything is offered at all (a report filed without times sends none). */
export const offersAny = (v: TimesValue) => v.windows.length > 0 || v.note.trim() !== '' || v.anyTime;

/** Offered windows, earliest first, each with what may be done with it (book, remove). */
export function Windows(props: { windows: OfferedWindow[]; action: (w: OfferedWindow) => ReactNode }) {
  const { t } = useTranslation();
  const when = useVisitWindow();
  if (props.windows.length === 0)
    return <Typography color="text.secondary">{t('visits.times.none')}</Typography>;
  return (
    <List dense disablePadding>
      {props.windows.map((w) => (
        <ListItem
          key={w.startsAt + w.endsAt}
          disableGutters
          secondaryAction={props.action(w)}
          sx={{ pr: 12 }}
        >
          <ListItemText primary={when(w.startsAt, w.endsAt)} />
        </ListItem>
      ))}
    </List>
  );
}

/**
 * The reporter's times (docs/PRODUCT.md "Visits"): windows added by a dialog and removed by a
 * button, the free text and "any time with the master key". Used on the errand and when filing;
 * `errors` are the messages by field as the API names them (`windows`, `note`).
 */
export function OfferedTimesFields({
  value,
  onChange,
  errors = {},
}: {
  value: TimesValue;
  onChange: (next: TimesValue) => void;
  errors?: Partial<Record<string, string>>;
}) {
  const { t } = useTranslation();
  const when = useVisitWindow();
  const [adding, setAdding] = useState(false);
  const full = value.windows.length >= MAX_OFFERED_WINDOWS;
  const windowsError = Object.entries(errors).find(([k]) => k.startsWith('windows'))?.[1];
  return (
    <>
      <Windows
        windows={value.windows}
        action={(w) => (
          <IconButton
            aria-label={t('visits.times.remove', { when: when(w.startsAt, w.endsAt) })}
            onClick={() => onChange({ ...value, windows: value.windows.filter((x) => x !== w) })}
          >
            <DeleteIcon />
          </IconButton>
        )}
      />
      {windowsError && <FormHelperText error>{windowsError}</FormHelperText>}
      <Box>
        <Button variant="outlined" sx={{ mt: 1 }} disabled={full} onClick={() => setAdding(true)}>
          {t('visits.times.add')}
        </Button>
      </Box>
      {full && (
        <Typography variant="body2" color="text.secondary">
          {t('visits.times.max')}
        </Typography>
      )}
      <TextField
        name="times.note"
        label={t('visits.times.note')}
        value={value.note}
        onChange={(e) => onChange({ ...value, note: e.target.value })}
        error={Boolean(errors.note)}
        helperText={errors.note}
        slotProps={{ htmlInput: { maxLength: 200 } }}
        fullWidth
        sx={{ mt: 2 }}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={value.anyTime}
            onChange={(e) => onChange({ ...value, anyTime: e.target.checked })}
          />
        }
        label={t('visits.times.anyTime')}
      />
      <VisitDialog
        open={adding}
        visit={null}
        labels={{ title: t('visits.times.addTitle'), submit: t('visits.times.add') }}
        onClose={() => setAdding(false)}
        onConfirm={async ({ startsAt, endsAt }) => {
          const windows = [...value.windows, { startsAt, endsAt }];
          onChange({ ...value, windows: windows.sort((a, b) => a.startsAt.localeCompare(b.startsAt)) });
        }}
      />
    </>
  );
}
