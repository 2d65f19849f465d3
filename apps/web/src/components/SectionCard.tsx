import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface SectionCardProps {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  /** Shown before the heading; decorative, so give it `aria-hidden`. */
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

/** A section of a page drawn as an outlined card, named by the heading whose id is `labelledBy`. */
export function OutlinedSection({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={labelledBy}
      sx={{ p: 2, bgcolor: 'background.paper' }}
    >
      {children}
    </Paper>
  );
}

/** An outlined section headed by an icon and an h2 that names it. */
export function SectionCard({ id, icon, title, children }: SectionCardProps) {
  return (
    <OutlinedSection labelledBy={id}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        {icon}
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
      </Stack>
      {children}
    </OutlinedSection>
  );
}
