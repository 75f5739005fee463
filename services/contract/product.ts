// The product's name and support address, as the screens and messages show them. (The spec's
// `{product}` slug, `zoomies`, is spelled out in the contract's route names and statuses.)
export const PRODUCT_NAME = 'Zoomies' as const;
export const SUPPORT_EMAIL = 'help@zoomies.example' as const;
