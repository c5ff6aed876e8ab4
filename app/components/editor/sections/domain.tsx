import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../confirm-dialog";
import { useDates } from "../../use-dates";
import { Section } from "../fields";
import { ProLockedNote } from "../pro-locked";

/** What GET/PUT/verify answer (app/services/domains `DomainView`). */
interface DomainView {
  hostname: string;
  status: "pending" | "certificate_pending" | "active" | "failing";
  txtName: string;
  txtValue: string;
  cnameTarget: string;
  lastCheckedAt: string | null;
  problem?: string;
  apexIps?: string[];
  /** The `www`/apex twin bound with the domain, redirecting to it. */
  twin?: { hostname: string; bound: boolean; apexIps?: string[]; problem?: string };
}

type Note = { kind: "error" | "problem" | "ok"; text: string } | null;

function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation("domain");
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <button
      type="button"
      className="btn btn-sm btn-secondary domain-copy"
      aria-label={`${t("copy")}: ${label}`}
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(() => {
          setDone(true);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setDone(false), 2000);
        });
      }}
    >
      {done ? t("copied") : t("copy")}
    </button>
  );
}

/** Long names may wrap after a dot or a hyphen, never inside a label. */
function Breakable({ text }: { text: string }) {
  const parts = text.split(/(?<=[.-])/);
  return (
    <>
      {parts.map((part, i) => (
        <span key={i}>
          {part}
          {i < parts.length - 1 ? <wbr /> : null}
        </span>
      ))}
    </>
  );
}

function DnsRecord({
  type,
  name,
  value,
  testId = "domain-record",
}: {
  type: string;
  name: string;
  value: string;
  testId?: string;
}) {
  const { t } = useTranslation("domain");
  return (
    <li className="domain-record" data-testid={`${testId}-${type}`}>
      <span className="domain-record-type">{type}</span>
      <dl className="domain-record-fields">
        <div className="domain-record-field">
          <dt>{t("colName")}</dt>
          <dd>
            <code>
              <Breakable text={name} />
            </code>
            <CopyButton value={name} label={`${type} ${t("colName")}`} />
          </dd>
        </div>
        <div className="domain-record-field">
          <dt>{t("colValue")}</dt>
          <dd>
            <code>
              <Breakable text={value} />
            </code>
            <CopyButton value={value} label={`${type} ${t("colValue")}`} />
          </dd>
        </div>
      </dl>
    </li>
  );
}

/**
 * The `www`/apex twin: one more record pointing it at us; the TXT record of
 * the domain proves it too (same zone), and it redirects to the domain.
 */
function TwinRecords(p: {
  twin: NonNullable<DomainView["twin"]>;
  hostname: string;
  cnameTarget: string;
}) {
  const { t } = useTranslation("domain");
  const names = { twin: p.twin.hostname, hostname: p.hostname };
  return (
    <div className="domain-twin" data-testid="domain-twin">
      <h3 className="domain-records-title">{t("twinTitle", names)}</h3>
      <ul className="domain-records">
        {p.twin.apexIps?.length ? (
          p.twin.apexIps.map((ip) => (
            <DnsRecord
              key={ip}
              type={ip.includes(":") ? "AAAA" : "A"}
              name={p.twin.hostname}
              value={ip}
              testId="domain-twin-record"
            />
          ))
        ) : (
          <DnsRecord
            type="CNAME"
            name={p.twin.hostname}
            value={p.cnameTarget}
            testId="domain-twin-record"
          />
        )}
      </ul>
      <p className="field-hint">{t(p.twin.bound ? "twinBound" : "twinHint", names)}</p>
    </div>
  );
}

/**
 * The editor's "Domain" section (issue 13, PRO): connect the owner's own
 * hostname, show the DNS records to create, check them now, remove it.
 * Free owners see it locked with a way to PRO. Talks to
 * /api/landings/{uuid}/domain, which checks the same rules on the server.
 */
