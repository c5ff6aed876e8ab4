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

  admin: {
    title: "Админ-панель",
    users: "Пользователи",
    landings: "Витрины",
    landingKv: "Настройки витрин (KV)",
    scheduledTasks: "Запланированные задачи",
    backToSite: "Вернуться на сайт",
    logout: "Выйти",
    search: "Поиск",
    id: "ID",
    name: "Имя",
    email: "Email",
    tariff: "Тариф",
    expires: "Истекает",
    created: "Создан",
    landingsCount: "Витрин",
    tariffFree: "Бесплатный",
    tariffPro: "PRO",
    empty: "Ничего не найдено",
    previous: "Назад",
    next: "Вперёд",
    pageOf: "Страница {{page}} из {{pages}}",
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
  /** Issue 29: a form sent from another name of the app (127.0.0.1 for localhost). */
  crossOriginPage: {
    title: "Откройте приложение по его адресу",
    text: "Форма отправлена со страницы по адресу {{here}}, а приложение работает по адресу {{app}}. Откройте страницу там и отправьте форму ещё раз.",
    open: "Открыть {{app}}",
  },
} as const;
