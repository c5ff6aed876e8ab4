/** Keys of DESIGN.md §2, defined once for the app, the renderer and the worker. */
export const keys = {
  page: (uuid: string) => `pages/${uuid}.html`,
  /** A translated version of the page (issue 14): `pages/{uuid}/{lang}.html`. */
  langPage: (uuid: string, lang: string) => `pages/${uuid}/${lang}.html`,
  /** Issue 27: the page's vCard (`{page}/contact.vcf`), and a language version's. */
  vcard: (uuid: string) => `pages/${uuid}.vcf`,
  langVcard: (uuid: string, lang: string) => `pages/${uuid}/${lang}.vcf`,
  preview: (uuid: string) => `previews/${uuid}.html`,
  meta: (uuid: string) => `meta/${uuid}.json`,
  alias: (textalias: string) => `routes/alias/${textalias.toLowerCase()}`,
  host: (hostname: string) => `routes/host/${hostname.toLowerCase()}`,
  asset: (name: string) => `assets/${name}`,
} as const;
