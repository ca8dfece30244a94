// The six posts a new site starts with: real content that staff may edit or delete like any post.
// Facts are kept to things that are public and stable (hurricane season dates, road names, agencies);
// nothing here quotes numbers about real companies.
import { slugify, type BlogCategory } from "#common/blog/blog-rules.ts";

export type SeedBlogPost = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: BlogCategory;
  tags: string[];
  author: string;
  seoTitle: string;
  seoDescription: string;
  coverImage: string;
  publishedAt: Date;
  isPublished: boolean;
};

type PostInput = Omit<SeedBlogPost, "slug" | "author" | "coverImage" | "publishedAt" | "isPublished"> & { publishedAt: string };

function post(input: PostInput): SeedBlogPost {
  const slug = slugify(input.title);
  return {
    ...input,
    slug,
    author: "Bayou City AI",
    coverImage: `/images/blog/${slug}.svg`,
    publishedAt: new Date(input.publishedAt),
    isPublished: true,
    content: input.content.trim(),
  };
}

export const seedBlogPosts: SeedBlogPost[] = [
  post({
    title: "Welcome to The AI Advantage Weekly",
    excerpt:
      "A practical, Houston-first newsletter for agents, brokers, team leaders and property managers who want AI to save real hours—not add another app to babysit.",
    category: "News",
    tags: ["Newsletter", "AI Automation", "Houston Real Estate", "Announcements"],
    seoTitle: "The AI Advantage Weekly: Practical AI for Houston Agents",
    seoDescription:
      "Meet The AI Advantage Weekly from Bayou City AI: practical, Houston-first guidance on AI automation for agents, brokers, teams and property managers.",
    publishedAt: "2026-01-13T15:00:00.000Z",
    content: `
## Why we started this newsletter

Every week we talk with Houston agents, brokers, team leaders and property managers who are curious about AI and tired of the hype. They do not need another demo of a chatbot writing a poem. They need to know whether an assistant can answer a 10 p.m. inquiry about a townhouse in the Heights, whether it will book a showing in Katy at 5:15 on a Friday, and whether it will ever say something to a client that gets them in trouble.

The AI Advantage Weekly is our answer: short, practical articles about what AI automation can and cannot do for real estate businesses in the Houston market, written by the team that builds these systems for a living.

## What you can expect

Each issue takes one problem you actually have and walks through how we would solve it. Articles fall into four categories:

- **Strategy**: how to design lead response, follow-up and client care so automation supports your business instead of running it.
- **Tools**: the building blocks (CRMs, calendars, workflow platforms such as n8n, language models, e-signature and listing data) and how they fit together.
- **Real Estate**: Houston-specific playbooks, from hurricane season for property managers to relocation buyers moving to The Woodlands or Sugar Land.
- **News**: changes that matter, such as new features in the platforms you use, rules worth a second look and updates from our own team.

## What we will not do

We will not publish invented numbers. When we share results, we will tell you where they came from and how they were measured. When something is a rule of thumb from our own projects, we will say so.

We will not pretend AI replaces a licensed professional. An assistant can qualify a lead, book a showing or draft a market update. It cannot sign a listing agreement, give legal advice or replace your judgment about a client's situation, and it should never try.

We will not push tools for the sake of it. Sometimes the right answer is a better template or a shared calendar, not a model.

## A Houston-first point of view

Most AI advice is written for a generic market. Houston is not generic:

- **Distance.** The region sprawls across several counties, so a "nearby" showing can mean forty minutes on the Katy Freeway.
- **Language.** Many clients are more comfortable in Spanish, Vietnamese, Chinese or another language than in English.
- **Weather.** Hurricane season shapes how property managers communicate from June through November.
- **Listing data.** HAR.com and the HAR MLS are central to how buyers search and how agents work.

Those details change how automation should be built, and they are what this newsletter is about.

## Coming up in the next issues

Here is a preview of what we are working on:

1. **Speed to lead**: a response system that answers every inquiry within minutes, including nights and weekends, and hands off to a person at the right moment.
2. **Your automation stack**: connecting listing data, your CRM and your calendar without creating a maze of brittle integrations.
3. **Hurricane season for property managers**: tenant notices, vendor dispatch and damage reports before, during and after a storm.
4. **Traffic-aware scheduling**: showing routes that respect I-10, 610 and Beltway 8 at rush hour.
5. **Bilingual client care**: assistants that reply in a client's preferred language without losing accuracy on the details that matter.

## How to get it

Subscribe with the newsletter box on this page and each new article will arrive in your inbox. No spam, and you can unsubscribe at any time.

Have a question you want answered in a future issue? Use the chat on this site or [send us a note](/contact). If one Houston team has a problem, dozens of others have it too.
`,
  }),

  post({
    title: "Speed to Lead: Answer Every Houston Inquiry Within Minutes",
    excerpt:
      "Online inquiries go cold fast. Here is how to build a response system that replies within minutes, day or night and in the client's language, and knows when to hand off to you.",
    category: "Strategy",
    tags: ["Lead Response", "AI Assistants", "Lead Routing", "CRM", "Follow-Up"],
    seoTitle: "Speed to Lead for Houston Agents: Reply in Minutes",
    seoDescription:
      "Build an AI-assisted lead response system for your Houston real estate business: instant replies, routing by area, clean handoffs and compliant follow-up.",
    publishedAt: "2026-02-10T15:00:00.000Z",
    content: `
## The problem with "I'll call them back after this showing"

A buyer browsing listings in Cypress at 9:40 p.m. sends the same question to three agents. The first one to reply with a useful answer usually gets the conversation. If you are in a listing appointment in Pearland or stuck on the Southwest Freeway, that reply is not coming from you.

Speed to lead is not about being pushy. It is about being present when the client is paying attention. A well-built AI assistant lets you be present without living on your phone.

## What a good first response looks like

A fast reply only helps if it is a good one. The first response from your assistant should:

- **Answer the actual question** (price, status, HOA, school zoning or showing availability) from your listing data, not from guesses.
- **Ask one qualifying question**, not five. "Are you already working with an agent?" or "When are you hoping to move?" is enough to start.
- **Offer a next step**: a showing time, a call with you, or a short list of similar homes.
- **Reply in the client's language.** If the inquiry arrives in Spanish, the answer should too.
- **Say who it is.** Clients should know they are talking to an assistant working for your team, with a person one message away.

## Route by area, not by round robin

Houston is too big for pure round robin. A lead for a patio home in Kingwood should not go to the agent who lives in Fulshear just because it was her turn. Build routing rules that reflect how your team actually works:

| Lead signal | Route to | Why |
| --- | --- | --- |
| ZIP code or subdivision (The Woodlands, Spring) | Agent who covers that area | Local knowledge and shorter drives |
| Language preference | Agent who speaks it | Trust from the first call |
| Price band or property type | Specialist (luxury, new construction, investors) | Better qualified conversations |
| Rental inquiry | Leasing coordinator or property manager | Different process and paperwork |
| No reply from the owner within 15 minutes | Team lead or backup agent | Nobody waits in a queue |

The assistant sends the first reply instantly; the routing decides who owns the follow-up.

## Hand off at the right moment

The hardest part of automation is knowing when to stop. Set clear handoff triggers so a person takes over when:

1. The client asks for a showing or a call.
2. The conversation touches on negotiation, contracts, financing advice or anything legal.
3. The client is frustrated or confused, or mentions a sensitive situation such as a divorce, a death in the family or flood damage.
4. The assistant is not confident in its answer.

When the handoff happens, the agent should receive a short summary in the CRM and by text: who the client is, what they asked, what was already answered and what was promised. Nobody likes repeating themselves.

## Follow-up that does not feel automated

Most leads are not ready to tour this week. For them, the system should follow up on a schedule you approve: a check-in after two days, new matching listings when they appear, a market note for their area once a month. Each message should reference something the client actually said.

Keep it compliant:

- Get consent before sending marketing texts, and honor opt-outs immediately.
- Show your brokerage name and license information wherever Texas advertising rules require it.
- Provide TREC's Information About Brokerage Services notice at the point in the relationship the rules require.
- Never let the assistant steer clients toward or away from neighborhoods based on who lives there. Fair housing rules apply to software too.

## How to measure it

Track three numbers from your own CRM for a month before and a month after launch: median time to first response, the share of leads that reach a real conversation with a person, and appointments set. Your own before-and-after numbers are worth more than any industry benchmark.

## Getting started

Start small. Connect one lead source, such as your website form or the inquiries you receive through HAR.com, to an assistant with your listing data and one handoff rule, then expand. If you want help designing the routing and handoffs for your team, [talk to us](/contact) or explore our [packages](/solutions).
`,
  }),

  post({
    title: "Your Houston Automation Stack: Connecting MLS, CRM and Calendar",
    excerpt:
      "Listing data, a CRM, a calendar and a workflow engine are the four pieces behind most real estate automation. Here is how to connect them without building a house of cards.",
    category: "Tools",
    tags: ["Automation Stack", "CRM", "MLS", "n8n", "Integrations", "Workflows"],
    seoTitle: "Real Estate Automation Stack: MLS, CRM and Calendar",
    seoDescription:
      "Connect listing data, CRM, calendar and a workflow engine into a reliable AI automation stack for your Houston team, with tips on data rules and testing.",
    publishedAt: "2026-03-17T15:00:00.000Z",
    content: `
## Four pieces, one system

Almost every useful real estate automation we build rests on the same four pieces:

1. **Listing data**: what is for sale or for lease, at what price, with what status.
2. **A CRM**: the single record of every client, conversation and deal.
3. **A calendar**: where showings, listing appointments and closings actually live.
4. **A workflow engine**: the glue that moves information between the other three and calls an AI model when a draft or a judgment is needed.

The AI assistant your clients see is only the front door. If the pieces behind it are not connected cleanly, the assistant will promise showings you cannot make and quote prices that changed yesterday.

## Listing data: use the approved path

In Houston, most agents work with listing data from the HAR MLS. Access to that data is governed by your MLS's rules and your data license. Do not scrape listing sites. Work through an approved channel instead: an IDX or VOW feed from a licensed vendor, or a feed that follows the [RESO Web API](https://www.reso.org/) standard where your MLS and vendor offer one.

Two practical rules:

- **Refresh often and store the timestamp.** The assistant should know when its data was last updated and say so when a client asks about a home that may have changed status.
- **Respect display rules.** Attribution, listing-broker credit and fields you may not show publicly apply to automated replies too.

## CRM: one source of truth

Pick one CRM and make it the place where every conversation ends up: chat transcripts, texts, call notes and e-mails. The workflow engine should write to it, not around it. Duplicate contacts are the most common mess we clean up, so match on e-mail and phone before creating anyone new.

Fields worth adding if your CRM lacks them:

- Preferred language
- Areas of interest (Heights, Memorial, Pearland, Clear Lake)
- Timeline to buy, sell or lease
- Date of the last conversation with a person, so follow-up rules can tell a warm client from a forgotten one

## Calendar: the part that breaks most often

Scheduling looks simple until two agents share a listing, a seller needs notice before showings and the Katy Freeway is at a standstill. A reliable setup:

- Reads real availability from each agent's calendar rather than a separate availability list nobody updates.
- Adds travel buffers between appointments in different parts of town.
- Confirms by text and reminds the client the day before and an hour before.
- Writes every booking back to the CRM.

## The workflow engine

Tools such as n8n, Zapier and Make all connect apps with triggers and actions. We often use n8n because it can be self-hosted, keeps client data under your control and handles branching logic well. Whatever you choose, these are the questions that matter in practice:

| Question | Why it matters |
| --- | --- |
| Can it run in your own account or on your own server? | Control over client data and costs |
| Does it retry failed steps and alert someone? | Silent failures lose leads |
| Can it branch on conditions? | Real workflows are not straight lines |
| Does it keep a log of each run? | You need to see what happened to a lead |
| How are credentials stored? | API keys are the keys to your business |

## Where the AI model fits

Use the language model for the parts that need language or judgment: understanding a free-text inquiry, drafting a reply, summarizing a conversation for the agent, writing a first draft of a listing description for you to edit.

Keep facts such as prices, addresses and appointment times coming from your systems, not from the model's memory. That single rule prevents most embarrassing mistakes.

## Test like it matters

Before you switch anything on, run a week of realistic test cases:

- A Spanish-language inquiry about a rental in Gulfton
- A lead for a home that went pending this morning
- A Saturday showing request in Sugar Land
- A client who replies "STOP"

Check the CRM after each one, then keep watching the run logs for the first month.

If you would rather have the stack designed and maintained for you, see our [packages](/solutions).
`,
  }),

  post({
    title: "Hurricane Season Playbook for Houston Property Managers",
    excerpt:
      "From June through November, communication is half the job. Here is how to automate tenant notices, vendor dispatch and damage reports before, during and after a storm.",
    category: "Real Estate",
    tags: ["Property Management", "Hurricane Season", "Tenant Communication", "Emergency Planning", "Automation"],
    seoTitle: "Hurricane Season Playbook for Houston Property Managers",
    seoDescription:
      "Automate tenant notices, vendor dispatch and damage intake for Houston rentals before, during and after a storm, while keeping people in charge of decisions.",
    publishedAt: "2026-05-12T15:00:00.000Z",
    content: `
## Why hurricane season is a communication problem

The Atlantic hurricane season runs from June 1 to November 30. For Houston property managers, most of the stress of a storm is not the wind. It is hundreds of tenants, owners and vendors all needing answers at once, often while your own office is closed and the power is out.

Automation cannot stop a storm. It can make sure the right message reaches the right person at the right time, and that nothing a tenant reports gets lost. Set it up in May, not when a storm is already in the Gulf.

## Before the season: get your data ready

Your automations are only as good as your records. Before June:

- **Confirm contact details** for every tenant and owner, including a mobile number that accepts texts and a preferred language.
- **Tag properties by risk**: ground-floor units, properties in mapped flood zones, homes that flooded during Harvey or later storms, buildings with elevators or generators.
- **Build a vendor roster with backups**: tree removal, water extraction, roofing, electricians and board-up crews, each with the areas they serve, such as Pasadena, Spring or Missouri City.
- **Review your leases and notices.** Texas landlords have had to include a flood disclosure notice in residential leases since 2022. Make sure yours is current and accurate for each property.
- **Write message templates now**, in every language your tenants use, and have a person review them. Nobody writes clear copy at 2 a.m. during a tropical storm warning.

## When a storm threatens: staged notices

Tie notices to official forecast stages from the [National Hurricane Center](https://www.nhc.noaa.gov/) rather than to news headlines.

| Stage | Automated action | Human action |
| --- | --- | --- |
| System in the Gulf may affect the area | Preparation reminder: secure patio items, check renters insurance, photograph belongings | Check vendor availability |
| Watch issued for the area | Property-specific instructions on parking, generators and shutters | Decide on office closure |
| Warning issued | Final checklist, emergency numbers, how to report damage | Confirm on-call staff |
| Evacuation ordered for your area | Message only the affected properties, linking to official [ReadyHarris](https://www.readyharris.org/) guidance | Call vulnerable residents directly |

Two rules keep this trustworthy. First, never contradict local officials: link to them rather than paraphrasing evacuation orders. Second, make every message easy to act on, with one topic, one link and one phone number.

## During the storm: keep intake open

When phones go down or your team is off the roads, an AI assistant on text and web chat can still:

- Record damage reports with the unit, a description, photos and whether anyone is in danger.
- Recognize emergencies (a gas smell, water inside the unit, downed power lines, injuries), tell the tenant at once to call 911 or the utility, and alert your on-call manager.
- Answer routine questions from your approved templates, in the tenant's language.

What it must not do: promise repair dates, approve rent concessions or give safety advice beyond your approved scripts. Those decisions stay with people.

## After the storm: triage and dispatch

Once it is safe, the backlog is the challenge. A workflow can group reports by property and severity, match them against your vendor roster and service areas, and draft work orders for a manager to approve with one click.

- **Owners** get one summary per property instead of forty separate e-mails.
- **Tenants** get a status update whenever their ticket moves, which cuts down on repeat calls.
- **Your team** sees one queue sorted by urgency instead of a flooded inbox.

Keep a clean record. Photos, timestamps and messages stored per unit make insurance claims and owner reports far easier weeks later.

## A short checklist for May

1. Update tenant and owner contacts and language preferences.
2. Tag high-risk properties.
3. Refresh the vendor roster, with backups.
4. Approve message templates in every language you need.
5. Test the damage-report flow end to end with your team.
6. Decide who is on call and how alerts reach them if the office loses power.

If you manage rentals anywhere from Clear Lake to Tomball and want this running before the next storm, [talk to our team](/contact).
`,
  }),

  post({
    title: "Traffic-Aware Showings: Scheduling Around I-10, 610 and Beltway 8",
    excerpt:
      "A showing schedule that ignores Houston traffic is a schedule you will miss. Here is how to let software plan realistic routes, buffers and updates for buyers and sellers.",
    category: "Strategy",
    tags: ["Showings", "Scheduling", "Houston Traffic", "Buyer Experience", "Time Management"],
    seoTitle: "Traffic-Aware Showing Schedules for Houston Agents",
    seoDescription:
      "Plan Houston showing tours around I-10, 610 and Beltway 8: cluster homes by area, add realistic buffers and send automatic updates to buyers and sellers.",
    publishedAt: "2026-07-14T15:00:00.000Z",
    content: `
## The 20-minute drive that takes 55

Every Houston agent has a story about the showing that was "only twenty minutes away." On a map, a home in the Heights and one in Spring Branch are close. At 5 p.m. on a weekday, with the West Loop and the Katy Freeway backed up, they are not.

Most scheduling tools treat the time between appointments as a fixed number. A traffic-aware system treats it as what it is: a function of where you are going, when, and by which road.

## Cluster first, then order

The biggest gain comes before any routing: deciding which homes belong on the same tour. An assistant can take a buyer's shortlist and group it by area and by the roads between them:

- Homes inside the Loop on one afternoon
- Katy and Cinco Ranch on another
- The Woodlands and Spring on a Saturday morning, when I-45 is usually lighter

Then it orders each tour so you are not crossing the same freeway twice. Heading west on I-10 in the morning and back east in the evening runs against the main commuter flow, which is usually a good thing.

## Build buffers from real drive times

Instead of a flat 15 minutes, use estimated drive times for the day and hour of each showing from a mapping service, plus a margin. These are rules of thumb from our own projects, so tune them to your experience:

| Situation | Suggested buffer |
| --- | --- |
| Same subdivision or walking distance | 10 minutes |
| Same side of town, surface streets | Drive time + 10 minutes |
| Crossing 610 or Beltway 8 outside rush hour | Drive time + 15 minutes |
| Any freeway leg between about 4 and 7 p.m. | Drive time + 25 minutes |
| Rain in the forecast | 10 more minutes per leg |
| Gated community or lockbox pickup | 10 more minutes |

The exact numbers matter less than the habit: buffers based on the route and the hour, not one number for everything.

## Respect the other side's rules

Showings are not only about your buyer. Listing agents set instructions: notice periods, hours the home is unavailable, pets to secure, alarm codes. A good assistant reads those instructions, requests each showing inside the allowed window and keeps the tour consistent when one request is declined.

When a seller changes a window, the system should propose a new order for the remaining homes rather than leave a gap in the middle of the afternoon.

## Keep everyone updated automatically

Traffic will still surprise you. What matters is how you handle it:

- **Buyers** get the final itinerary the night before, with addresses in tour order and a note about parking.
- **Listing agents and sellers** get a "running about 15 minutes late" text when your calendar and location say you will miss the window, sent only after you approve it with one tap.
- **You** get a heads-up when a tour will run past a hard stop, such as school pickup or a listing appointment in Bellaire.

## Think about the buyer's commute, too

Traffic awareness is not only about your day. A buyer moving from Sugar Land to a job in the Texas Medical Center, or from Kingwood to the Energy Corridor, cares deeply about the future commute. Your assistant can prepare a commute summary for each home on a shortlist: typical drive time at rush hour, toll roads on the way and park-and-ride options. The conversation is then about real trade-offs, not guesses.

Be careful here. Describe commutes and amenities, never the people who live in a neighborhood. Steering based on who lives somewhere is a fair housing violation whether a person or software does it.

## What to automate, and what not to

Automate the arithmetic:

- Clustering and ordering homes
- Buffers and confirmations
- Late notices and itinerary updates

Keep the judgment: which homes are worth seeing, when a tour is too long for a family with small children, and when to call a listing agent instead of texting.

## Start with one week

Pick a week, let the system propose every tour, and compare its plans with what you would have done. Most teams find the gain is less about speed and more about arriving calm and on time. If you want this set up with your calendar and showing service, [see our solutions](/solutions).
`,
  }),

  post({
    title: "Bilingual Client Care: AI Assistants That Speak Your Clients' Language",
    excerpt:
      "Houston buys and rents homes in many languages. Here is how to set up an AI assistant that answers accurately in Spanish, Vietnamese or Chinese, and knows where translation must stop.",
    category: "Real Estate",
    tags: ["Bilingual", "Spanish", "Client Experience", "AI Assistants", "Fair Housing"],
    seoTitle: "Bilingual AI Assistants for Houston Real Estate",
    seoDescription:
      "Serve Houston clients in Spanish, Vietnamese, Chinese and more with AI assistants: language detection, approved glossaries, human review and clear limits.",
    publishedAt: "2026-09-15T15:00:00.000Z",
    content: `
## A multilingual market deserves multilingual service

Drive down Bellaire Boulevard through Alief, walk through Gulfton or Pasadena, or visit a new-construction community in Katy, and you will hear many languages within a few miles. Many Houston families are more comfortable discussing the biggest purchase of their lives in Spanish, Vietnamese, Chinese, Arabic, Hindi or Urdu than in English.

If your team speaks only one or two of those languages, an AI assistant can make sure nobody waits for an interpreter just to learn a listing's HOA fee or book a showing.

## How language handling should work

A good multilingual setup does four things:

1. **Detects the language of the first message** and answers in it, without making the client choose from a menu.
2. **Remembers the preference** in your CRM, so every later text, e-mail and reminder uses it.
3. **Routes to a person who speaks the language** when one is available, and says honestly when the next step will be in English with an interpreter.
4. **Keeps facts language-independent.** Prices, addresses, dates and square footage come from your systems and are inserted into the reply, never translated from free text where a digit could slip.

## Build a glossary before you write prompts

Real estate vocabulary does not translate word for word. "Option period," "earnest money," "HOA," "MUD tax" and "closing costs" all need consistent, approved wording in each language you support. Create a short glossary with a bilingual colleague or a professional translator and give it to the assistant as reference material.

| English term | What the assistant should do |
| --- | --- |
| Option period | Use the approved translation and add a one-line plain explanation |
| Earnest money | Use the approved translation; refer questions about amounts to the agent |
| MUD (municipal utility district) tax | Explain briefly; suggest confirming the current rate with the agent |
| HOA rules | Share the documents you have; do not summarize legal obligations |
| Flood history | Share only what has been disclosed; route questions to the agent |

Review the glossary twice a year. The questions clients ask change, and so does the language they use.

## Where translation must stop

An assistant can explain, summarize and schedule. It must not become your contract translator. Texas residential transactions are typically written on TREC-promulgated forms in English, and any translated summary is only an aid to understanding. Say so plainly in the message, and have a licensed professional walk the client through the actual terms.

For anything involving legal rights, financing terms or disclosures, the assistant's job is to get the client to a qualified person quickly, in their language when possible.

Tone matters as well. A direct phrasing that sounds efficient in English can sound abrupt in another language. Have a native speaker review your core templates:

- Welcome message
- Showing confirmation and reminder
- Document request
- Follow-up after a tour

## Fair housing in every language

Offering service in a client's language is good business. Treating clients differently because of their national origin is illegal. The assistant must give every client the same information, the same listings and the same responsiveness regardless of language, and must never suggest neighborhoods based on who lives there. Audit a sample of conversations in each language every month to confirm it does.

## Measuring whether it works

Track, per language:

- Time to first response
- Share of conversations handed to a person
- Appointments set

Read transcripts, too. If Spanish-speaking clients keep asking the same follow-up question, your glossary or your listing data is missing something.

## Getting started

Start with the language your team hears most after English (for many Houston teams that is Spanish) and get it right before adding others. Try the chat on this site to see a multilingual assistant at work, or [contact us](/contact) to plan one for your business.
`,
  }),
];

