import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceSignDialog, type SignPlace } from './PlaceSignDialog';

/** A row's "Sign" button for staff: opens the place's code, sign downloads and switch. */
export function PlaceSignButton({ place }: { place: SignPlace }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen(true)}
        aria-label={t('publicReport.staff.signOf', { name: place.label })}
      >
        {t('publicReport.staff.signButton')}
      </Button>
      <PlaceSignDialog place={open ? place : null} onClose={() => setOpen(false)} />
    </>
  );
}
