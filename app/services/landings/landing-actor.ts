/**
 * Who acts on landings: shared by the owner's landings service and the bin
 * (app/services/history), which import it from here rather than from each other.
 * Why a new one may be refused is core/landing/contract's limitRefusal.
 */
/** The parts of the signed-in user these rules look at (SessionUser satisfies it). */
export interface Actor {
  id: number;
  tariff: number;
  expired: boolean;
  total_available_landings: number;
  language?: string;
  /** False only for an account whose address is not confirmed yet (SessionUser sets it). */
  emailConfirmed?: boolean;
  /** The admin acting as this owner: their publishes are kept as theirs (ADR 016). */
  impersonatorId?: number | null;
}
