import { Resvg } from "@resvg/resvg-js";
import type { CSSProperties } from "react";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "../../../core/landing/share-image";
import type { Theme } from "../../../core/landing/schema";
import { clipText } from "../../../core/landing/text";
import { SHARE_FONT_FAMILY, shareFonts } from "./fonts.server";

/** The page's default accent (renderer theme-color) when the owner chose none. */
const DEFAULT_ACCENT = "#3236b8";

/** What the card shows; images are PNG bytes already read from our bucket (never URLs). */
export interface ShareCard {
  projectName: string;
  companyName: string;
  cover: Buffer | null;
  logo: Buffer | null;
  theme: Theme | null;
}

export const LOGO_BOX = 168;

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString("base64")}`;

function CardLayout({ card }: { card: ShareCard }) {
  const accent = card.theme?.accent ?? DEFAULT_ACCENT;
  // On a photo the default accent (a deep blue) would vanish: white unless the owner chose a colour.
  const bar = card.cover && !card.theme ? "#ffffff" : accent;
  const dark = Boolean(card.cover) || card.theme?.mode === "dark";
  const ink = dark ? "#ffffff" : "#14161c";
  const soft = dark ? "rgba(255,255,255,0.86)" : "#4a4f5c";
  const full: CSSProperties = {
    position: "absolute",
    top: 0,
    left: 0,
    width: "100%",
    height: "100%",
  };
  const name = clipText(card.projectName || card.companyName, 90);
  const company = card.projectName ? clipText(card.companyName, 90) : "";
  return (
    <div
      style={{
        width: SHARE_IMAGE_WIDTH,
        height: SHARE_IMAGE_HEIGHT,
        display: "flex",
        position: "relative",
        fontFamily: SHARE_FONT_FAMILY,
        backgroundColor: card.theme?.mode === "dark" ? "#111318" : "#f5f6fa",
      }}
    >
      {card.cover ? (
        <img
          src={dataUrl(card.cover)}
          width={SHARE_IMAGE_WIDTH}
          height={SHARE_IMAGE_HEIGHT}
          style={full}
        />
      ) : null}
      {card.cover ? (
        <div
          style={{
            ...full,
            display: "flex",
            backgroundImage:
              "linear-gradient(180deg, rgba(0,0,0,0.05) 0%, rgba(0,0,0,0.35) 45%, rgba(0,0,0,0.78) 100%)",
          }}
        />
      ) : (
        <div
          style={{
            position: "absolute",
            top: 0,
            left: 0,
            width: "100%",
            height: 18,
            backgroundColor: accent,
          }}
        />
      )}
      <div
        style={{
          position: "absolute",
          left: 0,
          right: 0,
          bottom: 0,
          display: "flex",
          alignItems: "center",
          padding: "0 72px 64px",
          gap: 40,
        }}
      >
        {card.logo ? (
          <div
            style={{
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
              width: LOGO_BOX + 24,
              height: LOGO_BOX + 24,
              flexShrink: 0,
              borderRadius: 32,
              backgroundColor: "#ffffff",
              boxShadow: "0 8px 24px rgba(0,0,0,0.25)",
            }}
          >
            <img
              src={dataUrl(card.logo)}
              width={LOGO_BOX}
              height={LOGO_BOX}
              style={{ borderRadius: 20 }}
            />
          </div>
        ) : null}
        <div style={{ display: "flex", flexDirection: "column", flexGrow: 1, minWidth: 0 }}>
          <div
            style={{
              width: 96,
              height: 8,
              borderRadius: 4,
              backgroundColor: bar,
              marginBottom: 24,
            }}
          />
          <div
            style={{
              color: ink,
              fontSize: name.length > 40 ? 52 : 68,
              fontWeight: 700,
              lineHeight: 1.12,
              lineClamp: 2,
              display: "block",
            }}
          >
            {name}
          </div>
          {company ? (
            <div
              style={{
                color: soft,
                fontSize: 34,
                fontWeight: 400,
                marginTop: 14,
                lineClamp: 1,
                display: "block",
              }}
            >
              {company}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/**
 * The card → SVG (satori, text drawn as paths from the bundled fonts) → PNG
 * (resvg, no system fonts, nothing loaded from anywhere).
 */
export async function renderShareCard(card: ShareCard): Promise<Buffer> {
  const { default: satori } = await import("satori");
  const svg = await satori(<CardLayout card={card} />, {
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fonts: await shareFonts(),
  });
  const png = new Resvg(svg, {
    fitTo: { mode: "width", value: SHARE_IMAGE_WIDTH },
    font: { loadSystemFonts: false },
  })
    .render()
    .asPng();
  return png;
}
