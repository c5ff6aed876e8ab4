import type { Palette } from "../../core/landing/theme";

/**
 * The page's only stylesheet, inlined in <head> (one request per page, nothing
 * render-blocking). Mobile first; the wide layout starts at the product's
 * 1200 px breakpoint (the section chips wrap rather than scroll out of
 * sight on a phone). Colours are picked for ≥ 4.5:1 text contrast. Every
 * colour that a theme changes is a CSS variable set by themeCss (ADR 012).
 */
export const PAGE_CSS = `*,:after,:before{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}
body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--tx);background:var(--bg);-webkit-font-smoothing:antialiased}
img{display:block;max-width:100%;height:auto}
.i{fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
a{color:var(--at)}
:focus-visible{outline:3px solid var(--at);outline-offset:2px}
.skip{position:absolute;left:-999px;top:8px;z-index:9;background:var(--sf);padding:8px 16px;border-radius:8px}
.skip:focus{left:8px}
.langs{position:absolute;top:12px;right:12px;z-index:6;display:flex;gap:2px;padding:3px;border-radius:999px;background:var(--sf);box-shadow:0 2px 10px rgba(0,0,0,.18)}
.langs a{display:inline-flex;align-items:center;justify-content:center;min-width:44px;min-height:36px;padding:0 10px;border-radius:999px;color:var(--tx);font-size:.8125rem;font-weight:600;text-decoration:none}
.langs a[aria-current]{background:var(--tx);color:var(--sf)}
.langs a:focus-visible{outline:3px solid var(--ac);outline-offset:2px}
.hero{height:190px;overflow:hidden;background:linear-gradient(125deg,var(--ac),var(--g2) 55%,var(--g3))}
.hero img{width:100%;height:100%;object-fit:cover}
.wrap{max-width:1200px;margin:0 auto;padding:0 16px;display:grid;gap:24px}
.profile{margin-top:-48px;position:relative;background:var(--sf);border-radius:20px;padding:24px;box-shadow:0 12px 32px rgba(22,26,60,.09)}
.logo{width:96px;height:96px;object-fit:cover;border-radius:24px;border:4px solid var(--sf);background:var(--sf);box-shadow:0 6px 16px rgba(22,26,60,.16);margin:-72px 0 16px}
h1{font-size:1.75rem;line-height:1.2;letter-spacing:-.02em;margin:0 0 6px}
.company{margin:0 0 18px;color:var(--mu);font-weight:500}
.btns{display:flex;flex-wrap:wrap;gap:10px;margin:0 0 20px}
.btn{flex:1 1 auto;display:inline-flex;align-items:center;justify-content:center;min-height:48px;padding:12px 22px;border:0;border-radius:12px;font:inherit;font-weight:600;text-decoration:none;transition:transform .15s,box-shadow .15s}
.btn:hover{transform:translateY(-2px)}
.main{background:var(--ac);color:var(--ao);box-shadow:0 8px 18px var(--ah)}
.alt{background:var(--sa);color:var(--st)}
.desc{margin:0 0 20px;color:var(--t2);white-space:pre-line;overflow-wrap:anywhere}
.facts{list-style:none;margin:0;padding:18px 0 0;border-top:1px solid var(--ln);display:grid;gap:10px}
.facts li{display:flex;gap:12px;overflow-wrap:anywhere}
.facts .i{flex:none;margin-top:3px;color:var(--at)}
.facts a{text-decoration:none}
.facts a:hover,.vlink:hover{text-decoration:underline}
.content{min-width:0}
.nav{list-style:none;margin:0;padding:4px 0;display:flex;flex-wrap:wrap;gap:8px}
.nav a{display:block;padding:10px 18px;border-radius:999px;background:var(--sf);color:var(--tx);font-weight:500;text-decoration:none;white-space:nowrap;box-shadow:0 1px 4px rgba(22,26,60,.08)}
.nav a:hover{color:var(--at)}
section{padding:12px 0;scroll-margin-top:16px}
h2{font-size:1.375rem;line-height:1.3;letter-spacing:-.01em;margin:12px 0 16px}
.grid{list-style:none;margin:0;padding:0;display:grid;gap:12px;grid-template-columns:repeat(2,minmax(0,1fr))}
.card{background:var(--sf);border-radius:16px;overflow:hidden;box-shadow:0 2px 10px rgba(22,26,60,.07);transition:transform .2s,box-shadow .2s}
.card>*{display:flex;flex-direction:column;height:100%;color:inherit;text-decoration:none}
.card img{width:100%;aspect-ratio:25/18;object-fit:cover;background:var(--ph)}
.card h3{font-size:.9375rem;line-height:1.4;margin:0;padding:10px 12px 14px;overflow-wrap:anywhere}
.card:hover{transform:translateY(-4px);box-shadow:0 16px 32px rgba(22,26,60,.15)}
.video{position:relative;aspect-ratio:16/9;border-radius:16px;overflow:hidden;background:linear-gradient(135deg,#1c2033,var(--ac))}
.video>img,.video iframe,.video video{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;border:0}
.play{position:absolute;inset:0;display:grid;place-items:center;width:100%;border:0;padding:0;background:rgba(12,14,32,.28);color:var(--at);cursor:pointer}
.play span{display:grid;place-items:center;width:76px;height:76px;border-radius:50%;background:var(--sf);box-shadow:0 10px 30px rgba(0,0,0,.35);transition:transform .2s}
.play:hover span{transform:scale(1.08)}
.vlink{display:inline-block;margin-top:12px;font-weight:500}
details{background:var(--sf);border-radius:14px;margin:0 0 10px;box-shadow:0 1px 4px rgba(22,26,60,.07)}
summary{position:relative;cursor:pointer;list-style:none;padding:16px 52px 16px 20px;font-weight:600}
summary::-webkit-details-marker{display:none}
summary .i{position:absolute;right:18px;top:18px;color:var(--at);transition:transform .2s}
details[open] summary .i{transform:rotate(180deg)}
.ans{margin:0;padding:0 20px 18px;color:var(--t3);white-space:pre-line;overflow-wrap:anywhere}
.soc{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:10px}
.soc a{display:inline-flex;align-items:center;gap:10px;min-height:48px;padding:12px 18px;border-radius:12px;background:var(--sf);color:var(--tx);font-weight:500;text-decoration:none;box-shadow:0 1px 4px rgba(22,26,60,.09);transition:transform .15s}
.soc a:hover{transform:translateY(-2px)}
.wa .i{color:#128c4b}.tg .i,.tc .i{color:#1b86c4}.ig .i{color:#c13584}.vk .i{color:#0062d1}.yt .i{color:#d60000}
footer{margin-top:40px;padding:32px 16px 96px;border-top:1px solid var(--lf);text-align:center;color:var(--mu)}
footer strong{display:block;color:var(--tx);font-size:1.125rem}
footer p{margin:4px 0 0}
.badge{position:fixed;right:12px;bottom:12px;z-index:5;display:inline-flex;align-items:center;min-height:40px;padding:8px 16px;border-radius:999px;background:var(--tx);color:var(--sf);font-size:.875rem;font-weight:600;text-decoration:none;box-shadow:0 6px 18px rgba(0,0,0,.25)}
@media (min-width:700px){.grid{grid-template-columns:repeat(3,minmax(0,1fr));gap:16px}.card h3{font-size:1rem;padding:14px 16px 16px}}
@media (min-width:1200px){.hero{height:340px}.wrap{grid-template-columns:380px minmax(0,1fr);gap:40px;padding:0 24px}.profile{align-self:start;margin-top:-110px;padding:32px}h1{font-size:2rem}.content{padding-top:28px}}
@media (prefers-reduced-motion:reduce){*{transition:none!important;scroll-behavior:auto!important}}`;

/** The palette's colours as the variables PAGE_CSS reads (core/landing/theme documents each). */
const VARS = [
  "bg",
  "sf",
  "tx",
  "t2",
  "t3",
  "mu",
  "ln",
  "lf",
  "ph",
  "ac",
  "at",
  "ao",
  "ah",
  "sa",
  "st",
  "g2",
  "g3",
] as const;

/**
 * Brand icons lightened for a dark page; on white they keep the brands' own
 * colours above. Decorative (each has its text label), so only legibility.
 */
const DARK_ICONS =
  ".wa .i{color:#3ccb74}.tg .i,.tc .i{color:#4db6ec}.ig .i{color:#ef6fb0}.vk .i{color:#6aa6ff}.yt .i{color:#ff5a5a}";

/**
 * The rules that follow PAGE_CSS: the `:root` variables (their place does not
 * matter) and, on a dark page, the icon colours that must come after the
 * light ones.
 */
export function themeCss(p: Palette): string {
  const vars = VARS.map((k) => `--${k}:${p[k]}`).join(";");
  return p.mode === "dark" ? `\n:root{color-scheme:dark;${vars}}${DARK_ICONS}` : `\n:root{${vars}}`;
}
