import { createTheme, type Theme } from '@mui/material/styles';
// The date pickers' theme keys (their field has its own outline), types only.
import type {} from '@mui/x-date-pickers/themeAugmentation';

/**
 * The light palette (docs/PRODUCT.md, "Constants and limits"). Two of its colours are too light for text on
 * the #ebdfd0 background (WCAG 2.2 AA asks 4.5:1): error #F44336 (3.2:1) and
 * secondary #3F87D8 (3.0:1). They stay the palette's colours for fills and
 * borders; text in those roles uses the darker shades below.
 */
export const textShades = {
  error: '#b3261e',
  secondary: '#1f5fa8',
  /** The palette's amber as text on the page is 2.3:1; this brown reads at 6.9:1 (waiting chips). */
  warning: '#7a4100',
} as const;

/**
 * The keyboard focus ring, one colour everywhere: teal #0e8a8a contrasts 3.1:1 with the app bar
 * (primary #1c03a9) and 3.2:1 with the page (#ebdfd0), so it shows on both (WCAG 2.4.7, 1.4.11);
 * few colours do, as the two are far apart. The palette keeps the spec's colours.
 */
export const focusRing = { outline: '3px solid #0e8a8a', outlineOffset: 2 } as const;
/** The ring inside rows of a list, a menu or tabs, whose scrolling containers would clip it outside. */
const insetFocusRing = { '&.Mui-focusVisible': { ...focusRing, outlineOffset: -3 } } as const;

/**
 * The small design system on the spec's colours (page #ebdfd0, bar and accent #1c03a9): one
 * accent, a field and card surface a step lighter than the page, soft warm shadows, and status
 * and priority palettes of tinted chips with dark text (each pair 6:1 or more).
 */
export const surfaces = {
  /** Fields and raised cards: lighter than the page, so they read as places to type and look. */
  raised: '#f7f1ea',
  /** Borders of fields, cards and table rows. */
  line: 'rgba(74, 52, 30, 0.28)',
} as const;

const shadow = (y: number, blur: number, alpha: number) => `0 ${y}px ${blur}px rgba(74, 52, 30, ${alpha})`;

export const statusPalette = {
  Open: { bg: '#fde7b0', fg: '#5c3d00' },
  InProgress: { bg: '#e3defc', fg: '#1c03a9' },
  FollowingUp: { bg: '#d5eefb', fg: '#0b4f73' },
  Closed: { bg: '#d9efdb', fg: '#1e5e22' },
} as const;

/** Priority on a scale of its own: quiet for Low and Normal, brown from High, red when Urgent. */
export const priorityPalette = { high: '#8a3a00', urgent: '#b71c1c' } as const;

/** The message bar's filled colours: white text on each at 5:1 or more (the palette's lime was 1.3:1). */
export const messageBar = {
  success: '#1e6b34',
  info: '#1c03a9',
  warning: '#7a4f00',
  error: '#b3261e',
} as const;

/** Placeholders at full strength of the secondary text colour (5.3:1 on the page; MUI's 42 % gives 2.9:1). */
const placeholder = { color: 'rgba(0, 0, 0, 0.6)', opacity: 1 } as const;

