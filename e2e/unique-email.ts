let counter = 0;
/** An address no earlier run used: the time in base 36 and a counter, under the tag. */
export const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${(counter += 1)}@example.com`;
