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
  const { t, i18n } = useTranslation();
  const lang = inputLanguage(i18n.language);
  // What the field shows, which may be half typed; the parent hears only whole values.
  const [shown, setShown] = useState<Date | null>(() => read(value, kind));
  const sent = useRef(value);
  // Some parts typed, others not ("ÅÅÅÅ-MM-05"): the picker hands on no date, so the parent hears ''
  // as for an empty field. The field says so itself and marks its input invalid, which the form
  // checks before sending (lib/use-form.ts): a half-typed date must not save as no date. The
  // typed parts are only in the field's text (its hidden input), so that is what is read.
  const input = useRef<HTMLInputElement>(null);
  const [incomplete, setIncomplete] = useState(false);
  const incompleteText = t(kind === 'date' ? 'common.incompleteDate' : 'common.incompleteTime');
  const check = () => {
    const typed = /\d/.test(input.current?.value ?? '');
    const next = typed && sent.current === '';
    setIncomplete((was) => {
      // Emptied after a half-typed state: the parent's message about it goes too.
      if (was && !next && sent.current === '') onChange('');
      return next;
    });
  };
  // After every render: the field's text may have changed with it.
  useEffect(check);
  useEffect(() => {
    input.current?.setCustomValidity(incomplete ? incompleteText : '');
  }, [incomplete, incompleteText]);
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
        inputRef: input,
        // Parts can be cleared without a new value reaching us; leaving the field settles it.
        onBlur: check,
        error: incomplete || props.error,
        helperText: incomplete ? incompleteText : props.helperText,
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
