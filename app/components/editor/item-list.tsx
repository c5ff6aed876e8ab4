import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { LandingContent } from "../../../core/landing/schema";

/** The content lists the editor edits item by item. */
type ListKey = "cards" | "qas" | "analytics";
type ListOf<K extends ListKey> = LandingContent[K];

/**
 * Item edits for one content list: `setItem` changes local state only (typing),
 * `structural` changes and saves at once (add, remove, move, toggles).
 */
export function listEditor<K extends ListKey>(
  p: {
    update: (fn: (c: LandingContent) => LandingContent) => void;
    commit: () => void;
  },
  key: K,
) {
  type Item = ListOf<K>[number];
  const replace = (c: LandingContent, list: Item[]): LandingContent => ({ ...c, [key]: list });
  return {
    setItem: (i: number, patch: Partial<Item>) =>
      p.update((c) =>
        replace(
          c,
          (c[key] as Item[]).map((item, j) => (j === i ? { ...item, ...patch } : item)),
        ),
      ),
    structural: (fn: (list: Item[]) => Item[]) => {
      p.update((c) => replace(c, fn(c[key] as Item[])));
      p.commit();
    },
  };
}

/**
 * A reorderable list with an empty note, up / down / remove per item and an
 * add button that stops at `max`. Texts come from the `ns` block of the
 * editor catalogue (item, empty, moveUp, moveDown, remove, add, limit).
 */
export function ItemList<T>({
  ns,
  items,
  max,
  disabled,
  structural,
  newItem,
  renderItem,
  itemKey = (_, i) => i,
  itemClassName = "item",
  itemTestId,
  addTestId,
  limitId,
  limitTestId,
}: {
  ns: "cards" | "faq" | "analytics";
  items: T[];
  max: number;
  disabled: boolean;
  structural: (fn: (list: T[]) => T[]) => void;
  newItem: () => T;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey?: (item: T, index: number) => string | number;
  itemClassName?: string;
  itemTestId: string;
  addTestId: string;
  /** When set, the limit note gets this id and the add button points at it. */
  limitId?: string;
  limitTestId?: string;
}) {
  const { t } = useTranslation("editor");
  const full = items.length >= max;
  return (
    <>
      {items.length === 0 ? <p className="text-muted">{t(`${ns}.empty`)}</p> : null}
      <ol className="item-list">
        {items.map((item, i) => (
          <li key={itemKey(item, i)} className={itemClassName} data-testid={itemTestId}>
            <div className="item-header">
              <h3 className="item-title">{t(`${ns}.item`, { n: i + 1 })}</h3>
              <ItemControls
                index={i}
                count={items.length}
                onMove={(from, to) => structural((l) => moveItem(l, from, to))}
                onRemove={(at) => structural((l) => l.filter((_, j) => j !== at))}
                labels={{
                  up: t(`${ns}.moveUp`, { n: i + 1 }),
                  down: t(`${ns}.moveDown`, { n: i + 1 }),
                  remove: t(`${ns}.remove`, { n: i + 1 }),
                }}
              />
            </div>
            {renderItem(item, i)}
          </li>
        ))}
      </ol>
      <div className="item-add">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={full || disabled}
          aria-describedby={full && limitId ? limitId : undefined}
          onClick={() => structural((l) => [...l, newItem()])}
          data-testid={addTestId}
        >
          + {t(`${ns}.add`)}
        </button>
        {full ? (
          <span className="text-muted text-sm" id={limitId} data-testid={limitTestId}>
            {t(`${ns}.limit`)}
          </span>
        ) : null}
      </div>
    </>
  );
}

/** Up / down / remove controls for an item of a reorderable list. */
export function ItemControls({
  index,
  count,
  onMove,
  onRemove,
  labels,
  removeDisabled = false,
}: {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  labels: { up: string; down: string; remove: string };
  /** A list that may not become empty (a lead form's fields) keeps its last item. */
  removeDisabled?: boolean;
}) {
  return (
    <div className="item-controls">
      <button
        type="button"
        className="btn btn-ghost btn-icon btn-sm"
        aria-label={labels.up}
        title={labels.up}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-icon btn-sm"
        aria-label={labels.down}
        title={labels.down}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <span aria-hidden="true">↓</span>
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-icon btn-sm item-remove"
        aria-label={labels.remove}
        title={labels.remove}
        disabled={removeDisabled}
        onClick={() => onRemove(index)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

export function moveItem<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return list;
  const next = list.slice();
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
