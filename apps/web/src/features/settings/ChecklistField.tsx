import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

/**
 * Several choices in one form value: `value` holds the chosen options comma-separated (the form
 * holds strings), in the options' order.
 */
export function ChecklistField<O extends string>(props: {
  name: string;
  legend: string;
  options: readonly O[];
  label: (option: O) => string;
  value: string;
  onChange: (next: string) => void;
  error?: string | null;
}) {
  const chosen = props.value.split(',').filter(Boolean);
  const toggle = (option: O, on: boolean) =>
    props.onChange(props.options.filter((o) => (o === option ? on : chosen.includes(o))).join(','));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend">{props.legend}</FormLabel>
      <FormGroup>
        {props.options.map((option) => (
          <FormControlLabel
            key={option}
            label={props.label(option)}
            control={
              <Checkbox
                name={props.name}
                checked={chosen.includes(option)}
                onChange={(e) => toggle(option, e.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      {props.error && <FormHelperText error>{props.error}</FormHelperText>}
    </Box>
  );
}
