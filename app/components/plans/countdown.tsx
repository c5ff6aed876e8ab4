import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

const MINUTE = 60_000;

/** Whole hours and minutes left, or null once the moment has passed (never zero or negative). */
export function timeLeft(target: Date, now: Date): { hours: number; minutes: number } | null {
  const ms = target.getTime() - now.getTime();
  if (ms <= 0) return null;
  const totalMinutes = Math.max(1, Math.floor(ms / MINUTE));
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/** SPEC §2 Plans: hours and minutes to the promotion's end, refreshed every 60 s. */
export function PromoCountdown({ endsAt, serverNow }: { endsAt: string; serverNow: string }) {
  const { t } = useTranslation("landings");
  // The first render uses the server's clock so hydration matches; the browser's takes over.
  const [now, setNow] = useState(() => new Date(serverNow));
  useEffect(() => {
    setNow(new Date());
    const id = setInterval(() => setNow(new Date()), MINUTE);
    return () => clearInterval(id);
  }, []);
  const left = timeLeft(new Date(endsAt), now);
  if (!left) return null;
  return (
    <p className="plans-countdown" role="timer" aria-live="off">
      {t("plans.countdown", left)}
    </p>
  );
}
