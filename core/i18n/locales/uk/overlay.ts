import type ru from "../ru/overlay";

/** The expiry overlay and the public 404 page in Ukrainian (issue 14). */
export default {
  unavailableTitle: "Сторінка недоступна",
  unavailableText: "Термін дії цієї сторінки минув.",
  goHome: "На головну",
  activatePrompt: "Це ваша сторінка? Активуйте PRO, щоб вона знову стала доступна відвідувачам.",
  activatePro: "Активувати PRO",
  notFoundTitle: "Сторінку не знайдено",
  notFoundText: "Такої сторінки немає або її ще не опубліковано.",
  goBack: "Назад",
  methodNotAllowed: "Метод не підтримується",
  uriTooLong: "Задовга адреса",
  badRequest: "Неправильний запит",
} as const satisfies Record<keyof typeof ru, string>;
