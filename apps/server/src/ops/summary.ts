/** The start-up summary: what a person needs to sign in, printed last and set apart from the log. */
export function formatSummary(lines: string[], opts: { color: boolean }): string {
  const rule = '─'.repeat(Math.min(72, Math.max(40, ...lines.map((l) => l.length + 4))));
  const bold = (s: string) => (opts.color ? `\u001b[1m${s}\u001b[22m` : s);
  const green = (s: string) => (opts.color ? `\u001b[32m${s}\u001b[39m` : s);
  const [first = '', ...rest] = lines;
  return ['', green(rule), `  ${bold(first)}`, ...rest.map((l) => `  ${l}`), green(rule), ''].join('\n');
}
