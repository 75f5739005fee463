// A P.O. box is not a home address. Matches "PO Box 12", "P.O. Box", "Post Office Box", "POB 7" and
// "Box 12" at the start of a line, in any case, without catching streets such as "Boxwood Dr".
const PO_BOX = /\b(p\.?\s*o\.?\s*b(ox)?|post\s+office\s+box)\b\.?\s*#?\s*\d*|^\s*box\s+#?\d+/i;

export function isPoBox(addressLine: string): boolean {
  return PO_BOX.test(addressLine);
}
