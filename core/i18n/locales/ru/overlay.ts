/** The expiry overlay and the public 404 page, both served by the worker (SPEC §2 "Public landing"). */
export default {
  unavailableTitle: "Страница недоступна",
  unavailableText: "Срок действия этой страницы истёк.",
  goHome: "На главную",
  activatePrompt: "Это ваша страница? Активируйте PRO, чтобы она снова стала доступна посетителям.",
  activatePro: "Активировать PRO",
  notFoundTitle: "Страница не найдена",
  notFoundText: "Такой страницы нет или она ещё не опубликована.",
  goBack: "Назад",
  methodNotAllowed: "Метод не поддерживается",
  uriTooLong: "Слишком длинный адрес",
  badRequest: "Неверный запрос",
} as const;