export function DomainSection(p: {
  uuid: string;
  pro: boolean;
  /** This server has custom domains set up; otherwise nothing is asked of it (it would answer 503). */
  configured: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation("domain");
  const dates = useDates();
  const id = useId();
  const [domain, setDomain] = useState<DomainView | null>(null);
  const [hostname, setHostname] = useState("");
  const [busy, setBusy] = useState<"connect" | "check" | "remove" | null>(null);
  const [note, setNote] = useState<Note>(null);
  // Removing takes the page off that address at once: it is asked first (issue 29).
  const [askRemove, setAskRemove] = useState(false);
  // "ready" once hydrated and the current domain is known: only then do the buttons act.
  const [ready, setReady] = useState(false);
  const locked = !p.pro;
  const unavailable = !locked && !p.configured;
  const api = `/api/landings/${p.uuid}/domain`;

  const errorText = useCallback(
    (code: unknown, host: string) =>
      t(`errors.${typeof code === "string" ? code : "generic"}`, {
        hostname: host,
        defaultValue: t("errors.generic"),
      }),
    [t],
  );

  useEffect(() => {
    if (locked || unavailable) return setReady(true);
    let live = true;
    fetch(api, { headers: { Accept: "application/json" } })
      .then(async (res) => {
        const body = (await res.json().catch(() => ({}))) as DomainView & { error?: string };
        if (!live) return;
        if (res.ok) setDomain(body);
        else if (body.error !== "noDomain")
          setNote({ kind: "error", text: errorText(body.error, "") });
      })
      .catch(() => live && setNote({ kind: "error", text: t("errors.generic") }))
      .finally(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [api, locked, unavailable, errorText, t]);

  function outcome(view: DomainView): Note {
    if (view.problem)
      return {
        kind: "problem",
        text: t(`problem.${view.problem}`, {
          txtName: view.txtName,
          hostname: view.hostname,
          target: view.apexIps?.length ? view.apexIps.join(", ") : view.cnameTarget,
        }),
      };
    // The twin's own record is only a note: the domain's proof binds both.
    const twin = view.twin;
    const twinNote =
      twin?.problem === "cnameMissing"
        ? ` ${t("twinMissing", {
            twin: twin.hostname,
            hostname: view.hostname,
            target: twin.apexIps?.length ? twin.apexIps.join(", ") : view.cnameTarget,
          })}`
        : "";
    if (view.status === "active")
      return { kind: "ok", text: t("allGood", { hostname: view.hostname }) + twinNote };
    return { kind: "ok", text: t(`status.${view.status}`) + twinNote };
  }

  async function call(kind: "connect" | "check" | "remove") {
    setBusy(kind);
    setNote(null);
    const host = hostname.trim().toLowerCase();
    try {
      const res = await fetch(kind === "check" ? `${api}/verify` : api, {
        method: kind === "connect" ? "PUT" : kind === "check" ? "POST" : "DELETE",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: kind === "connect" ? JSON.stringify({ hostname: host }) : undefined,
      });
      const body = (await res.json().catch(() => ({}))) as DomainView & { error?: string };
      if (!res.ok) {
        if (body.error === "noDomain" || (kind === "check" && body.error === "hostnameTaken"))
          setDomain(null);
        setNote({ kind: "error", text: errorText(body.error, host || domain?.hostname || "") });
        return;
      }
      if (kind === "remove") {
        setDomain(null);
        setNote({ kind: "ok", text: t("removed") });
      } else {
        setDomain(body);
        setHostname("");
        if (kind === "check") setNote(outcome(body));
      }
    } catch {
      setNote({ kind: "error", text: t("errors.generic") });
    } finally {
      setBusy(null);
    }
  }

  const off = locked || unavailable || p.disabled || busy !== null;
  const when = dates.dateTime(domain?.lastCheckedAt, { zone: true }) || null;

  return (
    <Section id="domain" title={t("title")} hint={t("hint")}>
      {locked ? (
        <ProLockedNote testId="domain-locked" text={t("lockedText")} linkText={t("lockedLink")} />
      ) : unavailable ? (
        <p className="alert alert-info" data-testid="domain-not-configured">
          {t("errors.notConfigured")}
        </p>
      ) : null}
      <form
        className="domain-connect"
        data-state={ready ? "ready" : "loading"}
        data-testid="domain-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (hostname.trim()) void call("connect");
        }}
      >
        <div className="field domain-connect-field">
          <label className="label" htmlFor={`${id}-host`}>
            {t("hostnameLabel")}
          </label>
          <div className="domain-connect-row">
            <input
              id={`${id}-host`}
              className="input"
              type="text"
              inputMode="url"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t("hostnamePlaceholder")}
              value={hostname}
              disabled={off}
              onChange={(e) => setHostname(e.target.value)}
            />
            <button type="submit" className="btn btn-primary" disabled={off || !hostname.trim()}>
              {busy === "connect" ? t("connecting") : t("connect")}
            </button>
          </div>
        </div>
      </form>

      {domain ? (
        <div className="domain-current" data-testid="domain-current">
          <p className="domain-status">
            <strong className="domain-hostname">{domain.hostname}</strong>{" "}
            <span className={`domain-badge is-${domain.status}`}>
              {t(`status.${domain.status}`)}
            </span>
          </p>
          <h3 className="domain-records-title">{t("recordsTitle")}</h3>
          <ul className="domain-records">
            <DnsRecord type="TXT" name={domain.txtName} value={domain.txtValue} />
            {domain.apexIps?.length ? (
              domain.apexIps.map((ip) => (
                <DnsRecord
                  key={ip}
                  type={ip.includes(":") ? "AAAA" : "A"}
                  name={domain.hostname}
                  value={ip}
                />
              ))
            ) : (
              <DnsRecord type="CNAME" name={domain.hostname} value={domain.cnameTarget} />
            )}
          </ul>
          {domain.apexIps?.length ? <p className="field-hint">{t("apexRecordsNote")}</p> : null}
          {domain.twin ? (
            <TwinRecords
              twin={domain.twin}
              hostname={domain.hostname}
              cnameTarget={domain.cnameTarget}
            />
          ) : null}
          <p className="field-hint">{t("recordsHint")}</p>
          <p className="field-hint domain-checked">
            {when ? t("lastChecked", { when }) : t("neverChecked")}
          </p>
          <div className="domain-actions">
            <button
              type="button"
              className="btn btn-primary"
              disabled={off}
              onClick={() => void call("check")}
            >
              {busy === "check" ? t("checking") : t("checkNow")}
            </button>
            <button
              type="button"
              className="btn btn-ghost domain-remove"
              disabled={off}
              onClick={() => setAskRemove(true)}
            >
              {t("remove")}
            </button>
          </div>
          {askRemove ? (
            <ConfirmDialog
              title={t("removeTitle", { hostname: domain.hostname })}
              confirmLabel={t("remove")}
              busyLabel={t("removing")}
              cancelLabel={t("common:cancel")}
              busy={busy === "remove"}
              danger
              testId="domain-remove-dialog"
              onCancel={() => setAskRemove(false)}
              onConfirm={() => void call("remove").finally(() => setAskRemove(false))}
            >
              <p>{t("removeConfirm")}</p>
            </ConfirmDialog>
          ) : null}
        </div>
      ) : null}
      <div role="status" aria-live="polite" className="domain-note-slot">
        {note ? (
          <p className={`domain-note is-${note.kind}`} data-testid="domain-note">
            {note.text}
          </p>
        ) : null}
      </div>
    </Section>
  );
}
