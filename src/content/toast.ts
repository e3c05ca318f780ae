/**
 * What screen readers say of toasts: before each one, and of the region they appear in. Its own
 * module: only pages that show a toast load it.
 */
export const toastText = {
  announcement: "Notification",
  /** `{hotkey}` is the key that moves focus to the toasts (F8). */
  region: "Notifications ({hotkey})",
} as const;
