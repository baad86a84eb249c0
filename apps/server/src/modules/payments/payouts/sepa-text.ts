/**
 * Text as SEPA credit transfers carry it: the EPC's basic Latin set (a–z, A–Z, 0–9 and / - ? : ( ) . , ' +
 * and space). Accents are dropped (Müller → Muller, ß → ss), anything else becomes a space, and the text
 * is cut to the field's length, so a bank never refuses the file for a name.
 */
export function sepaText(text: string, maxLength: number): string {
  const latin = text
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'AE')
    .replace(/ø/g, 'o')
    .replace(/Ø/g, 'O')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return latin.slice(0, maxLength).trim();
}

/** An identifier field (MsgId, PmtInfId, EndToEndId): the same set without spaces, at most 35 characters. */
export function sepaId(text: string): string {
  const id = sepaText(text, 35).replace(/ /g, '');
  if (!id) throw new RangeError(`"${text}" leaves no characters a SEPA identifier may hold`);
  return id;
}
