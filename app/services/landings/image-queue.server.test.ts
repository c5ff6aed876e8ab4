import { describe, expect, it } from "vitest";
import { createImageQueue, ImageBusyError } from "./image-queue.server";

const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { opened, open };
};

describe("image queue", () => {
  it("runs at most two jobs at once in the process", async () => {
    const slot = createImageQueue(2, 2);
    let running = 0;
    let peak = 0;
    const job = async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 20));
      running--;
    };
    await Promise.all([1, 2, 3, 4, 5, 6].map((user) => slot(user, job)));
    expect(peak).toBe(2);
  });

  it("refuses a user's third job while two are in flight, and frees the slot after", async () => {
    const slot = createImageQueue(4, 2);
    const g = gate();
    const first = slot(7, () => g.opened);
    const second = slot(7, () => g.opened);
    await expect(slot(7, async () => "third")).rejects.toBeInstanceOf(ImageBusyError);
    // Another user is not held up by user 7.
    await expect(slot(8, async () => "other")).resolves.toBe("other");
    g.open();
    await Promise.all([first, second]);
    await expect(slot(7, async () => "later")).resolves.toBe("later");
  });

  it("a failing job frees its slot too", async () => {
    const slot = createImageQueue(1, 1);
    await expect(slot(3, async () => Promise.reject(new Error("bad image")))).rejects.toThrow(
      "bad image",
    );
    await expect(slot(3, async () => "ok")).resolves.toBe("ok");
  });
});
