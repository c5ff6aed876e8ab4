import type { ReactNode } from "react";

/** An admin console page: one section, labelled by its heading. */
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
    <section aria-labelledby={id} className="admin-page">
      <h1 id={id} className="admin-title">
        {title}
      </h1>
      {children}
    </section>
  );
}