/** A seeded post's version in another language: the original's slug names it; cover, category and author are its. */
export type SeedTranslation = Omit<SeedBlogPost, "author" | "coverImage" | "category" | "publishedAt" | "isPublished"> & {
  language: "es" | "vi" | "zh";
  of: string;
  publishedAt: Date;
};

// One post in Spanish, so the Spanish blog is not empty on a new site: written for Houston's Spanish speakers (usted,
// the words agents and clients here use), not word for word. Its links stay in Spanish addresses.
export const seedBlogTranslations: SeedTranslation[] = [
  {
    language: "es",
    of: "speed-to-lead-answer-every-houston-inquiry-within-minutes",
    title: "Responda a cada prospecto en Houston en cuestión de minutos",
    slug: "responda-a-cada-prospecto-en-houston-en-cuestion-de-minutos",
    excerpt:
      "Un prospecto que escribe por internet se enfría rápido. Así se arma un sistema que responde en minutos, de día o de noche y en el idioma del cliente, y que sabe cuándo pasarle la conversación a usted.",
    tags: ["Respuesta a prospectos", "Asistentes de IA", "Asignación de prospectos", "CRM", "Seguimiento"],
    seoTitle: "Responda a sus prospectos en minutos, en Houston",
    seoDescription:
      "Cómo armar un sistema de respuesta con IA para su negocio inmobiliario en Houston: respuestas al instante, asignación por zona y un seguimiento en regla.",
    publishedAt: new Date("2026-02-12T15:00:00.000Z"),
    content: `
## El problema de "le marco en cuanto salga de esta visita"

Un comprador que está viendo casas en Cypress a las 9:40 de la noche le manda la misma pregunta a tres agentes. Por lo general, se queda con la conversación el primero que contesta algo útil. Si usted está en una cita de listado en Pearland o atorado en el Southwest Freeway, esa respuesta no va a salir de usted.

Responder rápido no es ser insistente. Es estar presente cuando el cliente está poniendo atención. Un buen asistente de IA le permite estar presente sin vivir pegado al teléfono.

## Cómo es una buena primera respuesta

Una respuesta rápida solo sirve si es buena. La primera respuesta de su asistente debe:

- **Contestar la pregunta que le hicieron** (precio, estatus, cuota de la HOA, zona escolar o disponibilidad para visitas) con los datos de sus listados, no con suposiciones.
- **Hacer una sola pregunta para calificar**, no cinco. "¿Ya trabaja con algún agente?" o "¿Para cuándo piensa mudarse?" es suficiente para empezar.
- **Ofrecer un siguiente paso**: una hora para ver la casa, una llamada con usted o una lista corta de casas parecidas.
- **Contestar en el idioma del cliente.** Si la consulta llega en español, la respuesta también.
- **Decir quién es.** El cliente debe saber que habla con un asistente que trabaja para su equipo, y que una persona está a un mensaje de distancia.

## Asigne por zona, no por turno

Houston es demasiado grande para repartir prospectos solo por turno. Un prospecto para una casa tipo patio home en Kingwood no le debe tocar a la agente que vive en Fulshear nada más porque era su turno. Arme reglas que reflejen cómo trabaja su equipo de verdad:

| Señal del prospecto | A quién se asigna | Por qué |
| --- | --- | --- |
| Código postal o subdivisión (The Woodlands, Spring) | Al agente que cubre esa zona | Conoce el área y maneja menos |
| Idioma preferido | Al agente que lo habla | Hay confianza desde la primera llamada |
| Rango de precio o tipo de propiedad | Al especialista (lujo, construcción nueva, inversionistas) | Conversaciones mejor calificadas |
| Consulta de renta | Al coordinador de arrendamiento o al administrador de propiedades | Otro proceso y otros papeles |
| El agente asignado no contesta en 15 minutos | Al líder del equipo o a un agente de respaldo | Nadie se queda esperando |

El asistente manda la primera respuesta al instante; las reglas deciden quién se encarga del seguimiento.

## Pase la conversación en el momento justo

Lo más difícil de automatizar es saber cuándo parar. Defina claramente cuándo debe tomar el control una persona:

1. Cuando el cliente pide ver la casa o hablar por teléfono.
2. Cuando la conversación toca negociación, contratos, consejos de financiamiento o cualquier tema legal.
3. Cuando el cliente está molesto o confundido, o menciona algo delicado como un divorcio, una muerte en la familia o daños por inundación.
4. Cuando el asistente no está seguro de su respuesta.

Al pasar la conversación, el agente debe recibir un resumen corto en el CRM y por mensaje de texto: quién es el cliente, qué preguntó, qué ya se le contestó y qué se le prometió. A nadie le gusta repetir lo mismo.

## Un seguimiento que no se sienta automático

La mayoría de los prospectos no están listos para ver casas esta semana. Para ellos, el sistema debe dar seguimiento según un calendario que usted apruebe: un mensaje a los dos días, listados nuevos que coincidan cuando salgan al mercado, una nota mensual sobre el mercado de su zona. Cada mensaje debe mencionar algo que el cliente sí dijo.

Y que cumpla con las reglas:

- Pida permiso antes de mandar mensajes de texto promocionales, y respete de inmediato a quien pida que no le escriban más.
- Muestre el nombre de su correduría y los datos de su licencia donde lo exijan las reglas de publicidad de Texas.
- Entregue el aviso de TREC "Information About Brokerage Services" en el momento que exigen las reglas.
- Nunca deje que el asistente dirija a los clientes hacia ciertos vecindarios, o los aleje de otros, según quién vive ahí. Las leyes de vivienda justa también se aplican al software.

## Cómo medir los resultados

Anote tres números de su propio CRM durante un mes antes y un mes después de empezar: el tiempo promedio hasta la primera respuesta, qué parte de los prospectos llega a una conversación real con una persona y cuántas citas se agendan. Sus propios números de antes y después valen más que cualquier promedio de la industria.

## Por dónde empezar

Empiece poco a poco. Conecte una sola fuente de prospectos, como el formulario de su sitio web o las consultas que le llegan por HAR.com, a un asistente con los datos de sus listados y una sola regla para pasar la conversación, y después vaya creciendo. Si quiere ayuda para diseñar la asignación y el traspaso de conversaciones de su equipo, [hable con nosotros](/es/contact) o vea nuestros [paquetes](/es/solutions).
`.trim(),
  },
];
