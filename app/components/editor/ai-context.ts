import { createContext, useContext } from "react";
import type { AiRequest } from "../../../core/ai/suggestions";

/** What the editor knows of AI help on this server (never a key). */
export interface AiInfo {
  configured: boolean;
  /** Where the owner's text goes: the provider's host, or "fake". */
  destination: string | null;
}

export type AiState = "on" | "off" | "locked";

export interface AiApi {
  state: AiState;
  destination: string | null;
  busy: string | null;
  disabled: boolean;
  ask: (where: string, request: AiRequest) => void;
}
export const AiContext = createContext<AiApi | null>(null);

/** The AI help around the form: null outside AiHelp. */
export const useAi = () => useContext(AiContext);
