import Alert from '@mui/material/Alert';
import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme, themeWithTexts } from './theme';

afterEach(cleanup);

/** A message's close button speaks the page's language, not MUI's English "Close". */
describe('theme texts', () => {
  it('labels the close button of a message in the given language', () => {
    render(
      <ThemeProvider theme={themeWithTexts(theme, { close: 'Stäng' })}>
        <Alert onClose={() => {}}>Sparat.</Alert>
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Stäng' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});
