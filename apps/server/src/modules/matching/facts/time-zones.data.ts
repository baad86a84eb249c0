/** Standard offsets (hours from UTC) of the abbreviations people write instead of an offset. */
export const ZONE_ABBREVIATIONS: Readonly<Record<string, number>> = {
  utc: 0,
  gmt: 0,
  wet: 0,
  bst: 1,
  cet: 1,
  cest: 2,
  eet: 2,
  eest: 3,
  msk: 3,
  gst: 4,
  pkt: 5,
  ist: 5.5,
  ict: 7,
  wib: 7,
  sgt: 8,
  hkt: 8,
  awst: 8,
  jst: 9,
  kst: 9,
  aest: 10,
  aedt: 11,
  nzst: 12,
  brt: -3,
  art: -3,
  est: -5,
  edt: -4,
  cst: -6,
  cdt: -5,
  mst: -7,
  mdt: -6,
  pst: -8,
  pdt: -7,
  akst: -9,
  hst: -10,
};

/** What a job says about working hours, and the offset it means ("European hours" is CET). */
export const REGION_HOURS: readonly { pattern: RegExp; offset: number; name: string }[] = [
  {
    pattern: /\b(?:eu|europe|european|cet)\b[\s-]*(?:time[\s-]?zones?|hours|business hours|working hours|timezone)/i,
    offset: 1,
    name: 'European hours',
  },
  {
    pattern: /\b(?:uk|british|london)\b[\s-]*(?:time[\s-]?zones?|hours|business hours|working hours|timezone)/i,
    offset: 0,
    name: 'UK hours',
  },
  {
    pattern:
      /\b(?:us )?(?:east coast|eastern|est)\b[\s-]*(?:time[\s-]?zones?|hours|business hours|working hours|timezone)/i,
    offset: -5,
    name: 'US Eastern hours',
  },
  {
    pattern:
      /\b(?:us )?(?:west coast|pacific|pst)\b[\s-]*(?:time[\s-]?zones?|hours|business hours|working hours|timezone)/i,
    offset: -8,
    name: 'US Pacific hours',
  },
  {
    pattern:
      /\b(?:us|american|north american)\b[\s-]*(?:time[\s-]?zones?|hours|business hours|working hours|timezone)/i,
    offset: -6,
    name: 'US hours',
  },
  {
    pattern: /\b(?:india|indian|ist)\b[\s-]*(?:time[\s-]?zones?|hours|business hours|working hours|timezone)/i,
    offset: 5.5,
    name: 'Indian hours',
  },
  {
    pattern: /\b(?:australian|sydney|aest)\b[\s-]*(?:time[\s-]?zones?|hours|business hours|working hours|timezone)/i,
    offset: 10,
    name: 'Australian hours',
  },
];
