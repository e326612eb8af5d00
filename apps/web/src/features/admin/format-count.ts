const countFormat = new Intl.NumberFormat('en-US');

/** `2345` → `2,345`. */
export const formatCount = (n: number) => countFormat.format(n);
