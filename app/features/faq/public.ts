// What the /faq page composes.
export { faqJsonLd, groupAnchor } from "./faq.ts";
export { FaqList, FaqTopics } from "./faq-list.tsx";
