/// <reference types="@remix-run/dev" />
// The dev reference types `import styles from "./x.css"` (URL strings); the
// augmentation turns on single-fetch types, matching future.v3_singleFetch in
// remix.config.js, so `data()` and naked loader returns infer correctly.
import "@remix-run/node";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}
