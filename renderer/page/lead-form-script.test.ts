import { describe, expect, it } from "vitest";
import { LEAD_FORM_SCRIPT } from "./lead-form";

/**
 * The form's inline script against a small stand-in of the few DOM calls it
 * makes (the project runs tests without a DOM): what the visitor sees after a
 * submit that is stored, refused, or never reaches the worker.
 */
class FakeEl {
  attrs: Record<string, string> = {};
  textContent = "";
  className = "";
  disabled = false;
  value = "";
  tabIndex = 0;
  focused = false;
  removed = false;
  /** A form control's form (a <small> has none). */
  form: unknown = undefined;
  next: FakeEl[] = [];
  constructor(readonly tag = "p") {}
  setAttribute(k: string, v: string) {
    this.attrs[k] = v;
  }
  removeAttribute(k: string) {
    delete this.attrs[k];
  }
  getAttribute(k: string) {
    return this.attrs[k] ?? null;
  }
  after(el: FakeEl) {
    this.next.push(el);
  }
  remove() {
    this.removed = true;
  }
  focus() {
    this.focused = true;
  }
}

/**
 * `turnstile`: no widget (no site key), a widget the Turnstile script has not
 * drawn yet (no input), or drawn with its token input (empty until solved).
 */
function page(search = "", turnstile: "none" | "loading" | "drawn" = "none") {
  const status = new FakeEl();
  status.className = "fs";
  const button = new FakeEl("button");
  const item = new FakeEl("select");
  const inputs: Record<string, FakeEl> = { name: new FakeEl("input"), phone: new FakeEl("input") };
  inputs.name.value = "Anna";
  inputs.phone.value = "12";
  const widget = turnstile === "none" ? undefined : new FakeEl("div");
  const token = turnstile === "drawn" ? new FakeEl("input") : undefined;
  const created: FakeEl[] = [];
  let submit: ((e: { preventDefault(): void }) => void) | null = null;
  let children: FakeEl[] | null = null;
  const form = {
    action: "https://pub.example/l/coffee/lead",
    dataset: { ok: "Спасибо!", err: "Ничего не отправлено" },
    elements: { namedItem: (n: string) => inputs[n] ?? null },
    querySelector(sel: string) {
      const known: Record<string, FakeEl | undefined> = {
        ".fs": status,
        button,
        "[name=item]": item,
        ".cf-turnstile": widget,
        ".cf-turnstile input": token,
      };
      return known[sel];
    },
    querySelectorAll(sel: string) {
      expect(sel).toBe(".fe,[aria-invalid]");
      return [
        ...created.filter((c) => !c.removed),
        ...Object.values(inputs).filter((i) => "aria-invalid" in i.attrs),
      ];
    },
    addEventListener(_: string, h: typeof submit) {
      submit = h;
    },
    replaceChildren(...nodes: FakeEl[]) {
      children = nodes;
    },
  };
  // A form's named controls are its properties too (`form.phone`).
  Object.assign(form, inputs);
  for (const input of Object.values(inputs)) input.form = form;
  const document = {
    getElementById: (id: string) => (id === "lead-form" ? form : null),
    createElement(tag: string) {
      const el = new FakeEl(tag);
      created.push(el);
      return el;
    },
  };
  const calls: Array<{ url: string; init: RequestInit }> = [];
  let answer: () => Promise<Response> = async () =>
    Response.json({ success: true }, { status: 201 });
  const fetch = (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  };
  // FormData over the fake form: the values typed into its inputs.
  function FormData() {
    const entries = Object.entries(inputs).map(([k, v]) => [k, v.value]);
    return token ? [...entries, ["cf-turnstile-response", token.value]] : entries;
  }
  new Function("document", "location", "fetch", "FormData", LEAD_FORM_SCRIPT)(
    document,
    { search },
    fetch,
    FormData,
  );
  return {
    status,
    button,
    item,
    inputs,
    token,
    calls,
    get children() {
      return children;
    },
    answer(f: () => Promise<Response>) {
      answer = f;
    },
    async submit() {
      let prevented = false;
      const sent = calls.length;
      submit!({ preventDefault: () => (prevented = true) });
      // While a request is out, the button cannot send a second.
      if (calls.length > sent) expect(button.disabled).toBe(true);
      for (let i = 0; i < 10; i++) await new Promise((r) => setTimeout(r, 0));
      return prevented;
    },
  };
}

