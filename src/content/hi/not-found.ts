import { siteConfig } from "@/config/site";
import type { NotFoundWords } from "../types";

/** The not-found page's words, in Hindi. */
export const notFound: NotFoundWords = {
  meta: {
    title: `पेज नहीं मिला | ${siteConfig.name}`,
    description: `यह पेज मौजूद नहीं है। सफ़ाई जारी रखने के लिए ${siteConfig.name} पर लौटें, या हमें टूटे हुए लिंक के बारे में बताएँ।`,
  },
  code: "404",
  heading: "उफ़! इस पेज को सफ़ाई की ज़रूरत है",
  body: "आप जो पेज ढूँढ रहे हैं, उस पर या तो झाड़ू फिर गई या वह कभी था ही नहीं। चलिए, आपको किसी साफ़-सुथरी जगह पर वापस ले चलते हैं।",
  returnHome: "होम पर लौटें",
  reportIssue: "समस्या बताएँ",
};
