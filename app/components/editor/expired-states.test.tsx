import { describe, expect, it } from "vitest";
import { resources } from "../../../core/i18n";
import { PreviewPane } from "./preview-pane";
import { PublishStatus } from "./publish-status";
import { renderMarkup } from "../../../tests/support/render-markup";

const render = renderMarkup;

const status = (state: "live" | "changed" | "draft", expired: boolean) => (
  <PublishStatus
    state={state}
    expired={expired}
    disabled={expired}
    publicUrl={null}
    onPublish={() => {}}
  />
);

describe("the editor of a page whose plan has ended (issue 29)", () => {
  it.each(["ru", "en"] as const)(
    "a published page reads 'not shown', never 'up to date', in %s",
    async (lng) => {
      const e = resources[lng].editor;
      for (const state of ["live", "changed"] as const) {
        const html = await render(lng, status(state, true));
        expect(html).toContain(e.publishState.unavailable);
        expect(html).toContain('data-state="unavailable"');
        expect(html).not.toContain(e.publishState.live);
        expect(html).not.toContain(e.publish.button);
      }
    },
  );

  it("a draft stays a draft, and a live page reads live while its plan runs", async () => {
    const e = resources.en.editor;
    expect(await render("en", status("draft", true))).toContain(e.publishState.draft);
    expect(await render("en", status("live", false))).toContain(e.publishState.live);
  });

  it.each(["ru", "en"] as const)(
    "the preview says why it is empty instead of failing, in %s",
    async (lng) => {
      const e = resources[lng].editor;
      const html = await render(lng, <PreviewPane uuid="u1" signal={{ n: 0 }} expired />);
      expect(html).toContain(e.preview.expired);
      expect(html).not.toContain(e.preview.failed);
      expect(html).not.toContain(e.preview.loading);
      const live = await render(lng, <PreviewPane uuid="u1" signal={{ n: 0 }} expired={false} />);
      expect(live).toContain(e.preview.loading);
      expect(live).not.toContain(e.preview.expired);
    },
  );

  it.each(["ru", "en"] as const)(
    "the preview's Desktop/Mobile toggle is gone, as there is nothing to resize, in %s",
    async (lng) => {
      const e = resources[lng].editor;
      const toggle = new RegExp(`aria-label="${e.preview.width}"`);
      const html = await render(lng, <PreviewPane uuid="u1" signal={{ n: 0 }} expired />);
      expect(html).not.toMatch(toggle);
      expect(html).not.toContain(`>${e.preview.desktop}</button>`);
      expect(html).not.toContain(`>${e.preview.mobile}</button>`);
      const live = await render(lng, <PreviewPane uuid="u1" signal={{ n: 0 }} expired={false} />);
      expect(live).toMatch(toggle);
      expect(live).toContain(`>${e.preview.desktop}</button>`);
      expect(live).toContain(`>${e.preview.mobile}</button>`);
    },
  );
});
