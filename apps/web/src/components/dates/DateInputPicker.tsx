import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, svSE } from '@mui/x-date-pickers/locales';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { format, isValid, parse } from 'date-fns';
import { enGB, sv } from 'date-fns/locale';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputFormats, inputLanguage } from './date-formats';
import type { DateInputProps } from './date-input-props';

const wire = { date: 'yyyy-MM-dd', time: 'HH:mm' } as const;
// Month and day names from date-fns, the pickers' own labels (open calendar, placeholders) from MUI.
const locales = {
  sv: { dates: sv, texts: svSE.components.MuiLocalizationProvider.defaultProps.localeText },
  en: { dates: enGB, texts: enUS.components.MuiLocalizationProvider.defaultProps.localeText },
};

const read = (value: string, kind: 'date' | 'time') => {
  if (!value) return null;
  const d = parse(value, wire[kind], new Date(2000, 0, 1));
  return isValid(d) ? d : null;
};

/** The MUI X picker behind DateInput, loaded on demand. */
export default function DateInputPicker({ kind = 'date', value, onChange, ...props }: DateInputProps) {
  const { i18n } = useTranslation();
  const lang = inputLanguage(i18n.language);
  // What the field shows, which may be half typed; the parent hears only whole values.
  const [shown, setShown] = useState<Date | null>(() => read(value, kind));
  const sent = useRef(value);
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setShown(read(value, kind));
  }, [value, kind]);
  const change = (d: Date | null) => {
    setShown(d);
    const next = d && isValid(d) ? format(d, wire[kind]) : '';
    if (next === sent.current) return;
    sent.current = next;
    onChange(next);
  };
  const common = {
    label: props.label,
    value: shown,
    onChange: change,
    disabled: props.disabled,
    autoFocus: props.autoFocus,
    format: inputFormats[lang][kind],
    slotProps: {
      textField: {
        name: props.name,
        required: props.required,
        error: props.error,
        helperText: props.helperText,
        size: props.size,
        sx: props.sx,
      },
    },
  };
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={locales[lang].dates}
      localeText={locales[lang].texts}
    >
      {kind === 'date' ? <DatePicker {...common} /> : <TimePicker {...common} ampm={false} />}
    </LocalizationProvider>
  );
}
