import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { loadSettings, type LoadFailure, type Settings } from "../../components/settings/api";
import { ContactSection, PasswordSection } from "../../components/settings/contact-section";
import { InterfaceSection } from "../../components/settings/interface-section";
import { PreferencesSection } from "../../components/settings/preferences-section";
import { ProfileSection } from "../../components/settings/profile-section";
import { SecuritySection } from "../../components/settings/security-section";
import { SubscriptionCard } from "../../components/settings/subscription-card";
import { isActivePro } from "../../../core/plans";
import { titleMeta } from "../../i18n";
import { requireUser } from "../../services/accounts/index.server";
import { getContext } from "../../services/platform/index.server";
import settingsStyles from "../../styles/settings.css";

export const meta = titleMeta("settings:title");
export const links: LinksFunction = () => [{ rel: "stylesheet", href: settingsStyles }];

/** Signed in only; the settings themselves load from GET /api/auth/settings (SPEC §2: a loading state first). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return {
    isAdmin: user.isAdmin,
    fallback: {
      name: user.name,
      email: user.email,
      phone: user.phone,
      language: user.language,
      pro: isActivePro(user, getContext().now()),
      expiration_date: user.tariff_expiration_date,
    },
  };
}

/** What is shown when the call answered without data (SPEC §8 fetchFailed): the stored name and email. */
function fallbackSettings(
  f: ReturnType<typeof useLoaderData<typeof loader>>["fallback"],
): Settings {
  return {
    name: f.name,
    email: f.email,
    phone: f.phone,
    position: null,
    location: null,
    pending_email: null,
    language: f.language,
    newsletter_enabled: false,
    system_messages_enabled: true,
    hide_ads_enabled: false,
    hide_logo_enabled: false,
    avatar_url: null,
    subscription_type: f.pro ? "pro" : "free",
    expiration_date: f.expiration_date,
    uploads_used_bytes: null,
    uploads_quota_bytes: null,
  };
}

export default function SettingsPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation(["settings", "common"]);
  const revalidator = useRevalidator();
  const [settings, setSettings] = useState<Settings | null>(null);
  const [failure, setFailure] = useState<LoadFailure | null>(null);

  useEffect(() => {
    let live = true;
    void loadSettings().then((r) => {
      if (!live) return;
      if ("settings" in r) return setSettings(r.settings);
      setFailure(r.failure);
      if (r.failure.key === "settings:errors.fetchFailed")
        setSettings(fallbackSettings(data.fallback));
    });
    return () => {
      live = false;
    };
    // Loaded once per visit; saves update the state from their answers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSaved = useCallback(
    (next: Settings) => {
      setSettings(next);
      // The nav bar (name, photo, badge) reads the root loader.
      revalidator.revalidate();
    },
    [revalidator],
  );

  return (
    <main className="page container settings-page">
      <h1>{t("title")}</h1>
      {failure ? (
        <p className="alert alert-error" role="alert">
          {t(failure.key, failure.values)}
        </p>
      ) : null}
      {!settings && !failure ? (
        <p className="settings-loading" role="status">
          <span className="spinner" aria-hidden="true" /> {t("loading")}
        </p>
      ) : null}
      {settings ? (
        <div className="settings-layout">
          <div className="settings-main">
            <ProfileSection settings={settings} onSaved={onSaved} />
            <ContactSection settings={settings} onSaved={onSaved} />
            <PasswordSection onSaved={onSaved} />
            <PreferencesSection settings={settings} onSaved={onSaved} />
            <InterfaceSection settings={settings} onSaved={onSaved} />
            <SecuritySection isAdmin={data.isAdmin} />
          </div>
          <aside className="settings-aside">
            <SubscriptionCard settings={settings} />
          </aside>
        </div>
      ) : null}
    </main>
  );
}
