/**
 * The pet and personal steps' one wording for a P.O. Box (first document, section 5), whether typed
 * into the street field or picked in 'Find your address'. The alternate address page keeps the
 * second document's own ('We need your home address, not a P.O. box!').
 */
export const PO_BOX_MESSAGE = "We can't support P.O. Boxes, please use a physical address";