export const theme = createTheme({
  palette: {
    mode: 'light',
    background: { default: '#ebdfd0', paper: '#ebdfd0' },
    primary: { main: '#1c03a9' },
    secondary: { main: '#3F87D8' },
    error: { main: '#F44336' },
    info: { main: '#62BFED' },
    success: { main: '#6afc7b' },
    warning: { main: '#FFC107' },
  },
  shape: { borderRadius: 8 },
  // A type scale of its own: firmer headings, a steady body, labels and buttons at 600.
  typography: {
    h4: { fontSize: '1.75rem', fontWeight: 700, letterSpacing: '-0.01em' },
    h5: { fontSize: '1.375rem', fontWeight: 650 },
    h6: { fontSize: '1.125rem', fontWeight: 650 },
    subtitle1: { fontWeight: 600 },
    subtitle2: { fontWeight: 600 },
    button: { fontWeight: 600 },
    overline: { fontWeight: 600, letterSpacing: '0.08em' },
  },
  components: {
    // Anything focusable that MUI does not style (links, the skip link, plain buttons).
    MuiCssBaseline: { styleOverrides: { ':focus-visible': focusRing } },
    // MUI's buttons, chips, tabs, checkboxes … show keyboard focus by a faint tint only.
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
    MuiMenuItem: { styleOverrides: { root: insetFocusRing } },
    MuiListItemButton: { styleOverrides: { root: insetFocusRing } },
    MuiTab: { styleOverrides: { root: { textTransform: 'none', ...insetFocusRing } } },
    MuiAccordionSummary: { styleOverrides: { root: insetFocusRing } },
    // Text fields: the field's box gets the ring (the input itself has none in MUI).
    MuiInputBase: {
      styleOverrides: {
        root: { '&.Mui-focused:not(.Mui-disabled)': focusRing },
        input: { '&::placeholder': placeholder },
      },
    },
    // Fields on a lighter surface with a soft edge, rather than MUI's bare outline on the page.
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          backgroundColor: surfaces.raised,
          '& .MuiOutlinedInput-notchedOutline': { borderColor: surfaces.line },
          '&.Mui-disabled': { backgroundColor: 'transparent' },
        },
      },
    },
    MuiPickersOutlinedInput: {
      styleOverrides: {
        root: {
          backgroundColor: surfaces.raised,
          '& .MuiPickersOutlinedInput-notchedOutline': { borderColor: surfaces.line },
        },
      },
    },
    // The message bar (Notifier) and notices: deep fills with white text instead of the lime.
    MuiAlert: {
      styleOverrides: {
        root: {
          borderRadius: 8,
          variants: (['success', 'info', 'warning', 'error'] as const).map((severity) => ({
            props: { variant: 'filled', severity },
            style: { backgroundColor: messageBar[severity], color: '#fff' },
          })),
        },
      },
    },
    MuiSnackbarContent: { styleOverrides: { root: { boxShadow: shadow(4, 16, 0.25) } } },
    // Chips as tags: squarer, medium weight.
    MuiChip: { styleOverrides: { root: { borderRadius: 6, fontWeight: 500 } } },
    // Dense tables with quiet headers that fit their content.
    MuiTable: { defaultProps: { size: 'small' } },
    MuiTableCell: {
      styleOverrides: {
        root: { borderBottomColor: surfaces.line },
        head: { fontWeight: 600, color: 'rgba(0, 0, 0, 0.7)', whiteSpace: 'nowrap' },
      },
    },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiFormHelperText: { styleOverrides: { root: { '&.Mui-error': { color: textShades.error } } } },
    MuiFormLabel: { styleOverrides: { root: { '&.Mui-error': { color: textShades.error } } } },
    MuiInputLabel: { styleOverrides: { root: { '&.Mui-error': { color: textShades.error } } } },
    MuiLink: { defaultProps: { underline: 'always' } },
    // Sentence case (buttons here, tabs above), as the texts are written: capitals ran row actions
    // together and read as shouting.
    // Red text and outlined buttons (erase, revoke, reject) take the darker error shade for their
    // text: the palette's red on the page is 3.2:1.
    MuiButton: {
      styleOverrides: {
        root: {
          textTransform: 'none',
          variants: [
            { props: { color: 'error', variant: 'text' }, style: { color: textShades.error } },
            { props: { color: 'error', variant: 'outlined' }, style: { color: textShades.error } },
          ],
        },
      },
    },
    // The surface colour is the page's (the spec's #ebdfd0 for both): cards stand out by a firmer
    // edge and a soft shadow instead.
    MuiPaper: {
      styleOverrides: {
        outlined: { borderColor: surfaces.line, boxShadow: shadow(1, 3, 0.12) },
      },
    },
    // Dialog buttons line up with the content above them (24 px in).
    MuiDialogActions: { styleOverrides: { root: { padding: '8px 24px 20px' } } },
  },
});

/**
 * The theme with the texts MUI draws itself in the page's language: the close button of a message
 * (the snackbar and every dismissible notice) is "Close" in MUI, whatever the language.
 */
export function themeWithTexts(base: Theme, texts: { close: string }): Theme {
  return createTheme(base, { components: { MuiAlert: { defaultProps: { closeText: texts.close } } } });
}
