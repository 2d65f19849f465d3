import type { Language, Priority, Trade } from '@app/contract';
import { translate } from '@app/i18n';

export interface InterviewFacts {
  what: string;
  description: string;
  since: string;
  urgency: string;
  access: string;
  placeLabel: string;
}

const clip = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`);
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * The report's fixed parts in the REPORT language (the organisation's), whatever language the
 * reporter wrote in; the reporter's own words are quoted, never translated or rewritten.
 */
export function writeReport(lang: Language, facts: InterviewFacts, trade: Trade, priority: Priority) {
  const t = (key: string, vars?: Record<string, string>) => translate(lang, `assistant.report.${key}`, vars);
  const quote = (s: string) => `${t('quoteOpen')}${s.trim()}${t('quoteClose')}`;
  const tradeLabel = translate(lang, `enums.trade.${trade}`);
  const whatBroke = clip(t('whatBroke', { trade: tradeLabel, what: clip(oneLine(facts.what), 160) }), 200);
  const priorityLabel = translate(lang, `enums.priority.${priority}`);
  const description = [
    `${t('description')}: ${quote(facts.description)}`,
    `${t('since')}: ${quote(facts.since)}`,
    `${t('urgency')}: ${priorityLabel} – ${quote(facts.urgency)}`,
    `${t('access')}: ${quote(facts.access)}`,
    `${t('place')}: ${facts.placeLabel}`,
    '',
    t('source'),
  ].join('\n');
  return { whatBroke, description: clip(description, 10000), trade, priority };
}

/** The note added to an open report when the reporter chooses that over a duplicate. */
export function writeNote(lang: Language, facts: InterviewFacts) {
  const t = (key: string) => translate(lang, `assistant.report.${key}`);
  const quote = (s: string) => `${t('quoteOpen')}${s.trim()}${t('quoteClose')}`;
  const lines = [
    t('note'),
    quote(facts.what),
    `${t('description')}: ${quote(facts.description)}`,
    `${t('since')}: ${quote(facts.since)}`,
    `${t('access')}: ${quote(facts.access)}`,
  ];
  return clip(lines.join('\n'), 4000);
}
