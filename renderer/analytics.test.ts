import fc from "fast-check";
import { parseFragment, type DefaultTreeAdapterTypes } from "parse5";
import { describe, expect, it } from "vitest";
import { MalformedSnippet, renderAnalytics, sanitiseSnippet } from "./analytics";
import { ANALYTICS_ATTR } from "../core/overlay";

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/** Every element a browser builds from `html` in <body>, with script on and off. */
function elementsOf(html: string): Element[] {
  const out: Element[] = [];
  const walk = (n: Node) => {
    if ("tagName" in n) out.push(n);
    if ("childNodes" in n) n.childNodes.forEach(walk);
    if ("content" in n) walk(n.content);
  };
  walk(parseFragment(html, { scriptingEnabled: true }));
  walk(parseFragment(html, { scriptingEnabled: false }));
  return out;
}

const GA = `<!-- Google tag -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('config','G-1');</script>`;
const YM = `<script type="text/javascript">(function(m){m.ym=1})(window);</script>
<noscript><div><img src="https://mc.yandex.ru/watch/1" style="position:absolute; left:-9999px;" alt="" /></div></noscript>`;
const GTM_NOSCRIPT = `<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-X" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>`;

describe("sanitiseSnippet", () => {
  it("keeps the usual analytics snippets (comments dropped)", () => {
    expect(sanitiseSnippet(GA)).toBe(
      `<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('config','G-1');</script>`,
    );
    expect(sanitiseSnippet(YM)).toContain(
      `<noscript><div><img src="https://mc.yandex.ru/watch/1" style="position:absolute; left:-9999px;" alt=""></div></noscript>`,
    );
    expect(sanitiseSnippet(GTM_NOSCRIPT)).toBe(
      `<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-X" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>`,
    );
    expect(sanitiseSnippet(`<img src="https://px.example/p.gif" width="1" height="1">`)).toBe(
      `<img src="https://px.example/p.gif" width="1" height="1">`,
    );
  });

  it("reads entities in attribute values once (no double escaping)", () => {
    expect(sanitiseSnippet(`<img src="https://px.example/p?a=1&amp;b=2">`)).toBe(
      `<img src="https://px.example/p?a=1&amp;b=2">`,
    );
    expect(sanitiseSnippet(`<img src="https://px.example/p?a=1&b=2">`)).toBe(
      `<img src="https://px.example/p?a=1&amp;b=2">`,
    );
  });

  it("drops unknown attributes such as event handlers", () => {
    expect(sanitiseSnippet(`<img src="https://px.example/p.gif" onerror="alert(1)">`)).toBe(
      `<img src="https://px.example/p.gif">`,
    );
  });

  it.each([
    ["plain JavaScript without a tag", "gtag('config','G-1')"],
    ["unclosed script", "<script>alert(1)"],
    ["unclosed comment", "<!-- x <script>1</script>"],
    ["other tags", "<div>hello</div>"],
    ["style that would restyle the page", "<style>body{display:none}</style>"],
    ["script src with a bad scheme", `<script src="javascript:alert(1)"></script>`],
    ["relative script src", `<script src="/steal.js"></script>`],
    ["script body that confuses the HTML parser", "<script><!--<script>x</script>"],
    ["unsupported script type", `<script type="text/template"><b>x</b></script>`],
    ["unbalanced noscript", "<noscript><div><img src='https://a.example/p'></noscript>"],
    ["text inside noscript", "<noscript>hello</noscript>"],
    ["trailing garbage", `<script>1</script></div>`],
    ["broken attribute", `<img src="https://a.example/p" "x">`],
    ["empty", "   "],
  ])("refuses %s", (_label, code) => {
    expect(() => sanitiseSnippet(code)).toThrow();
  });
});

