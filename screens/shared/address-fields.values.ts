/** The address part of a form (the formik fields AddressFields binds to). */
export interface AddressFormFields {
  address: string;
  extendedAddress: string;
  city: string;
  state: string;
  postalCode: string;
}

/** The address as the machine takes it: free text trimmed, state and zip as picked and typed. */
export function toAddressValues(fields: AddressFormFields): AddressFormFields {
  return {
    address: fields.address.trim(),
    extendedAddress: fields.extendedAddress.trim(),
    city: fields.city.trim(),
    state: fields.state,
    postalCode: fields.postalCode,
  };
}
