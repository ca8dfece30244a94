// How the training every package includes is given: in person, at the visitor's office, or online ("will the training
// be on-site or all online?", "¿la capacitación es presencial o en línea?", "đào tạo trực tiếp hay online?", "培训是上门还是
// 线上？"). The site says training is included, never how it is delivered: the known part is said and the format is
// said to be unstated. Read on folded text (foldForRules) beside question-patterns.ts's TRAINING_ASK.

const FORMAT =
  /\b(?:in[- ]person|on[- ]?site|onsite|face[- ]to[- ]face|at (?:our|my|the) (?:office|brokerage|place)|come (?:to|out to) (?:our|my|the) office|(?:over|on|via|by) (?:zoom|teams|google meet|video|a video call|the phone)|zoom|online|remote(?:ly)?|virtual(?:ly)?|live (?:session|class)|webinars?|recorded (?:videos?|sessions?)|presencial(?:es|mente)?|en persona|en (?:la|nuestra|mi) oficina|en (?:linea|video)|por (?:zoom|video|videollamada|teams)|a distancia|truc tiep|tai (?:van phong|cong ty|cho)|(?:qua|bang) (?:zoom|video|mang|online)|truc tuyen|tu xa)\b|线上|线下|上门|现场|当面|面对面|远程|视频|网上|到(?:我们|我)?(?:公司|办公室)/;

/** The training's format (in person or online) asked beside the training itself. */
export const asksTrainingFormat = (text: string): boolean => FORMAT.test(text);
