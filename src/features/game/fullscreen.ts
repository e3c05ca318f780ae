// The Fullscreen API for one element, standard or as Safari named it before 16.4 (macOS,
// iPadOS). iPhone Safari offers it for video only: there the request is refused, and the
// caller shows a view of its own instead.
type Prefixed = {
  webkitFullscreenEnabled?: boolean;
  webkitFullscreenElement?: Element | null;
  webkitExitFullscreen?: () => void;
  webkitRequestFullscreen?: () => void;
};

const prefixed = () => document as Document & Prefixed;

export const FULLSCREEN_CHANGE_EVENTS = ["fullscreenchange", "webkitfullscreenchange"] as const;
// How Safari before 16.4 says a request was refused (its request returns no promise).
export const PREFIXED_FULLSCREEN_ERROR_EVENT = "webkitfullscreenerror";

export function fullscreenElement(): Element | null {
  return document.fullscreenElement ?? prefixed().webkitFullscreenElement ?? null;
}

export function requestElementFullscreen(element: HTMLElement & Prefixed): Promise<void> {
  // Without a recent gesture (e.g. a click held before hydration and replayed after it) the
  // request is refused anyway, and Chromium logs a warning for trying.
  if (
    !(document.fullscreenEnabled ?? prefixed().webkitFullscreenEnabled) ||
    navigator.userActivation?.isActive === false
  ) {
    return Promise.reject(new Error("Fullscreen is not available."));
  }
  return element.requestFullscreen
    ? element.requestFullscreen({ navigationUI: "hide" })
    : Promise.resolve(element.webkitRequestFullscreen?.());
}

export function exitFullscreen(): void {
  if (document.exitFullscreen) document.exitFullscreen().catch(() => {});
  else prefixed().webkitExitFullscreen?.();
}
