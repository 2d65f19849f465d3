import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import { setTableDensity, type TableDensity, useTableDensity } from '../../lib/table-density';
import { ChoiceSection } from './Section';

const densities: readonly TableDensity[] = ['dense', 'comfortable'];

/** The tables' row height on this device (lib/table-density.ts); applies at once. */
export function DisplaySection() {
  const { t } = useTranslation();
  const density = useTableDensity();
  return (
    <ChoiceSection title={t('settings.display.heading')} help={t('settings.display.help')}>
      {(helpId) => (
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
      )}
    </ChoiceSection>
  );
}
