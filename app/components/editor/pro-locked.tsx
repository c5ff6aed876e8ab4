import { Link } from "@remix-run/react";
import { Icon } from "../icons";

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
      <Icon name="lock" size={16} /> {text} <Link to="/s">{linkText}</Link>
    </p>
  );
}
