import { describe, expect, it } from 'vitest';
import { focusRing, messageBar, priorityPalette, statusPalette, surfaces, theme } from './theme';

/** WCAG 2.x contrast ratio of two opaque #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `rgba(0, 0, 0, a)` laid over an opaque background, as #rrggbb. */
function blackOver(alpha: number, background: string): string {
  return `#${[1, 3, 5]
    .map((i) => Math.round(Number.parseInt(background.slice(i, i + 2), 16) * (1 - alpha)))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

describe('theme', () => {
  const page = theme.palette.background.default;
  const appBar = theme.palette.primary.main;

  it('keeps the spec’s colours', () => {
    expect([page, theme.palette.background.paper, appBar, theme.palette.secondary.main]).toEqual([
      '#ebdfd0',
      '#ebdfd0',
      '#1c03a9',
      '#3F87D8',
    ]);
  });

  it('draws a focus ring of 2–3 px, set off, that shows on both the app bar and the page', () => {
    const [, width, , colour] = /^(\d+)px (solid) (#[0-9a-f]{6})$/i.exec(focusRing.outline) ?? [];
    expect(Number(width)).toBeGreaterThanOrEqual(2);
    expect(Number(width)).toBeLessThanOrEqual(3);
    expect(focusRing.outlineOffset).toBeGreaterThan(0);
    expect(contrast(colour ?? '', appBar)).toBeGreaterThanOrEqual(3);
    expect(contrast(colour ?? '', page)).toBeGreaterThanOrEqual(3);
    const buttons = theme.components?.MuiButtonBase?.styleOverrides?.root as Record<string, unknown>;
    expect(buttons['&.Mui-focusVisible']).toEqual(focusRing);
  });

  it('writes placeholders at 4.5:1 or more on the page', () => {
    const input = theme.components?.MuiInputBase?.styleOverrides?.input as Record<
      string,
      { color: string; opacity: number }
    >;
    const { color, opacity } = input['&::placeholder']!;
    expect(opacity).toBe(1);
    const alpha = Number(/rgba\(0, 0, 0, ([\d.]+)\)/.exec(color)?.[1]);
    expect(contrast(blackOver(alpha, page), page)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the design system’s colours readable: chips, message bar, fields', () => {
    for (const { bg, fg } of Object.values(statusPalette)) expect(contrast(fg, bg)).toBeGreaterThanOrEqual(6);
    for (const fill of Object.values(messageBar)) expect(contrast('#ffffff', fill)).toBeGreaterThanOrEqual(5);
    expect(contrast(priorityPalette.high, page)).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', priorityPalette.urgent)).toBeGreaterThanOrEqual(4.5);
    // Placeholders and secondary text (60 % black) on the lighter field surface.
    expect(contrast(blackOver(0.6, surfaces.raised), surfaces.raised)).toBeGreaterThanOrEqual(4.5);
    // The message bar is no longer the palette's lime.
    expect(Object.values(messageBar)).not.toContain(theme.palette.success.main);
  });
});
