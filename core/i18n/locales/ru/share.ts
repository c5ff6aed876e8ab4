/** Sharing a showroom: its QR code (issue 15). */
export default {
  qr: {
    open: "QR-код",
    menu: "QR-код",
    title: "QR-код витрины",
    hint: "Распечатайте его для витрины магазина, визитки или листовки: камера телефона откроет страницу.",
    opens: "Открывает: {{url}}",
    alt: "QR-код, который открывает {{url}}",
    loading: "Готовим QR-код…",
    failed: "Не удалось получить QR-код. Попробуйте ещё раз.",
    retry: "Повторить",
    downloadSvg: "Скачать SVG",
    downloadPng: "Скачать PNG, 1024 px",
    formats: "SVG подходит для печати любого размера, PNG — для мессенджеров и документов.",
    hide: "Скрыть QR-код",
  },
};
