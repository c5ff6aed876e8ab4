import { describe, expect, it } from "vitest";
import { publicAddress } from "./public-address";

const local = { publicUrl: "http://127.0.0.1:8900", publicDomain: null };
const prod = { publicUrl: "https://pages.vitrina.app", publicDomain: "vitrina.app" };

describe("publicAddress: the one address a landing is given out under (issue 29)", () => {
  it("locally: PUBLIC_URL/l/{name}", () => {
    expect(publicAddress(local, "coffee")).toBe("http://127.0.0.1:8900/l/coffee");
  });
  it("in production: the landing's own subdomain, not /l/{name}", () => {
    expect(publicAddress(prod, "coffee")).toBe("https://coffee.vitrina.app/");
  });
  it("a name that is no DNS label keeps the path address", () => {
    expect(publicAddress(prod, "ab--cd")).toBe("https://pages.vitrina.app/l/ab--cd");
  });
  it("an active custom domain wins over both", () => {
    expect(publicAddress(prod, "coffee", "shop.example")).toBe("https://shop.example/");
    expect(publicAddress(local, "coffee", "shop.example")).toBe("https://shop.example/");
  });
});
