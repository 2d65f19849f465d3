import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { setTableDensity, type TableDensity, useTableDensity } from '../../lib/table-density';
import { Section } from './Section';

const densities: readonly TableDensity[] = ['dense', 'comfortable'];

/** The tables' row height on this device (lib/table-density.ts); applies at once. */
export function DisplaySection() {
  const { t } = useTranslation();
  const helpId = useId();
  const density = useTableDensity();
  return (
    <Section title={t('settings.display.heading')}>
      <FormControl>
        <FormHelperText id={helpId} sx={{ mx: 0, mb: 1 }}>
          {t('settings.display.help')}
        </FormHelperText>
        <RadioGroup
          aria-label={t('settings.display.label')}
          aria-describedby={helpId}
          value={density}
          onChange={(_, value) => setTableDensity(value === 'comfortable' ? 'comfortable' : 'dense')}
        >
          {densities.map((d) => (
            <FormControlLabel key={d} value={d} control={<Radio />} label={t(`settings.display.${d}`)} />
          ))}
        </RadioGroup>
      </FormControl>
    </Section>
  );
}
