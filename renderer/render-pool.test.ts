import { afterAll, describe, expect, it } from "vitest";
import { fullLanding } from "../tests/fixtures/full-landing";
import type { LandingContent } from "../core/landing/schema";
import { renderLanding, type RenderMeta } from "./render-landing";
import { renderPool } from "./render-pool";

const meta = (uuid: string): RenderMeta => ({
  uuid,
  lang: "en",
  canonicalUrl: `https://pages.vitrina.test/l/${uuid}`,
  publicUrl: "https://pages.vitrina.test",
  showBadge: true,
  includeAnalytics: true,
});
const content = (i: number) => ({ ...fullLanding, projectName: `Bakery #${i}` }) as LandingContent;

const pool = renderPool(2);
afterAll(() => pool.close());

describe("render pool (worker threads for npm run rebuild)", () => {
  it("renders exactly what this thread renders, each answer to its own page", async () => {
    const pages = await Promise.all(
      Array.from({ length: 24 }, (_, i) => pool.render(content(i), meta(`u${i}`))),
    );
    pages.forEach((html, i) => {
      expect(html).toBe(renderLanding(content(i), meta(`u${i}`)));
      expect(html).toContain(`Bakery #${i}<`);
    });
  });

  it("a page that fails to render rejects with the reason, and the pool goes on", async () => {
    await expect(pool.render(null as unknown as LandingContent, meta("bad"))).rejects.toThrow();
    expect(await pool.render(content(1), meta("after"))).toContain("Bakery #1<");
  });

  it("a page whose content cannot be sent to a thread rejects, and the pool goes on", async () => {
    const single = renderPool(1);
    const odd = { ...content(2), projectName: () => "not data" } as unknown as LandingContent;
    // Asked for in the same turn, both go to the one thread in the same message at first.
    const [bad, good] = await Promise.allSettled([
      single.render(odd, meta("odd")),
      single.render(content(3), meta("same-batch")),
    ]);
    expect(bad.status).toBe("rejected");
    expect(good.status === "fulfilled" && good.value).toContain("Bakery #3<");
    expect(await single.render(content(4), meta("again"))).toContain("Bakery #4<");
    await single.close();
  });

  it("once closed it refuses at once instead of leaving a rebuild waiting", async () => {
    const closing = renderPool(1);
    await closing.close();
    await expect(closing.render(content(0), meta("late"))).rejects.toThrow(/closed/);
  });
});
