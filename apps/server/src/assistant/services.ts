import type { HazardKind, Premises, Property, Report, ReportCreate, Trade } from '@app/contract';
import type { AuthUser } from '../auth/auth-user';

/**
 * The parts of other modules the assistant uses, always with the caller as actor so their
 * permission checks apply. Implemented over the real services in modules/chat/assistant-services.ts.
 */
export interface AssistantServices {
  listPremises(actor: AuthUser, propertyId?: string): Promise<Premises[]>;
  listProperties(actor: AuthUser, q?: string): Promise<Property[]>;
  findOpenDuplicates(
    actor: AuthUser,
    where: { premisesId?: string; propertyId: string; trade: Trade },
  ): Promise<Report[]>;
  /** `hazards`: what the triage recognised in the conversation (the managers are told at once). */
  createReport(
    actor: AuthUser,
    input: ReportCreate,
    chatSessionId: string,
    hazards?: readonly HazardKind[],
  ): Promise<Report>;
  addNote(actor: AuthUser, reportId: string, note: string): Promise<Report>;
}
