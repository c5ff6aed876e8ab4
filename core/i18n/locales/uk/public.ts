import type ru from "../ru/public";

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

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
  /** Issue 27: the page's vCard link, and the label of the page's address inside the vCard. */
  saveContact: "Зберегти контакт",
  vcardPage: "Вітрина",
  messageDefault: "Вітаю! Пишу зі сторінки {{project}}",
  share: "Поділитися",
  copied: "Скопійовано",
  consent: {
    label: "Згода на аналітику",
    text: "Можна увімкнути лічильники відвідувань? Вони допомагають власнику покращувати сторінку.",
    accept: "Прийняти",
    decline: "Відмовитися",
  },
  lead: {
    formTitle: "Залишити заявку",
    submit: "Надіслати",
    success: "Дякуємо! Заявку надіслано.",
    order: "Замовити",
    item: "Товар або послуга",
    choose: "Оберіть…",
    policy: "Політика конфіденційності",
    /** The policy as the default consent text names it: those words become the link. */
    policyInConsent: "Політики конфіденційності",
    sentTitle: "Заявку надіслано",
    notSentTitle: "Заявку не надіслано",
    back: "Повернутися на сторінку",
    notSent: "Нічого не надіслано. Спробуйте ще раз.",
    tooMany: "Забагато заявок. Зачекайте хвилину й спробуйте ще раз.",
    tooLarge: "Заявка задовга. Скоротіть текст і надішліть знову.",
    unavailable: "Ця сторінка зараз не приймає заявки.",
    refused: "Заявку можна надіслати лише зі сторінки з формою.",
    check: "Перевірте поля форми.",
    consentDefault:
      "Я даю згоду на обробку моїх персональних даних відповідно до Політики конфіденційності",
    errors: {
      required: "Заповніть це поле",
      email: "Введіть адресу електронної пошти, наприклад name@example.com",
      phone: "Введіть номер телефону: цифри, можна з + на початку",
      date: "Вкажіть дату",
      select: "Виберіть один із варіантів",
      invalid: "Це значення не підходить для цього поля",
      consent: "Потрібна ваша згода на обробку персональних даних",
      unknown: "Форма змінилася. Оновіть сторінку та надішліть заявку знову",
      item: "Виберіть товар зі списку",
    },
  },
} as const satisfies Shape<typeof ru>;
