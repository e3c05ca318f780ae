/**
 * The preview server (scripts/serve-dist.mjs), which the browser suite and `npm run preview`
 * use, held to the same host contract as the production hosts.
 */
import { describeHostContract } from "./host-contract";
import { HOST_CONTRACT_OPTIONS } from "./host-rules";
import { httpHosts } from "./hosts";

describeHostContract(() => httpHosts().preview, HOST_CONTRACT_OPTIONS.preview);
