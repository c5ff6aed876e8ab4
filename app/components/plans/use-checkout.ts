import { useCallback, useState, type RefObject } from "react";

/** SPEC §9: the payment widget gets 10 s to load, checked every 150 ms. */
export const WIDGET_WAIT_MS = 10_000;
export const WIDGET_POLL_MS = 150;

interface WidgetSpec {
  scriptUrl: string;
  styleUrl?: string;
  globalName: string;
  params: Record<string, unknown>;
}
interface CheckoutAnswer {
  orderId?: string;
  checkoutUrl?: string;
  widget?: WidgetSpec;
  error?: string;
}
type Runner = { run: (params: Record<string, unknown>) => void };

export type CheckoutError = "widgetFailed" | "checkoutFailed" | "notConfigured";

function load(tag: "script" | "link", url: string): void {
  const attr = tag === "script" ? "src" : "href";
  if (document.querySelector(`${tag}[${attr}="${CSS.escape(url)}"]`)) return;
  const el = document.createElement(tag);
  if (el instanceof HTMLScriptElement) {
    el.src = url;
    el.async = true;
  } else if (el instanceof HTMLLinkElement) {
    el.rel = "stylesheet";
    el.href = url;
  }
  document.head.appendChild(el);
}

async function waitFor(name: string): Promise<Runner | null> {
  const started = Date.now();
  while (Date.now() - started < WIDGET_WAIT_MS) {
    const found = (window as unknown as Record<string, Runner | undefined>)[name];
    if (found && typeof found.run === "function") return found;
    await new Promise((r) => setTimeout(r, WIDGET_POLL_MS));
  }
  return null;
}

/**
 * Starts a purchase: opens an order, then either goes to the provider's page
 * or loads its widget into `host`. Nothing is charged unless the provider's
 * own form completes, so every failure here is safe to retry.
 */
export function useCheckout(host: RefObject<HTMLDivElement | null>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<CheckoutError | null>(null);

  const start = useCallback(
    async (item: "pro_year" | "extra_landing") => {
      setBusy(true);
      setError(null);
      try {
        const res = await fetch("/api/payments/checkout", {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({ item }),
        });
        const body = (await res.json().catch(() => ({}))) as CheckoutAnswer;
        if (res.status === 503) return setError("notConfigured");
        if (!res.ok) return setError("checkoutFailed");
        if (body.checkoutUrl) {
          window.location.assign(body.checkoutUrl);
          return;
        }
        if (!body.widget || !host.current) return setError("checkoutFailed");
        if (body.widget.styleUrl) load("link", body.widget.styleUrl);
        load("script", body.widget.scriptUrl);
        const widget = await waitFor(body.widget.globalName);
        if (!widget) return setError("widgetFailed");
        widget.run({ ...body.widget.params, host: host.current });
      } catch {
        setError("checkoutFailed");
      } finally {
        setBusy(false);
      }
    },
    [host],
  );

  return { start, busy, error };
}
