import { Link } from "@remix-run/react";

/** The note a PRO-only editor section shows a free owner, with the way to /s. */
export function ProLockedNote({
  testId,
  text,
  linkText,
}: {
  testId: string;
  text: string;
  linkText: string;
}) {
  return (
    <p className="pro-locked" data-testid={testId}>
      <span aria-hidden="true">🔒</span> {text} <Link to="/s">{linkText}</Link>
    </p>
  );
}
