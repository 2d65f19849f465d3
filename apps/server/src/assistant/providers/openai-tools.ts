import { ReportCreate, Trade } from '@app/contract';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import type { AssistantTools } from '../types';

/** The tools offered to the model, in the chat-completions `tools` format. */
export const toolDefinitions = [
  {
    type: 'function',
    function: {
      name: 'list_my_places',
      description:
        'The places (premises or properties) the user may report a fault at, each with its propertyId, premisesId and reportLanguage. Administrators may pass `query` to search properties by address.',
      parameters: {
        type: 'object',
        properties: { query: { type: 'string', description: 'part of an address (administrators)' } },
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'find_open_reports',
      description:
        'Open reports of one trade at a place, to offer adding to one instead of filing a duplicate.',
      parameters: {
        type: 'object',
        properties: {
          propertyId: { type: 'string' },
          premisesId: { type: ['string', 'null'] },
          trade: { type: 'string', enum: [...Trade.options] },
        },
        required: ['propertyId', 'trade'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'submit_report',
      description:
        "Files the report after the user confirmed the summary. whatBroke (one line) and description are written in the place's reportLanguage, quoting the user's own words. access (how to get in: door code, key, pets, call first) goes only in access, never in the description, which every contractor of the trade reads before anyone accepts. timesNote: when a visit suits, in the user's words; anyTime: true when they said any time with the master key.",
      parameters: {
        type: 'object',
        properties: {
          propertyId: { type: 'string' },
          premisesId: { type: ['string', 'null'] },
          whatBroke: { type: 'string', maxLength: 200 },
          description: { type: 'string', maxLength: 10000 },
          access: { type: ['string', 'null'], maxLength: 500 },
          trade: { type: 'string', enum: [...Trade.options] },
          priority: { type: 'string', enum: ['Low', 'Normal', 'High', 'Urgent'] },
          timesNote: { type: ['string', 'null'], maxLength: 200 },
          anyTime: { type: 'boolean' },
        },
        required: ['propertyId', 'whatBroke', 'description', 'trade', 'priority'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'add_note_to_report',
      description: "Adds the user's words as a note to an open report instead of filing a duplicate.",
      parameters: {
        type: 'object',
        properties: { reportId: { type: 'string' }, note: { type: 'string', maxLength: 4000 } },
        required: ['reportId', 'note'],
        additionalProperties: false,
      },
    },
  },
] as const;

const FindArgs = z.object({ propertyId: z.uuid(), premisesId: z.uuid().nullish(), trade: Trade });
const NoteArgs = z.object({ reportId: z.uuid(), note: z.string().trim().min(1).max(4000) });
const ListArgs = z.object({ query: z.string().max(200).optional() });

/**
 * Runs one tool call for the model. Every refusal (bad arguments, a record the user may not
 * reach, a second filing) becomes a tool result `{error}` the model reads and can explain.
 */
/** The tool's flat `timesNote`/`anyTime` as the report's `times` (none when neither is given). */
function withTimes(args: unknown): unknown {
  if (!args || typeof args !== 'object') return args;
  const { timesNote, anyTime, ...rest } = args as { timesNote?: unknown; anyTime?: unknown };
  const note = typeof timesNote === 'string' && timesNote.trim() ? timesNote : undefined;
  if (!note && anyTime !== true) return rest;
  return { ...rest, times: { windows: [], note, anyTime: anyTime === true } };
}

export async function runTool(tools: AssistantTools, name: string, rawArgs: string): Promise<unknown> {
  let args: unknown;
  try {
    args = rawArgs ? JSON.parse(rawArgs) : {};
  } catch {
    return { error: 'invalid_arguments', message: 'arguments are not valid JSON' };
  }
  try {
    switch (name) {
      case 'list_my_places': {
        const places = await tools.listPlaces(ListArgs.parse(args).query);
        return places.map(({ propertyId, premisesId, label, reportLanguage }) => ({
          propertyId,
          premisesId,
          label,
          reportLanguage,
        }));
      }
      case 'find_open_reports': {
        const reports = await tools.findOpenReports(FindArgs.parse(args));
        return reports.map((r) => ({
          id: r.id,
          number: r.number,
          whatBroke: r.whatBroke,
          status: r.status,
          created: r.created,
        }));
      }
      case 'submit_report': {
        const report = await tools.submitReport(ReportCreate.parse(withTimes(args)));
        // The errand number, for the model to tell the user.
        return { ok: true, reportId: report.id, number: report.number };
      }
      case 'add_note_to_report': {
        const { reportId, note } = NoteArgs.parse(args);
        const report = await tools.addNote(reportId, note);
        return { ok: true, reportId: report.id, number: report.number };
      }
      default:
        return { error: 'unknown_tool', message: `no tool named ${name}` };
    }
  } catch (err) {
    if (err instanceof z.ZodError) {
      return {
        error: 'invalid_arguments',
        issues: err.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
      };
    }
    if (err instanceof AppError) {
      // not_found covers records of other organisations: the model learns only that it is refused.
      return { error: err.code, message: 'refused: not available to this user' };
    }
    if (err instanceof Error && err.message === 'already filed') {
      return { error: 'conflict', message: 'this conversation has already filed a report' };
    }
    throw err;
  }
}
