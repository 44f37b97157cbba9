/** One text in Serbian Latin (Cyrillic is derived from it) and English; the message tables are made of these. */
export interface Message {
  sr: string;
  en: string;
}
