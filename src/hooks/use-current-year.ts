import { useSyncExternalStore } from "react";

const subscribe = () => () => {};
const getYear = () => new Date().getFullYear();
// The prerendered HTML carries the build's year; hydration starts from it and then moves on.
const getBuildYear = () => __BUILD_YEAR__;

export function useCurrentYear(): number {
  return useSyncExternalStore(subscribe, getYear, getBuildYear);
}
