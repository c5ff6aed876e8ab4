/** Plan reminder and expiry mails sent by the task runner. */
export default {
  appName: "Vitrina",
  /** Фрагмент темы: «через 7 дней». */
  inDays_one: "через {{count}} день",
  inDays_few: "через {{count}} дня",
  inDays_many: "через {{count}} дней",
  inDays_other: "через {{count}} дня",
  /** Фрагмент письма: «осталось 7 дней». */
  daysLeft_one: "остался {{count}} день",
  daysLeft_few: "осталось {{count}} дня",
  daysLeft_many: "осталось {{count}} дней",
  daysLeft_other: "осталось {{count}} дня",
  reminderSubject: "Ваш тариф Vitrina закончится {{inDays}}",
  reminderText:
    "Здравствуйте, {{name}}!\n\nВаш тариф Vitrina действует до {{date}} — {{daysLeft}}. После этого опубликованные витрины станут недоступны посетителям.\n\nЧтобы они продолжали работать, продлите тариф:\n{{link}}\n\nВы получили это письмо, потому что в настройках включены системные сообщения. Отключить их можно в разделе «Настройки».\n\nКоманда Vitrina",
  expiredSubject: "Ваши витрины в Vitrina скрыты",
  expiredText:
    "Здравствуйте, {{name}}!\n\nВаш тариф Vitrina закончился {{date}}, поэтому опубликованные витрины сейчас скрыты от посетителей. Ничего не удалено: витрины и всё их содержимое сохранены.\n\nЧтобы снова открыть их для посетителей, продлите тариф:\n{{link}}\n\nСтраницы снова станут доступны сразу после оплаты.\n\nКоманда Vitrina",
  /** Письмо владельцу о новой заявке (issue 24). */
  leadSubject: "Новая заявка: {{project}}",
  leadIntro: "На витрину «{{project}}» пришла новая заявка.",
  leadUntitled: "Без названия",
  leadItem: "Товар",
  leadPage: "Страница",
  leadOpen: "Открыть заявку",
  leadReplyHint: "Чтобы написать посетителю, просто ответьте на это письмо.",
  leadSignature: "Команда Vitrina",
  /** Выгрузка заявок (issue 25): заголовки столбцов CSV; поля формы идут своими подписями. */
  leadCsv: {
    date: "Дата",
    status: "Статус",
    spam: "Спам",
    item: "Товар",
    price: "Цена",
    page: "Страница",
    language: "Язык страницы",
    referrer: "Откуда пришёл",
    consentText: "Текст согласия",
    consentAt: "Согласие дано",
    policyUrl: "Политика конфиденциальности",
    id: "ID заявки",
    other: "Другие поля",
    yes: "да",
    no: "нет",
  },
} as const;
