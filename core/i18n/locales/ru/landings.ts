/** My landings: grid, cards, expiry bars, create/delete, plan prompts (owned by H-owner). */
export default {
  title: "Мои витрины",
  subtitle: "Создавайте витрины, редактируйте и публикуйте их по своей ссылке.",
  gridLabel: "Список витрин",
  newShowroom: "Новая витрина",
  newShowroomHint: "Создать витрину с нуля",
  creating: "Создаём…",
  untitledProject: "Без названия",
  noCompany: "Компания не указана",
  previewAlt: "Обложка витрины «{{name}}»",
  openPublic: "Открыть витрину «{{name}}» в новой вкладке",
  published: "Опубликована",
  draft: "Черновик",
  empty: "У вас пока нет витрин. Создайте первую — это займёт пару минут.",

  menu: {
    label: "Действия с витриной «{{name}}»",
    publish: "Опубликовать",
    edit: "Редактировать",
    delete: "Удалить",
    cancel: "Отмена",
  },

  expiredOn: "Срок действия истёк {{date}}",
  trialEnded: "Пробный период закончился",
  activatePro: "Активировать PRO",
  daysLeft_one: "Остался {{count}} день",
  daysLeft_few: "Осталось {{count}} дня",
  daysLeft_many: "Осталось {{count}} дней",
  daysLeft_other: "Осталось {{count}} дня",

  deleteModal: {
    title: "Удалить витрину?",
    text: "Витрина «{{name}}» и её публичная страница будут удалены без возможности восстановления.",
    confirm: "Удалить",
    deleting: "Удаляем…",
    cancel: "Отмена",
  },
  deleteSuccess: "Витрина удалена",
  deleteFailed: "Не удалось удалить витрину",
  createFailed: "Не удалось создать витрину",
  pleaseLogin: "Пожалуйста, войдите в систему",
  limitReached: "Достигнут лимит витрин вашего тарифа",
  upgradeRequired: "Чтобы создать ещё одну витрину, активируйте PRO",

  buyExtra: {
    title: "Новая витрина",
    text: "Вы используете все витрины, доступные на вашем тарифе. Дополнительная витрина стоит 300 USD в год.",
    details: "Напишите нам в мессенджер — мы подключим новую витрину к вашему аккаунту.",
    contact: "Написать в мессенджер",
    close: "Закрыть",
  },

  proActivated: {
    title: "PRO активирован!",
    text: "Спасибо за оплату. Все возможности тарифа PRO уже доступны.",
    ok: "Отлично",
  },
} as const;
