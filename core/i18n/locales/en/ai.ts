import type ru from "../ru/ai";

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** AI writing help in the editor (issue 14): panel, field menus, review dialog, SEO and alt fields. */
export default {
  title: "AI writing help",
  hint: "Draft the page, write the SEO texts, rewrite any text. You always see the result before it replaces anything.",
  destination:
    "Your text goes to {{destination}}, and only when you press an AI button. The keys stay on the server.",
  destinationFake:
    "This server runs a test AI (fake): your text goes nowhere and the answers are canned.",
  locked: "AI writing help comes with PRO.",
  lockedLink: "Get PRO",
  notConfigured:
    "AI is not set up on this server, so the AI buttons do not work. Ask the administrator.",
  working: "AI is writing…",
  draft: {
    label: "Describe your business in 1–3 sentences",
    placeholder:
      "E.g.: A bakery in Ubud. We bake sourdough bread and cakes to order, and deliver in town.",
    button: "Draft my page",
    hint: "Fills the description, up to 9 card titles, up to 9 FAQ entries and the button names. Never links, images or contacts.",
  },
  fill: {
    heading: "Fill with AI",
    hint: "The AI rewrites the page's texts for your business: the description, cards, questions and form. Prices, images, links and contacts stay as they are.",
    button: "Fill with AI",
    title: "Fill the template with AI",
    intro:
      "Name your business and say what it does in one sentence. You will see every change before anything is replaced.",
    nameLabel: "Business name",
    namePlaceholder: "E.g.: Sunny Crust Bakery",
    aboutLabel: "Your business in one sentence",
    aboutPlaceholder:
      "E.g.: A family bakery in Denpasar: sourdough bread, croissants and cakes to order.",
    submit: "Fill",
    cancel: "Not now",
    nameRequired: "Write the name of your business.",
  },
  seo: {
    button: "SEO pack",
    hint: "A meta description of up to 160 characters and alt texts for the images, from the description and card titles. The AI does not see the images.",
  },
  rewrite: {
    button: "AI",
    label: "Rewrite with AI: {{field}}",
    styles: {
      shorter: "Shorter",
      friendlier: "Friendlier",
      formal: "More formal",
      fix: "Fix mistakes",
    },
  },
  review: {
    title: "AI suggestion",
    intro: "Nothing has been replaced. Check the text, then Apply — or Cancel.",
    before: "Now",
    after: "Suggested",
    empty: "(empty)",
    apply: "Apply",
    cancel: "Cancel",
    noChanges: "The AI suggested the same text — nothing to change.",
  },
  applied: "AI suggestion applied.",
  undo: "Undo",
  undone: "AI changes undone.",
  fields: {
    seoTitle: "SEO",
    seoDescription: "Meta description for search engines",
    seoDescriptionHint:
      "Up to 160 characters: {{count}} now. Empty: the start of the description is used.",
    logoAlt: "Logo alt text",
    coverAlt: "Cover alt text",
    cardAlt: "Image alt text",
    altHint: "In a few words, what the image shows. Blind visitors and search engines read it.",
  },
  paths: {
    projectName: "Name",
    projectDescription: "Description",
    projectLocation: "Location",
    mainButtonName: "Main button",
    extraButtonName: "Second button",
    cardsSectionTitle: "Cards heading",
    videoSectionTitle: "Video heading",
    projectLogoAlt: "Logo alt text",
    projectBackgroundAlt: "Cover alt text",
    seoDescription: "Meta description",
    cardTitle: "Card {{n}}: title",
    cardAlt: "Card {{n}}: alt text",
    qaQuestion: "Question {{n}}",
    qaAnswer: "Answer {{n}}",
  },
  errors: {
    proRequired: "AI writing help comes with PRO.",
    notConfigured: "AI is not set up on this server.",
    invalidRequest: "The AI does not take this request.",
    emptyField: "The field is empty — write something first.",
    nothingToDescribe: "Fill in the description or the card titles first.",
    nothingToFill: "The page has no texts to rewrite.",
    descriptionTooShort: "Describe your business in at least one sentence (10 to 600 characters).",
    dailyLimit: "You have used today's AI limit: {{limit}} requests a day. More after {{time}}.",
    aiTimeout: "The AI did not answer within 25 seconds. Please try again.",
    tooManyRequests: "Two AI or translation requests are already running. Wait for one to finish.",
    aiInvalidAnswer: "The AI answered in the wrong form twice. Please try again.",
    aiUnavailable: "The AI service is unavailable right now. Please try later.",
    networkError: "No connection to the server. Check your internet and try again.",
    saveFirst: "The draft could not be saved, so the AI was not asked. Please try again.",
    failed: "That did not work. Please try again.",
  },
} as const satisfies Shape<typeof ru>;
