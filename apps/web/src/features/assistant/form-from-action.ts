import type { ChatAction } from '@app/contract';
import type { ReportFormInitial } from '../reports';

/** The report form filled with what the conversation knew, for its "write it in the form" button. */
export function formFromAction(action: Extract<ChatAction, { kind: 'openForm' }>): ReportFormInitial {
  const v = action.values;
  return {
    whatBroke: v.whatBroke ?? '',
    description: v.description ?? '',
    access: v.access ?? '',
    ...(v.propertyId ? { propertyId: v.propertyId, premisesId: v.premisesId ?? '' } : {}),
  };
}
