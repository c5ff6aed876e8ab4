/** Shell: navigation, guard messages, toasts, generic errors, not-found (owned by H-shell). */
export default {
  appName: "Vitrina",
  skipToContent: "Перейти к содержимому",
  loading: "Загрузка…",
  close: "Закрыть",
  cancel: "Отмена",
  save: "Сохранить",
  delete: "Удалить",
  confirm: "Подтвердить",
  back: "Назад",
  pro: "PRO",
  proBadgeLabel: "Тариф PRO",

  authRequired: "Требуется авторизация",
  insufficientRights: "Недостаточно прав для доступа",
  sessionExpired: "Сессия истекла. Пожалуйста, войдите заново.",
  genericError: "Произошла ошибка. Попробуйте ещё раз.",
  networkError: "Ошибка сети. Проверьте подключение к интернету.",
  unexpectedError: "Непредвиденная ошибка",
  tooManyRequests: "Слишком много запросов. Попробуйте позже.",
  languageChanged: "Язык изменён",

  daysLeft_one: "Остался {{count}} день",
  daysLeft_few: "Осталось {{count}} дня",
  daysLeft_many: "Осталось {{count}} дней",
  daysLeft_other: "Осталось {{count}} дня",

  nav: {
    label: "Основная навигация",
    home: "Vitrina — на главную",
    showrooms: "Мои витрины",
    plans: "Тарифы",
    settings: "Настройки",
    admin: "Админ-панель",
    logout: "Выйти",
    userMenu: "Меню пользователя",
  },

  language: {
    label: "Язык",
    ru: "Русский",
    en: "English",
    id: "Bahasa Indonesia",
  },

  toasts: {
    region: "Уведомления",
    close: "Закрыть уведомление",
  },

  notFound: {
    title: "Страница не найдена",
    code: "404",
    text: "Такой страницы нет или она была удалена.",
    back: "Назад",
    home: "На главную",
  },

  errorPage: {
    title: "Что-то пошло не так",
    text: "Мы уже знаем о проблеме. Попробуйте обновить страницу.",
    reload: "Обновить страницу",
    home: "На главную",
  },
} as const;
