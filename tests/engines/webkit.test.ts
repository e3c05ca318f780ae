/** `npm run test:engines`: the players' journeys in real WebKit (engine-suite.ts). */
import { describeEngine } from "./engine-suite";

describeEngine("WebKit");
