import { siteConfig } from "@/config/site";
import { RESPONSE_WINDOW_HOURS } from "@/lib/constants";
import type { ContactWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/** The contact page's words, in Hindi. */
export const contact = (t: WordsTools): ContactWords => {
  /** Before के भीतर ("within"), so oblique: घंटे for one hour, घंटों for more. */
  const responseWindow = `${t.number(RESPONSE_WINDOW_HOURS.min)} से ${t.count(RESPONSE_WINDOW_HOURS.max, { one: "# घंटे", other: "# घंटों" })}`;

  return {
    meta: {
      title: `संपर्क करें | ${name}`,
      description: `सवाल, बग रिपोर्ट या कोई आइडिया? फ़ॉर्म, ईमेल या फ़ोन से ${name} टीम से संपर्क करें। हम कामकाजी दिनों में ${responseWindow} के भीतर जवाब देते हैं।`,
    },
    title: "संपर्क करें",
    intro:
      "कोई बग मिला, नए कमरे का कोई आइडिया है, या किसी मुश्किल लेवल में मदद चाहिए? हमें संदेश भेजें, उसे एक असली इंसान पढ़ेगा।",
    form: {
      heading: "हमें संदेश भेजें",
      fields: {
        name: { label: "नाम", placeholder: "आपका नाम" },
        /** A Hindi sample name in the example address, here and in `badEmail`. */
        email: { label: "ईमेल", placeholder: "rahul@example.com" },
        subject: { label: "विषय", placeholder: "किस बारे में है?" },
        message: {
          label: "संदेश",
          placeholder: "बताएँ कि क्या हुआ या आप क्या देखना चाहेंगे",
        },
      },
      submit: "संदेश भेजें",
      sending: "भेजा जा रहा है...",
      validation: {
        missing: "कृपया यह फ़ील्ड भरें।",
        badEmail: "कृपया rahul@example.com जैसा ईमेल पता डालें।",
        /** `fields`: the empty fields' labels as a list, e.g. "नाम और संदेश". */
        missingFields: (fields: string) => `कृपया भरें: ${fields}।`,
      },
      privacyNote: "आपका संदेश इस साइट पर सेव नहीं होता।",
    },
    sent: {
      title: "संदेश भेज दिया गया!",
      description: "हमसे संपर्क करने के लिए धन्यवाद। हम जल्द ही आपके संदेश का जवाब देंगे।",
    },
    details: {
      heading: "संपर्क जानकारी",
      email: "ईमेल",
      phone: "फ़ोन",
      address: "पता",
    },
    supportHours: {
      heading: "सपोर्ट का समय",
      /** The spec's hours, with सुबह/शाम for AM/PM as Hindi says them; EST is the spec's zone. */
      rows: [
        { days: "सोमवार से शुक्रवार", hours: "सुबह 9:00 - शाम 6:00 EST" },
        { days: "शनिवार", hours: "सुबह 10:00 - शाम 4:00 EST" },
        { days: "रविवार", hours: "बंद" },
      ],
      responseTime: `हम कामकाजी दिनों में ${responseWindow} के भीतर जवाब देते हैं।`,
    },
  };
};
