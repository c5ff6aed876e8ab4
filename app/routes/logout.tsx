import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getContext } from "../services/runtime.server";
import { signOutToLogin } from "../services/session-headers.server";

export const loader = ({ request }: LoaderFunctionArgs) => signOutToLogin(getContext(), request);
export const action = ({ request }: ActionFunctionArgs) => signOutToLogin(getContext(), request);