describe("sanitiseSnippet — end tags a browser honours (issue 11)", () => {
  const STYLE = "<style>#vt-overlay{display:none!important}</style>";
  const PIXEL = '<img src="https://p.example/x" onerror="alert(1)">';

  it.each([
    ["</script x>", `<script>a()</script x>${STYLE}</script>`],
    ["</script/>", `<script>a()</script/>${STYLE}</script>`],
    ["</script x> then a handler", `<script>a()</script x>${PIXEL}</script>`],
    ["</script/> then a handler", `<script>a()</script/>${PIXEL}</script>`],
    ["</SCRIPT\t>", `<script>a()</SCRIPT	>${STYLE}</script>`],
    ["</script x> inside noscript", `<noscript><div></script x>${STYLE}</div></noscript>`],
  ])("never lets markup out of a script ended by %s", (_label, code) => {
    let out: string | null = null;
    try {
      out = sanitiseSnippet(code);
    } catch (e) {
      expect(e).toBeInstanceOf(MalformedSnippet);
    }
    if (out !== null) {
      for (const el of elementsOf(out)) {
        expect(["script", "noscript", "img", "div", "iframe"]).toContain(el.tagName);
        expect(el.attrs.map((a) => a.name)).not.toContain("onerror");
      }
    }
  });

  it("refuses the payloads outright", () => {
    for (const end of ["</script x>", "</script/>"]) {
      expect(() => sanitiseSnippet(`<script>a()${end}${STYLE}</script>`)).toThrow(MalformedSnippet);
      expect(() => sanitiseSnippet(`<script>a()${end}${PIXEL}</script>`)).toThrow(MalformedSnippet);
    }
  });

  it("ends a script at an upper-case or spaced end tag like a browser", () => {
    expect(sanitiseSnippet("<script>a()</SCRIPT >")).toBe("<script>a()</script>");
  });

  it("marks every top-level element for the worker only when asked", () => {
    const ga = sanitiseSnippet(GA, { mark: true });
    expect(ga).toBe(
      `<script ${ANALYTICS_ATTR} async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script><script ${ANALYTICS_ATTR}>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('config','G-1');</script>`,
    );
    expect(sanitiseSnippet(YM, { mark: true })).toMatch(
      new RegExp(`^<script ${ANALYTICS_ATTR} type=[^]*</script><noscript ${ANALYTICS_ATTR}><div>`),
    );
    expect(sanitiseSnippet(GA)).not.toContain(ANALYTICS_ATTR);
    // An owner's own copy of the mark is not doubled.
    expect(sanitiseSnippet(`<script ${ANALYTICS_ATTR}>x()</script>`, { mark: true })).toBe(
      `<script ${ANALYTICS_ATTR}>x()</script>`,
    );
  });
});

describe("sanitiseSnippet properties", () => {
  const token = fc.constantFrom(
    "<script>",
    "</script>",
    "</script x>",
    "</script/>",
    "</SCRIPT\t>",
    "</scriptx>",
    '<script async src="https://a.example/x.js">',
    "<script src='javascript:x'>",
    "<noscript>",
    "</noscript>",
    "<div>",
    "</div>",
    '<img src="https://p.example/1" alt="">',
    "<img onerror=x>",
    '<iframe src="https://f.example">',
    "</iframe>",
    "<!--",
    "-->",
    "<style>",
    "</body>",
    "x=1;",
    " ",
    "\n",
    '"',
    "'",
    ">",
    "<",
    "&amp;",
  );
  const snippet = fc.oneof(
    fc.array(token, { maxLength: 12 }).map((a) => a.join("")),
    fc.string(),
  );

  it("either refuses with MalformedSnippet or returns a fixpoint made only of allowed tags", () => {
    fc.assert(
      fc.property(snippet, (code) => {
        let out: string;
        try {
          out = sanitiseSnippet(code);
        } catch (e) {
          expect(e).toBeInstanceOf(MalformedSnippet);
          return;
        }
        expect(sanitiseSnippet(out)).toBe(out);
        // What a browser builds from the output: allowed elements only, no handlers.
        for (const el of elementsOf(out)) {
          expect(["script", "noscript", "div", "img", "iframe"]).toContain(el.tagName);
          for (const a of el.attrs) expect(a.name).not.toMatch(/^on/);
        }
        // Script bodies are the owner's code and are not judged; the markup around them is.
        const markup = out.replace(/(<script[^>]*>)[\s\S]*?<\/script>/g, "$1</script>");
        const tags = (markup.match(/<\/?([a-z]+)/g) ?? []).map((t) => t.replace(/[</]/g, ""));
        for (const t of tags) expect(["script", "noscript", "div", "img", "iframe"]).toContain(t);
        expect(markup).not.toMatch(/\son[a-z]+=/i);
        expect(markup).not.toMatch(/javascript:/i);
      }),
      { numRuns: 3000 },
    );
  });
});

describe("renderAnalytics", () => {
  it("skips (and logs) a malformed snippet while the others still render", () => {
    const logged: string[] = [];
    const r = renderAnalytics(
      [
        { name: "ga", code: GA },
        { name: "broken", code: "<script>oops" },
        { name: "ym", code: YM },
      ],
      (m) => logged.push(m),
    );
    expect(r.html).toContain("googletagmanager.com/gtag/js");
    expect(r.html).toContain("mc.yandex.ru/watch/1");
    expect(r.html).not.toContain("oops");
    expect(r.skipped.map((s) => s.name)).toEqual(["broken"]);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain("broken");
  });
});
