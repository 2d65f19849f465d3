/**
 * The product's mark, drawn inline so it needs no request: a house on a tile of the spec's
 * surface colour (#ebdfd0) in its primary (#1c03a9), with a spark in its secondary (#3F87D8)
 * for the fault. The tile keeps it legible on the primary-coloured app bar and on the page.
 * Decorative: the app's name beside it is the text.
 */
export function ProductMark({ size = 32 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      style={{ display: 'block', flexShrink: 0 }}
    >
      <rect width="32" height="32" rx="7" fill="#ebdfd0" />
      <path
        d="M6 15 16 6l10 9"
        fill="none"
        stroke="#1c03a9"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M9 13.5V26h14V13.5" fill="none" stroke="#1c03a9" strokeWidth="2.6" strokeLinejoin="round" />
      <path d="m17.5 12.5-4 6h3.5l-2 5.5 5-7h-3.5l1.5-4.5z" fill="#3F87D8" />
    </svg>
  );
}
