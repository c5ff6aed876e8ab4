/** Helpers for writing scenes: `on` stands an object on a line instead of centring it. */
import type { ObjectName } from "./objects";
import type { Item, Scene } from "./scene";

export type TemplateScenes = Record<string, Scene>;

/** An object whose base (y ≈ 90 in its box) rests on baseY. */
export const on = (
  name: ObjectName,
  x: number,
  baseY: number,
  size: number,
  rot = 0,
  flip = false,
): Item => [name, x, Math.round(baseY - size * 0.45), size, rot, flip];
