/** The editor's sections, one file each, in SPEC §2 order (then the page language). */
export { AnalyticsSection } from "./analytics";
export { BasicSection } from "./basic";
export { CardsSection } from "./cards";
export { ChannelsSection } from "./channels";
export { ContactsSection } from "./contacts";
export { DomainSection } from "./domain";
export { DesignSection } from "./design";
export { FaqSection } from "./faq";
export { FormSection } from "./form";
export { LanguageSection } from "./language";
export { LanguagesSection } from "./languages";
export { MediaSection } from "./media";
export type { SectionProps } from "./types";
export { VideoSection } from "./video";
