/** `npm run test:engines`: the players' journeys in real Firefox (engine-suite.ts). */
import { describeEngine } from "./engine-suite";

describeEngine("Firefox");
