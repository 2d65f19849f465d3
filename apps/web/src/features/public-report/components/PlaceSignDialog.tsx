import type { PlaceKind, PlacePublicCode } from '@app/contract';
import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/QueryStates';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';
import { errorMessage } from '../../../lib/error-text';
import { downloadSign, placeCode, useSetPublicReporting } from '../api';

export interface SignPlace {
  kind: PlaceKind;
  id: string;
  /** What the dialog's title names: an address, a designation, an equipment item. */
  label: string;
}

/**
 * Staff: a place's public code, its sign as a PDF in Swedish or English, and the property's
 * switch for reporting without an account.
 */
export function PlaceSignDialog({ place, onClose }: { place: SignPlace | null; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const code = useQuery(placeCode(place?.kind ?? 'property', place?.id));
  const [failure, setFailure] = useState<string | null>(null);
  const download = (language: 'sv' | 'en') => {
    if (!place) return;
    setFailure(null);
    downloadSign(place.kind, place.id, language).catch((e: unknown) => setFailure(errorMessage(t, e)));
  };
  return (
    <ResponsiveDialog open={place !== null} onClose={onClose} aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>
        {t('publicReport.staff.heading')}: {place?.label}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('publicReport.staff.explain')}
        </Typography>
        {code.isPending && <LoadingState />}
        {code.isError && <ErrorState error={code.error} onRetry={() => void code.refetch()} />}
        {code.data && (
          <SignBody
            code={code.data}
            onDownload={download}
            onFailure={(e) => setFailure(errorMessage(t, e))}
          />
        )}
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('adminPages.shared.close')}</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

/** The code, the two downloads and the property's switch. */
function SignBody({
  code: c,
  onDownload,
  onFailure,
}: {
  code: PlacePublicCode;
  onDownload: (language: 'sv' | 'en') => void;
  onFailure: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const toggle = useSetPublicReporting();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h6" component="p" sx={{ fontFamily: 'monospace', letterSpacing: 2 }}>
        {t('publicReport.staff.code', { code: c.code })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" onClick={() => onDownload('sv')}>
          {t('publicReport.staff.download')}
        </Button>
        <Button variant="outlined" onClick={() => onDownload('en')}>
          {t('publicReport.staff.downloadEn')}
        </Button>
      </Stack>
      <FormControlLabel
        control={
          <Switch
            checked={c.publicReporting}
            disabled={toggle.isPending}
            onChange={(_, enabled) =>
              toggle.mutate({ propertyId: c.propertyId, enabled }, { onError: onFailure })
            }
          />
        }
        label={t('publicReport.staff.enabled')}
      />
      {!c.publicReporting && <Alert severity="info">{t('publicReport.staff.disabledNote')}</Alert>}
    </Stack>
  );
}
