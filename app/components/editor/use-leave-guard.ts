import { useBeforeUnload, useBlocker } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type MutableRefObject } from "react";

/** How long leaving waits for a last save before asking. */
const LEAVE_SAVE_WAIT_MS = 3000;

/**
 * Leaving with unsaved changes: the browser asks on unload; in-app navigation
 * first tries to save and only asks when that fails. `ask` is whether to show
 * the leave dialog; `stay` and `leave` answer it.
 */
export function useLeaveGuard(
  unsafe: boolean,
  leavingOnPurpose: MutableRefObject<boolean>,
  save: () => Promise<{ ok: boolean }>,
) {
  useBeforeUnload(
    useCallback(
      (e: BeforeUnloadEvent) => {
        // A lost session or a chosen reload leaves on purpose; the copy stays in local storage.
        if (!unsafe || leavingOnPurpose.current) return;
        e.preventDefault();
        e.returnValue = "";
      },
      [unsafe, leavingOnPurpose],
    ),
  );
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsafe && currentLocation.pathname !== nextLocation.pathname,
  );
  const [askLeave, setAskLeave] = useState(false);
  const blockerRef = useRef(blocker);
  useEffect(() => {
    blockerRef.current = blocker;
  });
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    let live = true;
    // A save that does not come back quickly is treated as failed: the user is asked instead of waiting.
    const slow = new Promise<{ ok: false }>((resolve) =>
      setTimeout(() => resolve({ ok: false }), LEAVE_SAVE_WAIT_MS),
    );
    void Promise.race([save(), slow]).then((outcome) => {
      if (!live) return;
      if (outcome.ok && blockerRef.current.state === "blocked") blockerRef.current.proceed();
      else setAskLeave(true);
    });
    return () => {
      live = false;
    };
  }, [blocker.state, save]);

  return {
    ask: askLeave && blocker.state === "blocked",
    stay: () => {
      setAskLeave(false);
      blocker.reset?.();
    },
    leave: () => {
      setAskLeave(false);
      blocker.proceed?.();
    },
  };
}
