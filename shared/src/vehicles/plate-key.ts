/** A plate as it is matched and searched: upper-case letters and digits only ("abc-123" -> "ABC123"). */
export function plateKeyOf(plate: string): string {
  return plate.toUpperCase().replace(/[^A-Z0-9]/g, '');
}
