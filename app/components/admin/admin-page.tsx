import type { ReactNode } from "react";

/**
 * An admin console page: its heading and content. Not a landmark of its own:
 * the layout's `main` already is the page, and a region named like the
 * page's table would repeat that table's name (axe landmark-unique).
 */
export function AdminPage({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="admin-page">
      <h1 id={id} className="admin-title">
        {title}
      </h1>
      {children}
    </div>
  );
}
