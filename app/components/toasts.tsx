import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useTranslation } from "react-i18next";

/** SPEC §9: toasts stay 5000 ms, at most 20 at once (the oldest is dropped), top-right. */
export const TOAST_DURATION_MS = 5000;
export const MAX_TOASTS = 20;

export type ToastKind = "success" | "error" | "info";
export type Toast = { id: string; type: ToastKind; message: string };

export type ToastApi = {
  show(type: ToastKind, message: string): string;
  success(message: string): string;
  error(message: string): string;
  info(message: string): string;
  dismiss(id: string): void;
};

const ToastContext = createContext<ToastApi | null>(null);

let counter = 0;
const nextId = () => `c${Date.now().toString(36)}${(counter++).toString(36)}`;

/** Adds toasts, dropping the oldest beyond the cap and any id already shown. */
export function appendToasts(current: Toast[], added: Toast[]): Toast[] {
  const seen = new Set(current.map((t) => t.id));
  const fresh = added.filter((t) => !seen.has(t.id));
  if (fresh.length === 0) return current;
  return [...current, ...fresh].slice(-MAX_TOASTS);
}

/**
 * Holds the toast stack. `serverToasts` are the root loader's flash toasts
 * (already translated); each id is shown once, even across revalidations.
 */
export function ToastProvider({
  serverToasts,
  children,
}: {
  serverToasts: Toast[];
  children: ReactNode;
}) {
  const [toasts, setToasts] = useState<Toast[]>(() => appendToasts([], serverToasts));

  useEffect(() => {
    setToasts((cur) => appendToasts(cur, serverToasts));
  }, [serverToasts]);

  const dismiss = useCallback(
    (id: string) => setToasts((cur) => cur.filter((t) => t.id !== id)),
    [],
  );
  const api = useMemo<ToastApi>(() => {
    const show = (type: ToastKind, message: string) => {
      const id = nextId();
      setToasts((cur) => appendToasts(cur, [{ id, type, message }]));
      return id;
    };
    return {
      show,
      success: (m) => show("success", m),
      error: (m) => show("error", m),
      info: (m) => show("info", m),
      dismiss,
    };
  }, [dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastStack toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

/** Push toasts from components: `const toast = useToast(); toast.success(t("landings:deleteSuccess"))`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}

function ToastStack({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: string) => void }) {
  const { t } = useTranslation("common");
  // The live region stays mounted so screen readers announce every addition.
  return (
    <section
      className="toast-stack"
      aria-live="polite"
      aria-relevant="additions"
      aria-label={t("toasts.region")}
    >
      {toasts.map((toast) => (
        <ToastItem
          key={toast.id}
          toast={toast}
          onDismiss={onDismiss}
          closeLabel={t("toasts.close")}
        />
      ))}
    </section>
  );
}

function ToastItem({
  toast,
  onDismiss,
  closeLabel,
}: {
  toast: Toast;
  onDismiss: (id: string) => void;
  closeLabel: string;
}) {
  const [paused, setPaused] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (paused) return;
    timer.current = setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer.current);
  }, [paused, toast.id, onDismiss]);

  // Hovering or focusing a toast holds it, so it can be read or closed at leisure.
  return (
    <div
      className={`toast toast-${toast.type}`}
      data-toast-type={toast.type}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="toast-message">{toast.message}</div>
      <button
        type="button"
        className="toast-close"
        aria-label={closeLabel}
        onClick={() => onDismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
