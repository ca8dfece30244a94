import { serviceAreas } from "#common/content/offerings.ts";

// Words shared by the readers of names (person-name.ts) and of companies (company-name.ts).

export const COMPANY_SUFFIX =
  /\b(realty|realtors?|properties|property group|homes|group|team|llc|inc|real estate|partners|brokerage|associates|company|co|commercial|capital|relocation|builders|lending|mortgage|investments|management|inmobiliaria|bienes ra[ií]ces|asociados)\.?$/iu;

export const PLACES = new Set(
  [...serviceAreas, "Houston", "Texas", "TX", "Katy", "Cypress", "Spring", "Pearland", "Humble", "Conroe", "Tomball", "Galveston", "Dallas", "Austin"]
    .map((p) => p.toLowerCase()),
);

export const NOT_A_NAME = new Set(
  `a an the in at on from with of for to interested looking ready new not just here still trying curious calling good fine ok okay
   hi hello hey hiya howdy hola buenas buenos saludos thanks thank gracias yes yeah yep no nope please pls porfa morning afternoon
  evening tardes noches dias xin chao cam on da vang moi nguoi chu khach nha truong quan nhan ban cong
  sure happy glad sorry confused frustrated tired busy available free back done working based located agent broker realtor team
   property owner also currently going wondering thinking hoping asking very so really too and but a the an de del la el un una
   nuevo nueva agente corredor corredora lider administrador administradora asesor asesora dueno duena propietario interesado
   interesada buscando aqui bien muy solo sola con en para y o que from realty terrible great awesome amazing perfect helpful
   interesting confusing expensive cheap cool nice weird it what exactly correct right wrong true useful useless bad ridiculous
   crazy frustrating annoying fine excellent impressive exciting important urgent about for my your our muy genial excelente
   perfecto util terrible horrible caro barato importante urgente nuevo soy habla gi who everyone everybody someone nobody anyone
   claro dale vale listo sale okey si bueno vale cell mobile phone text call email number office line home direct work whatsapp`
    .split(/\s+/)
    .filter(Boolean),
);

// Words that end a name: connectors and the start of the next clause.
export const NAME_STOP = new Set(
  "and y from de del with w con at en of i im my mi me call llam email correo phone tel here aqui the el la a nhe nha nhen".split(" "),
);

export const titleCase = (words: string[]): string =>
  words.map((w) => (w === w.toLowerCase() ? w.charAt(0).toUpperCase() + w.slice(1) : w)).join(" ");

export const isKey = (word: string): string => word.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase();

export const CONTACT_DETAIL = /@|\d{3}[\s.-]?\d{4}/;
