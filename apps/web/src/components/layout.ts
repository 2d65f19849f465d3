/**
 * The sx of a row with its parts at either end (a title and its actions, a range and the page
 * buttons), wrapping them under each other where the line is too narrow.
 */
export const spreadRow = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 2,
} as const;

/** The sx of a link that reads as what it holds (the product's name, a card): its text's colour, no underline. */
export const plainLink = { color: 'inherit', textDecoration: 'none' } as const;
