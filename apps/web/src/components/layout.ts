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
