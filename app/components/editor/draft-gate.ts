import { createContext, useContext } from "react";

/**
 * How uploads take their turn with the draft's saves: `run` waits for a save
 * in flight and holds the next one back until the upload is answered; `adopt`
 * takes the draft version the upload produced, when it was based on ours.
 */
export interface DraftGate {
  run<T>(work: () => Promise<T>): Promise<T>;
  adopt(previous?: string, next?: string): void;
}

const direct: DraftGate = { run: (work) => work(), adopt: () => {} };

export const DraftGateContext = createContext<DraftGate>(direct);

export const useDraftGate = () => useContext(DraftGateContext);
