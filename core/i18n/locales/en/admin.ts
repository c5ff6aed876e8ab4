/** Admin console (SPEC §2 Admin console, §8 admin toasts). */
export default {
  title: "Admin",
} as const;
