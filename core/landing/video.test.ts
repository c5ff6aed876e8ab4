import { describe, expect, it } from "vitest";
import { isValidVideoLink, videoEmbed, videoLinkError } from "./video";

describe("video link (SPEC §5)", () => {
  it.each([
    ["", true],
    ["   ", true],
    ["https://youtu.be/dQw4w9WgXcQ", true],
    ["http://example.com/v.mp4", true],
    ["https://localhost/x", false],
    ["www.youtube.com/watch?v=x", false],
    ["ftp://example.com/v.mp4", false],
    ["javascript:alert(1).x", false],
    ["just text", false],
  ])("%j valid: %j", (link, ok) => {
    expect(isValidVideoLink(link)).toBe(ok);
    expect(videoLinkError(link)).toBe(ok ? null : "invalidLink");
  });

  it("finds the YouTube id in every link shape", () => {
    for (const l of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
    ]) {
      expect(videoEmbed(l)).toMatchObject({
        kind: "youtube",
        id: "dQw4w9WgXcQ",
        embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0",
      });
    }
  });

  it("embeds Vimeo and direct .mp4/.webm files with autoplay", () => {
    expect(videoEmbed("https://vimeo.com/76979871")).toMatchObject({
      kind: "vimeo",
      embedUrl: "https://player.vimeo.com/video/76979871?autoplay=1",
    });
    expect(videoEmbed("https://cdn.example.com/promo.webm")).toMatchObject({ kind: "file" });
    expect(videoEmbed("https://cdn.example.com/promo.MP4")).toMatchObject({ kind: "file" });
  });

  it("does not embed other pages, bad ids or invalid links", () => {
    expect(videoEmbed("https://rutube.ru/video/abc/")).toBeNull();
    expect(videoEmbed('https://youtu.be/"><script>')).toBeNull();
    expect(videoEmbed("not a link")).toBeNull();
    expect(videoEmbed("")).toBeNull();
  });
});
