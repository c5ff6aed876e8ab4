import type ru from "../ru/public";

/**
 * The published page in Ukrainian (issue 14: pages have an uk version). Only
 * the public page and the overlay have a Ukrainian catalogue; the app's UI
 * stays ru/en/id.
 */
export default {
  untitled: "Вітрина",
  defaultDescription: "{{name}} — сторінка компанії на Vitrina",
  skipToContent: "Перейти до вмісту",
  sectionsNav: "Розділи сторінки",
  navCards: "Каталог",
  navVideo: "Відео",
  navFaq: "Питання",
  navSocials: "Соцмережі",
  cardsTitle: "Каталог",
  videoTitle: "Відео",
  faqTitle: "Питання та відповіді",
  socialsTitle: "Ми в соцмережах",
  playVideo: "Дивитися відео: {{title}}",
  videoExtraLink: "Дивитися на сайті відео",
  logoAlt: "Логотип: {{name}}",
  whatsapp: "WhatsApp",
  telegramContact: "Telegram",
  telegramChannel: "Telegram-канал",
  instagram: "Instagram",
  vk: "ВКонтакте",
  youtube: "YouTube",
  footerMadeWith: "Сторінку створено на",
  badge: "Зроблено на Vitrina",
  languageSwitch: "Мова сторінки",
} as const satisfies Record<keyof typeof ru, string>;
