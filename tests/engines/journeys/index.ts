/**
 * Every journey, in the order they run. A new journey is a `Journey` (journey.ts) in a file of
 * its own, listed here: it then runs in every engine at every size it names.
 */
import type { Journey } from "./journey";
import { arabicJourneys } from "./arabic";
import { contactJourneys } from "./contact";
import { faqJourneys } from "./faq";
import { gameFrameJourneys } from "./game-frames";
import { gameOfferJourneys } from "./game-offer";
import { gameViewJourneys } from "./game-view";
import { navigationJourneys } from "./navigation";
import { offlineJourneys } from "./offline";
import { pageJourneys } from "./pages";
import { shareJourneys } from "./share";
import { themeJourneys } from "./theme";
import { trustedTypesJourney } from "./trusted-types";
import { watchSelfTest } from "./watch-self-test";

export const JOURNEYS: readonly Journey[] = [
  watchSelfTest,
  ...pageJourneys,
  ...navigationJourneys,
  ...offlineJourneys,
  ...faqJourneys,
  ...gameFrameJourneys,
  ...gameOfferJourneys,
  ...gameViewJourneys,
  ...shareJourneys,
  ...contactJourneys,
  ...themeJourneys,
  ...arabicJourneys,
  trustedTypesJourney,
];
