/** How mails and the staff screens greet or label a customer: the first word of the full name. */
export function firstName(fullName: string): string {
  // A name is one field; a name of one word, or of spaces only, is shown as it was given.
  return fullName.trim().split(/\s+/)[0] || fullName;
}
