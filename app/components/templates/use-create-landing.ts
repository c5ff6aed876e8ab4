import { useNavigate } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { readLimitRefusal } from "../../../core/landing/contract";
import { isNoResponse, type GuardedInit } from "../fetch-guards";
import { useToast } from "../toasts";

/**
 * Creates a landing, blank or from a template, and opens the editor (SPEC §4).
 * The plan's limit goes back to My landings, whose dialog explains it (the same
 * query /createLanding's form answer uses); a lost session says 'please login'.
 * `creating` is the id being created ("" for blank), or null.
 */
export function useCreateLanding({ fillWithAi = false }: { fillWithAi?: boolean } = {}) {
  const { t } = useTranslation("landings");
  const toast = useToast();
  const navigate = useNavigate();
  const [creating, setCreating] = useState<string | null>(null);

  const create = async (templateId: string) => {
    if (creating !== null) return;
    setCreating(templateId);
    try {
      const init: GuardedInit = {
        method: "POST",
        headers: { Accept: "application/json", "Content-Type": "application/json" },
        body: JSON.stringify(templateId ? { templateId } : {}),
        // SPEC §4/§8: creating without a session says 'please login' (the guard goes to Login).
        vitrina: { sessionLostKey: "landings:pleaseLogin" },
      };
      const res = await fetch("/api/landings/", init);
      const body = (await res.json().catch(() => ({}))) as {
        uuid?: string;
        error?: string;
        reason?: string;
        message?: string;
      };
      // Issue 26: a template's editor greets a PRO owner with Fill with AI.
      const fill = templateId && fillWithAi ? "?fill=1" : "";
      if (res.ok && body.uuid) return navigate(`/e/${body.uuid}${fill}`);
      if (body.error === "limitReached") {
        const reason = readLimitRefusal(body.reason);
        return navigate(reason === "buyExtra" ? "/landings?buyExtra=1" : "/landings?upgrade=1");
      }
      // The guard shows 'please login' on Login; nothing more to say here.
      if (res.status === 401) return;
      // A template the server no longer has (the gallery was open across a deploy) says so.
      if (body.error === "unknownTemplate" && body.message) return toast.error(body.message);
      // SPEC §4: a 400 on creation has no visible effect.
      if (res.status !== 400) toast.error(t("createFailed"));
    } catch (error) {
      toast.error(t(isNoResponse(error) ? "networkError" : "createFailed"));
    } finally {
      setCreating(null);
    }
  };
  return { create, creating };
}
