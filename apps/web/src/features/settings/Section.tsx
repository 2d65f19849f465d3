import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** A settings section that is not a form of its own (choices that apply at once). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A section of one set of choices that apply at once, under a help line that describes them (`helpId`). */
export function ChoiceSection(props: {
  title: string;
  help: string;
  children: (helpId: string) => ReactNode;
}) {
  const helpId = useId();
  return (
    <Section title={props.title}>
      <FormControl>
        <FormHelperText id={helpId} sx={{ mx: 0, mb: 1 }}>
          {props.help}
        </FormHelperText>
        {props.children(helpId)}
      </FormControl>
    </Section>
  );
}