describe("the lead form's script", () => {
  it("chooses the card named by ?item=", () => {
    expect(page("?item=2").item.value).toBe("2");
    expect(page("").item.value).toBe("");
  });

  it("posts the typed values with fetch asking for JSON, and shows the success message in place", async () => {
    const p = page();
    expect(await p.submit()).toBe(true);
    expect(p.calls).toHaveLength(1);
    expect(p.calls[0].url).toBe("https://pub.example/l/coffee/lead");
    expect(p.calls[0].init.method).toBe("POST");
    expect(p.calls[0].init.headers).toEqual({ Accept: "application/json" });
    expect(String(p.calls[0].init.body)).toBe("name=Anna&phone=12");
    expect(p.children).toEqual([p.status]);
    expect(p.status.textContent).toBe("Спасибо!");
    expect(p.status.focused).toBe(true);
    expect(p.button.disabled).toBe(false);
  });

  it("on a refusal keeps every value and shows the worker's messages beside the fields", async () => {
    const p = page();
    p.answer(async () =>
      Response.json(
        {
          code: "invalidLead",
          message: "Проверьте поля формы.",
          fields: [{ field: "phone", message: "Введите номер телефона" }],
        },
        { status: 422 },
      ),
    );
    await p.submit();
    expect(p.children).toBeNull();
    expect(p.inputs.name.value).toBe("Anna");
    expect(p.inputs.phone.value).toBe("12");
    expect(p.status.className).toBe("fs er");
    expect(p.status.textContent).toBe("Проверьте поля формы.");
    expect(p.inputs.phone.attrs["aria-invalid"]).toBe("true");
    expect(p.inputs.phone.next.map((e) => e.textContent)).toEqual(["Введите номер телефона"]);
    expect(p.button.disabled).toBe(false);

    // The next try starts clean: the old marks go before the answer comes.
    p.answer(async () => Response.json({ success: true }, { status: 201 }));
    await p.submit();
    expect(p.inputs.phone.attrs["aria-invalid"]).toBeUndefined();
    expect(p.inputs.phone.next.every((e) => e.removed)).toBe(true);
  });

  it("passes over an error for a name that is no control of the form", async () => {
    const p = page();
    p.answer(async () =>
      Response.json(
        {
          code: "invalidLead",
          message: "Проверьте поля формы.",
          fields: [
            { field: "action", message: "x" },
            { field: "phone", message: "Введите номер телефона" },
          ],
        },
        { status: 422 },
      ),
    );
    await p.submit();
    expect(p.inputs.phone.next.map((e) => e.textContent)).toEqual(["Введите номер телефона"]);
    expect(p.button.disabled).toBe(false);
    expect(p.status.focused).toBe(true);
  });

  it("sends nothing before the Turnstile widget has its token, and says nothing was sent", async () => {
    for (const state of ["loading", "drawn"] as const) {
      const p = page("", state);
      expect(await p.submit()).toBe(true);
      expect(p.calls).toHaveLength(0);
      expect(p.children).toBeNull();
      expect(p.status.className).toBe("fs er");
      expect(p.status.textContent).toBe("Ничего не отправлено");
      expect(p.status.focused).toBe(true);
      expect(p.button.disabled).toBe(false);
      expect(p.inputs.name.value).toBe("Anna");
    }
    // Once the check has passed, the next press sends, with the token.
    const p = page("", "drawn");
    await p.submit();
    p.token!.value = "tok-1";
    await p.submit();
    expect(p.calls).toHaveLength(1);
    expect(String(p.calls[0].init.body)).toBe("name=Anna&phone=12&cf-turnstile-response=tok-1");
    expect(p.status.textContent).toBe("Спасибо!");
  });

  it("says nothing was sent when the worker cannot be reached or answers no JSON", async () => {
    const down = page();
    down.answer(async () => {
      throw new TypeError("Failed to fetch");
    });
    await down.submit();
    expect(down.status.textContent).toBe("Ничего не отправлено");
    expect(down.children).toBeNull();

    const garbled = page();
    garbled.answer(async () => new Response("<html>Bad gateway</html>", { status: 502 }));
    await garbled.submit();
    expect(garbled.status.textContent).toBe("Ничего не отправлено");
    expect(garbled.inputs.name.value).toBe("Anna");
  });
});
